/*
 * The one reader of numbers from the environment. Every numeric setting (the site's, the MCP
 * endpoint's, the content sync's, PostgreSQL's and Redis's, next.config.mjs's CACHE_MEMORY_MB,
 * the sample API's) is read here, by one rule:
 * - unset or blank: the default, silently;
 * - not a number (Number() of the trimmed text), or not an integer where one is asked: the
 *   default;
 * - outside [min, max]: clamped to the nearest limit, or the default for a setting whose range
 *   says `outOfRange: 'default'`.
 * Each value not taken as given is reported once per process (settings are read on every
 * request, and one warning is enough). Plain JavaScript, so that next.config.mjs and the shared
 * cache handler, which Node loads without a bundler, read their settings here too.
 */

/** The value of `text` under `range`, and why it is not the text as given (null: it is). */
export function readNumber(text, range) {
  const { fallback, min, max, integer = true, outOfRange = 'clamp' } = range;
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return { value: fallback, problem: null };
  const number = Number(trimmed);
  if (!Number.isFinite(number)) return { value: fallback, problem: 'not a number' };
  if (integer && !Number.isInteger(number)) return { value: fallback, problem: 'not an integer' };
  if (number >= min && number <= max) return { value: number, problem: null };
  const value = outOfRange === 'clamp' ? Math.min(max, Math.max(min, number)) : fallback;
  return { value, problem: `outside ${min} to ${max}` };
}

const warned = new Set();

/** The setting `name` of `env` under `range`, with a warning (once) when it is not taken as given. */
export function numberSetting(env, name, range) {
  const text = env[name];
  const { value, problem } = readNumber(text, range);
  const said = `${name}=${text}`;
  if (problem !== null && !warned.has(said)) {
    warned.add(said);
    console.warn(`Ignoring ${name} "${text?.trim()}": ${problem}; using ${value}`);
  }
  return value;
}
