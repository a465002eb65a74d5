import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  channelExportQuerySchema,
  channelLandingPath,
  channelPosterQuerySchema,
  channelVisitParamsSchema,
} from '@/lib/contract/channels';
import { envelopeSchema, errorEnvelopeSchema, okEnvelope } from '@/lib/contract/envelope';
import { clientIp, requireUser } from '../http/auth';
import type { AppEnv } from '../http/env';
import { assertChannelScreen, ownChannel } from '../services/channels/channels';
import { channelExportRows } from '../services/channels/export';
import { posterSvg, qrPng } from '../services/channels/poster';
import { recordChannelVisit, visitorKey } from '../services/channels/visits';
import { attachment, exportResponse } from '../services/search/export-file';
import { listExportQuota } from '../services/search/export-quota';
import { exportResponses } from './search-export';
import { createRouter } from './router';

// 渠道推广: the landing's visit (public), a channel's poster and the export of the funnel.

const refused = Object.fromEntries(
  [400, 401, 403, 404].map((s) => [
    s,
    { content: { 'application/json': { schema: errorEnvelopeSchema } }, description: 'Refused' },
  ]),
);

const visitRoute = createRoute({
  method: 'post',
  path: '/zsai/qdjt/visit/{scene}',
  summary: 'Record a visit of a channel link (渠道推广 访问)',
  description:
    'Called by the portal landing /zsai/yq/{code} before it redirects to registration. The visitor is kept as a keyed hash of the channel, client address and user agent; a repeat within 30 minutes and visits past a daily cap per channel are not recorded. An unknown, malformed or archived code answers known: false.',
  request: { params: channelVisitParamsSchema },
  responses: {
    200: {
      content: {
        'application/json': {
          schema: envelopeSchema(
            z.object({ known: z.boolean(), recorded: z.boolean(), code: z.string().nullable() }),
          ),
        },
      },
      description: 'Whether the code is a live channel, and whether the visit was counted',
    },
  },
});

const posterRoute = createRoute({
  method: 'get',
  path: '/zsai/qdjt/poster',
  summary: "Download a channel's poster (渠道推广 海报: SVG, or the QR code alone as PNG)",
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  request: { query: channelPosterQuerySchema },
  responses: {
    200: {
      content: { 'image/svg+xml': { schema: z.string() }, 'image/png': { schema: z.string() } },
      description: 'The file',
    },
    ...refused,
  },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/zsai/qdjt/export',
  summary: 'Export my channels or one channel’s funnel by day (渠道推广 导出, CSV or Excel)',
  description:
    "Query: format=csv|xlsx, sjfwS, sjfwE (the period, default the last 30 days) and optionally channelId (that channel's days). Rows are taken from the daily quota of the caller's tier.",
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  request: { query: channelExportQuerySchema },
  responses: exportResponses,
});

/**
 * The origin links that leave the browser start with: ZSAI_PUBLIC_URL, else the origin the
 * portal was reached at (Next sets X-Forwarded-Host and -Proto), else the request's own.
 */
function publicOrigin(c: Context<AppEnv>): string {
  const configured = c.get('deps').config.publicUrl;
  if (configured) return configured;
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
  if (host && /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host)) {
    return `${proto === 'https' ? 'https' : 'http'}://${host}`;
  }
  return new URL(c.req.url).origin;
}

export function channelRoutes() {
  const router = createRouter();

  // POST /api-zsai-query/zsai/qdjt/visit/{scene} - the landing records a visit of a link
  router.openapi(visitRoute, async (c) => {
    const { db, clock, config } = c.get('deps');
    const answer = await recordChannelVisit(
      { db, clock, key: visitorKey(config.jwtSecret) },
      {
        code: c.req.valid('param').scene,
        ip: clientIp(c),
        userAgent: c.req.header('user-agent') ?? '',
      },
    );
    return c.json(okEnvelope(answer), 200);
  });

  // GET /api-zsai-query/zsai/qdjt/poster - a channel's poster as a file
  router.openapi(posterRoute, async (c) => {
    const { channelId, format } = c.req.valid('query');
    const { db } = c.get('deps');
    const user = c.get('auth').user;
    await assertChannelScreen(db, user);
    const channel = await ownChannel(db, user, channelId);
    const url = `${publicOrigin(c)}/zsai${channelLandingPath(channel.code)}`;
    const headers = (type: string, ext: string, name: string) => ({
      'content-type': type,
      'content-disposition': attachment(
        `qdjt-${channel.code}.${ext}`,
        `${name}-${channel.name}.${ext}`,
      ),
      'cache-control': 'no-store',
    });
    if (format === 'png') {
      return new Response(new Uint8Array(await qrPng(url)), {
        status: 200,
        headers: headers('image/png', 'png', '渠道二维码'),
      });
    }
    const svg = posterSvg({ name: channel.name, kind: channel.kind, code: channel.code, url });
    return new Response(svg, {
      status: 200,
      headers: headers('image/svg+xml; charset=utf-8', 'svg', '渠道海报'),
    });
  });

  // GET /api-zsai-query/zsai/qdjt/export - my channels (or one channel's days) as CSV or .xlsx
  router.openapi(exportRoute, async (c) => {
    const { format, ...params } = c.req.valid('query');
    const { db, clock } = c.get('deps');
    const user = c.get('auth').user;
    await assertChannelScreen(db, user);
    const now = clock.now();
    const file = await channelExportRows(db, user, params, now, publicOrigin(c));
    return exportResponse({
      db,
      user,
      now,
      quota: await listExportQuota({ db, now }, user, (cap) =>
        Promise.resolve(Math.min(cap, file.rows.length)),
      ),
      format,
      fileName: file.fileName,
      asciiName: file.asciiName,
      sheetName: file.sheetName,
      columns: file.columns,
      orderedIds: (limit) => Promise.resolve(file.rows.slice(0, limit).map((_, i) => i)),
      rowsByIds: (ids) => Promise.resolve(ids.map((i) => file.rows[i]!)),
    });
  });

  return router;
}
