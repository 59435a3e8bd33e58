import { numberSetting } from './number-setting.mjs';

/*
 * The shared cache's settings, read from the environment: REDIS_URL turns it on,
 * REDIS_KEY_PREFIX names the site's keys (the build's id is appended, so two builds never read
 * each other's pages), REDIS_TIMEOUT_MS bounds every call and REDIS_RETRY_MS is how long an
 * instance serves from its own memory after a failure before it tries Redis again. Plain
 * JavaScript: the shared cache handler, which Node loads without a bundler, reads them too.
 */

/** The settings, or null when REDIS_URL is not set (one instance, Next's own cache). */
export function redisSettings(env = process.env) {
  const url = env.REDIS_URL?.trim();
  if (!url) return null;
  const prefix = (env.REDIS_KEY_PREFIX ?? '').trim() || 'open-business-directory';
  return {
    url,
    prefix,
    timeoutMs: numberSetting(env, 'REDIS_TIMEOUT_MS', { fallback: 500, min: 20, max: 10_000 }),
    pauseMs: numberSetting(env, 'REDIS_RETRY_MS', { fallback: 5_000, min: 100, max: 600_000 }),
  };
}
