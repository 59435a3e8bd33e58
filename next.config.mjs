import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import { addCompileHints } from './lib/build/compile-hints.mjs';
import { numberSetting } from './lib/config/number-setting.mjs';
import { redisSettings } from './lib/config/redis-config.mjs';
import { securityHeaders } from './lib/security/security-headers.mjs';

/** CACHE_MEMORY_MB (0 to 1024, default 24) in bytes. */
function cacheMemoryBytes(env) {
  return numberSetting(env, 'CACHE_MEMORY_MB', { fallback: 24, min: 0, max: 1024 }) * 1024 * 1024;
}

// The site runs on Node 24 LTS (Node 20 is past its end of life; node:sqlite needs 22.13).
const [nodeMajor, nodeMinor] = process.versions.node.split('.').map(Number);
if (nodeMajor < 22 || (nodeMajor === 22 && nodeMinor < 13)) {
  throw new Error(
    `Node ${process.versions.node} is not supported: install Node 24 LTS (see the top of README.md).`,
  );
}

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/**
 * With REDIS_URL set at `next start`, every instance shares one cache on Redis
 * (lib/shared-cache/cache-handler.mjs). Never during `next build`: a build needs no Redis, and
 * its keys are named after the build's id, which the build is still writing.
 */
function sharedCacheHandler(phase) {
  if (!redisSettings() || phase === PHASE_PRODUCTION_BUILD) return {};
  return {
    cacheHandler: fileURLToPath(new URL('./lib/shared-cache/cache-handler.mjs', import.meta.url)),
  };
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Lets several builds of one checkout coexist (parallel e2e runs, the bench).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // One build for every instance: the same deployment id in the HTML one instance serves and the
  // chunks another serves, read again by `next start` (NEXT_DEPLOYMENT_ID, the same for build
  // and start, names a release). A deployment id makes Next's build id constant, so each build
  // gets a fresh one of its own: the shared cache's keys are named after it.
  deploymentId: `open-business-directory-${version.replace(/[^\w-]/g, '-')}`,
  generateBuildId: async () => randomUUID(),
  // The Redis client is loaded by Node, not bundled (the cache handler loads it the same way).
  serverExternalPackages: ['@redis/client'],
  // The in-memory layer of Next's cache (pages and the parsed API answers; the rest is on
  // disk). Next's default of 50 MB counts serialized size, and the objects behind it take a
  // few times that in the heap: a companion file that reads every business fills it, and at
  // 100,000 businesses that pushed the server past a 512 MB container. Read at `next start`.
  cacheMaxMemorySize: cacheMemoryBytes(process.env),
  // One type check, `npm run typecheck` (the route types of `next typegen`, then tsc), which the
  // test command runs before the build: the build's own check repeated it, the slowest part of
  // the build.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Turbopack's build cache (over 100 MB under the build's cache/ folder) only speeds up the
    // next build of the same checkout: CI builds a fresh clone once, and the e2e suites delete
    // cache/ before they start, so there it is written for nothing.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
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

export default async function config(phase) {
  const site = { ...nextConfig, ...sharedCacheHandler(phase) };
  // next-intl's plugin only tells the bundler where the request config is, and importing it
  // loads SWC's native compiler and a file watcher: tens of megabytes of resident memory in
  // every `next start`, which bundles nothing.
  if (phase === PHASE_PRODUCTION_SERVER) return site;
  const { default: createNextIntlPlugin } = await import('next-intl/plugin');
  return createNextIntlPlugin('./lib/i18n/request.ts')(site);
}
