import { clearRuntimeCaches } from './runtime-caches';

/*
 * `tsx lib/testing/clear-runtime-caches.ts DIST_DIR`: run by the e2e configs just before their
 * `next start`, so that each run starts cold on the build instead of serving the pages an
 * earlier run rendered against another sample API.
 */
clearRuntimeCaches(process.argv[2] ?? '.next', process.cwd());
