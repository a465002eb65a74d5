import { forwardToBackend } from '@/lib/server/backend';

// /zsai/api/* - the only door to the backend. Session handling plugs into forwardToBackend's
// hooks (accounts issue).
export const dynamic = 'force-dynamic';

function handler(request: Request): Promise<Response> {
  return forwardToBackend(request);
}

export { handler as GET, handler as POST, handler as PUT, handler as DELETE };
