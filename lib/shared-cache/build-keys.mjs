import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The shared cache's keys are named after the build (its id is appended to REDIS_KEY_PREFIX),
 * so two builds never read each other's pages.
 */

/** The build's id (`.next/BUILD_ID`), given the build's server folder or the build folder. */
export function readBuildId(distDir) {
  return readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
}

/** Every key of one build starts with this. */
export function buildKeyPrefix(prefix, buildId) {
  return `${prefix}:${buildId}:`;
}
