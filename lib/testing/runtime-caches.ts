import { rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Where `next start` keeps what it renders and fetches at run time, inside the build folder:
 * the data cache (cache/) and the pages ISR rendered on demand (server/route-cache/). A server
 * started on a build that holds them serves what an earlier run rendered, with that run's API
 * address (the suites pick free ports, so each run's address differs).
 */
export const RUNTIME_CACHES: readonly string[] = ['cache', path.join('server', 'route-cache')];

/** Deletes the runtime caches of the build in `distDir` (relative to `root`). */
export function clearRuntimeCaches(distDir: string, root: string): void {
  for (const cache of RUNTIME_CACHES) {
    rmSync(path.join(root, distDir, cache), { recursive: true, force: true });
  }
}
