import { numberSetting } from './number-setting.mjs';

/**
 * PostgreSQL (DATABASE_URL): when set to a postgres:// or postgresql:// URL, the content index
 * lives in that database instead of the embedded file. A malformed value is ignored with a
 * warning that never repeats its password: the site then runs on the embedded store.
 */
export interface DatabaseConfig {
  /** The URL as given, password included: only ever handed to the client, never logged. */
  url: string;
  /** The URL with its password replaced by `***`, for logs and errors. */
  redactedUrl: string;
  /** The password alone (may be ''), so that errors can be scrubbed of it. */
  password: string;
  /** Connections of this process's pool at most (DATABASE_POOL_MAX, 1 to 50). */
  poolMax: number;
  /**
   * Where the directory's business search answers from (DIRECTORY_SEARCH): `postgres` (the
   * default) reads the search rows the listing's writer stores, and builds no engine in memory;
   * `memory` builds each language's engine in this process from the stored listing, as without
   * a database (a small directory, or the fastest searches at the cost of memory and start time).
   */
  directorySearch: 'postgres' | 'memory';
}

function directorySearchSetting(value: string | undefined): DatabaseConfig['directorySearch'] {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'postgres') return 'postgres';
  if (text === 'memory') return 'memory';
  console.warn(`Ignoring DIRECTORY_SEARCH "${value}": neither postgres nor memory; using postgres`);
  return 'postgres';
}

export const DEFAULT_DATABASE_POOL_MAX = 4;

/** The URL without its password, for a log line. */
function redactUrl(url: URL): string {
  const copy = new URL(url.href);
  if (copy.password) copy.password = '***';
  return copy.href;
}

export function getDatabaseConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): DatabaseConfig | null {
  const text = env.DATABASE_URL?.trim() ?? '';
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    console.warn('Ignoring DATABASE_URL: not a URL; using the embedded content index');
    return null;
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    console.warn(
      `Ignoring DATABASE_URL: ${url.protocol} is not postgres:; using the embedded content index`,
    );
    return null;
  }
  return {
    url: text,
    redactedUrl: redactUrl(url),
    password: decodeURIComponent(url.password),
    poolMax: numberSetting(env, 'DATABASE_POOL_MAX', {
      fallback: DEFAULT_DATABASE_POOL_MAX,
      min: 1,
      max: 50,
      outOfRange: 'default',
    }),
    directorySearch: directorySearchSetting(env.DIRECTORY_SEARCH),
  };
}
