import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './processes';

/**
 * Forgets what a previous server of this build rendered or fetched at run time (Next's data
 * cache and its ISR route cache), so that "cold" means cold. Build outputs are left alone.
 */
export function resetRuntimeCache(distDir: string): void {
  for (const folder of ['cache/fetch-cache', 'server/route-cache']) {
    rmSync(path.join(ROOT, distDir, folder), { recursive: true, force: true });
  }
}
