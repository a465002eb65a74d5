import { CHINA_GEO_VERSION } from '@/lib/map/regions';
import { chinaGeoJson } from '@/lib/server/china-geo';

// /zsai/geo/china/<version>/<code>.json: the China map's GeoJSON, one level per file (the
// country, or one province with its cities). Public reference data, outside the page gate.
// The version in the path changes with the data, so the current one is cached for ever.
export const dynamic = 'force-dynamic';

const FILE = /^(\d{6})\.json$/;
const VERSION = /^[\w.-]{1,32}$/;

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ version: string; file: string }> },
): Promise<Response> {
  const { version, file } = await params;
  const code = FILE.exec(file)?.[1];
  const body = code && VERSION.test(version) ? await chinaGeoJson(code) : undefined;
  if (body === undefined) {
    return new Response('Not Found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(body, {
    headers: {
      'Content-Type': 'application/geo+json; charset=utf-8',
      // A page from before an upgrade asks for its old version: it gets today's data, briefly.
      'Cache-Control':
        version === CHINA_GEO_VERSION
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=300',
    },
  });
}
