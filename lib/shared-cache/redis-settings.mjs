import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The shared cache's settings, read from the environment: REDIS_URL turns it on,
 * REDIS_KEY_PREFIX names the site's keys (the build's id is appended, so two builds never read
 * each other's pages), REDIS_TIMEOUT_MS bounds every call and REDIS_RETRY_MS is how long an
 * instance serves from its own memory after a failure before it tries Redis again.
 */

function bounded(value, fallback, min, max) {
  const number = /^\d{1,7}$/.test(value ?? '') ? Number(value) : fallback;
  return Math.min(max, Math.max(min, number));
}

/** The settings, or null when REDIS_URL is not set (one instance, Next's own cache). */
export function redisSettings(env = process.env) {
  const url = env.REDIS_URL?.trim();
  if (!url) return null;
  const prefix = (env.REDIS_KEY_PREFIX ?? '').trim() || 'open-business-directory';
  return {
    url,
    prefix,
    timeoutMs: bounded(env.REDIS_TIMEOUT_MS, 500, 20, 10_000),
    pauseMs: bounded(env.REDIS_RETRY_MS, 5_000, 100, 600_000),
  };
}

/** The build's id (`.next/BUILD_ID`), given the build's server folder or the build folder. */
export function readBuildId(distDir) {
  return readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
}

/** Every key of one build starts with this. */
export function buildKeyPrefix(prefix, buildId) {
  return `${prefix}:${buildId}:`;
}
