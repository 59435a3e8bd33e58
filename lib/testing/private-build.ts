import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Where `next start` keeps what it renders and fetches at run time, inside the build folder:
 * the data cache (cache/) and the pages ISR rendered on demand (server/route-cache/), which
 * would otherwise hand a private server another server's pages.
 */
const RUNTIME_CACHES = new Set(['cache', path.join('server', 'route-cache')]);

/**
 * A copy of the build `distDir` (relative to `root`) named `<distDir>-<name>`, without its
 * runtime caches, so a server started on it starts cold and keeps what it renders to itself.
 * Returns the copy's name relative to `root` (what NEXT_DIST_DIR expects).
 */
export function privateBuild(root: string, distDir: string, name: string): string {
  const copy = `${distDir}-${name}`;
  rmSync(path.join(root, copy), { recursive: true, force: true });
  cpSync(path.join(root, distDir), path.join(root, copy), {
    recursive: true,
    filter: (source) => !RUNTIME_CACHES.has(path.relative(path.join(root, distDir), source)),
  });
  return copy;
}

/** Removes a copy made by privateBuild. */
export function removePrivateBuild(root: string, copy: string): void {
  // A server that was just stopped may still be finishing a write into its cache.
  rmSync(path.join(root, copy), { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
