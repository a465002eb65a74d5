import 'server-only';
import { errorEnvelope } from '@/lib/contract/envelope';
import { MESSAGES } from '@/lib/contract/messages';

// The one cross-site rule of the API door (docs/decisions/005). The browser sends the session
// cookie (SameSite=Lax) with a top-level navigation from any site, so a foreign page could
// make it log in (the QR poll), download an export and spend the daily quota, or change data.
// No honest use of /zsai/api starts on another site: every call is refused when the browser
// says so, whatever its method.

/** Fetch metadata (Sec-Fetch-Site) of a request another site started. */
const OTHER_SITE = new Set(['cross-site', 'same-site']);

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

/**
 * Where the browser says the call came from: its fetch metadata, else its Origin, else (older
 * browsers' navigations) its Referer. A call with none of them (a server, curl) carries no
 * ambient cookies of a victim and passes.
 */
export function comesFromAnotherSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return OTHER_SITE.has(site);
  const ownHost = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const origin = request.headers.get('origin');
  if (origin) return hostOf(origin) !== ownHost;
  const referer = request.headers.get('referer');
  return referer !== null && hostOf(referer) !== ownHost;
}

/** The door's answer to a call from another site: 403, before it reaches the backend. */
export function foreignSiteResponse(request: Request): Response | undefined {
  if (!comesFromAnotherSite(request)) return undefined;
  return Response.json(errorEnvelope(403, MESSAGES.foreignSite), { status: 403 });
}
