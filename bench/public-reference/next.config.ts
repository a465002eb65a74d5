import type { NextConfig } from 'next';

// The bare reference of scripts/bench-public-pages.ts: Next and antd with the product's base
// path, built from the product's node_modules (no install of its own).
const nextConfig: NextConfig = {
  basePath: '/zsai',
  poweredByHeader: false,
  reactStrictMode: true,
  // The product's tsc and ESLint check these files; the bench need not type-check again.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
