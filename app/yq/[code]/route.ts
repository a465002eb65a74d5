import type { NextRequest } from 'next/server';
import { BASE_PATH } from '@/lib/constants';
import type { Envelope } from '@/lib/contract/envelope';
import type { ChannelVisitAnswer } from '@/lib/contract/channels';
import { forwardToBackend } from '@/lib/server/backend';

// /zsai/yq/{code} (yq: 邀请, invitation): a channel's link (渠道推广). Public, outside the page
// gate: it has the backend record the visit, then opens registration with the code. A
// failure to record never stops the visitor; an unknown code opens registration without it.
export const dynamic = 'force-dynamic';

async function recordVisit(request: NextRequest, code: string): Promise<string | null> {
  try {
    const response = await forwardToBackend(
      new Request(
        new URL(
          `/zsai/api/api-zsai-query/zsai/qdjt/visit/${encodeURIComponent(code)}`,
          request.url,
        ),
        { method: 'POST', headers: request.headers },
      ),
    );
    if (!response.ok) return null;
    const body = (await response.json()) as Envelope<ChannelVisitAnswer | null>;
    return body.data?.code ?? null;
  } catch {
    return null;
  }
}

export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ code: string }> },
): Promise<Response> {
  const { code } = await params;
  const known = code.length <= 64 ? await recordVisit(request, code) : null;
  // A relative Location keeps the base path and the host the visitor used (the request's
  // own URL inside the server names neither reliably).
  const query = known ? `?${new URLSearchParams({ scene: known }).toString()}` : '';
  return new Response(null, {
    status: 302,
    headers: { location: `${BASE_PATH}/register${query}`, 'cache-control': 'no-store' },
  });
}
