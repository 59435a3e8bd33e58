import createNextIntlPlugin from 'next-intl/plugin';
import { addCompileHints } from './lib/build/compile-hints.mjs';
import { securityHeaders } from './lib/security/security-headers.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** CACHE_MEMORY_MB (0 to 1024, default 24) in bytes; anything else is the default. */
function cacheMemoryBytes(value) {
  const megabytes = /^\d{1,4}$/.test(value ?? '') ? Number(value) : 24;
  return Math.min(1024, megabytes) * 1024 * 1024;
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Lets several builds of one checkout coexist (parallel e2e runs, the bench).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // The in-memory layer of Next's cache (pages and the parsed API answers; the rest is on
  // disk). Next's default of 50 MB counts serialized size, and the objects behind it take a
  // few times that in the heap: a companion file that reads every business fills it, and at
  // 100,000 businesses that pushed the server past a 512 MB container. Read at `next start`.
  cacheMaxMemorySize: cacheMemoryBytes(process.env.CACHE_MEMORY_MB),
  // The sample API and the bench live in the repo but are never part of the site bundle.
  outputFileTracingExcludes: { '*': ['sample-api/**', 'bench/**', 'e2e/**'] },
  compiler: {
    // The framework's root chunks are compiled off the main thread (lib/build/compile-hints.mjs).
    runAfterProductionCompile: async ({ distDir }) => {
      const hinted = await addCompileHints(distDir);
      console.log(`  Compile hints: ${hinted.length} framework chunks`);
    },
  },
  // Every response: pages, twins, companion files, route handlers, static files, 404s and
  // proxy.ts's redirects and rewrites. Read at build time (Next writes them into the routes
  // manifest), so SITE_URL must be set for `next build` for HSTS to be sent.
  async headers() {
    return [
      {
        source: '/:path*',
        headers: securityHeaders({ nodeEnv: process.env.NODE_ENV, siteUrl: process.env.SITE_URL }),
      },
    ];
  },
};

export default withNextIntl(nextConfig);
