import { forwardToBackend } from '@/lib/server/backend';
import { foreignSiteResponse } from '@/lib/server/foreign-site';
import { sessionHooks } from '@/lib/server/session';

// /zsai/api/* - the only door to the backend: refuses calls another site's page started, adds
// the bearer token from the sealed session cookie, and seals the token of login answers.
export const dynamic = 'force-dynamic';

async function handler(request: Request): Promise<Response> {
  return foreignSiteResponse(request) ?? forwardToBackend(request, sessionHooks);
}

export { handler as GET, handler as POST, handler as PUT, handler as DELETE };
