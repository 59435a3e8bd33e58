import { createHash } from 'node:crypto';
import { isAbsolute, join, resolve } from 'node:path';
import { getSiteConfig } from './site-config';

/**
 * Where the content index lives on disk. One file per Directory API: its name carries a short
 * hash of DIRECTORY_API_URL, so that servers reading different APIs (the end-to-end suite runs
 * several sample APIs on one host) never share an index, while every instance reading one API
 * shares its file.
 */
export interface ContentIndexConfig {
  /** The folder of the index files (CONTENT_INDEX_DIR), absolute. */
  directory: string;
  /** The index file of this API, absolute. */
  file: string;
}

const DEFAULT_CONTENT_INDEX_DIR = '.content-index';

/** A usable folder path, or the default: a malformed setting must not take the site down. */
function directoryOr(value: string | undefined, fallback: string, cwd: string): string {
  const text = value?.trim() ?? '';
  if (text === '') return resolve(cwd, fallback);
  if (text.includes('\0')) {
    console.warn(`Ignoring CONTENT_INDEX_DIR "${value}": not a path; using ${fallback}`);
    return resolve(cwd, fallback);
  }
  return isAbsolute(text) ? resolve(text) : resolve(cwd, text);
}

/** A short, stable name for one API address (normalized as the site reads it). */
export function apiFingerprint(apiBaseUrl: string): string {
  return createHash('sha256').update(apiBaseUrl).digest('hex').slice(0, 12);
}

export function getContentIndexConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
  cwd: string = process.cwd(),
): ContentIndexConfig {
  const directory = directoryOr(env.CONTENT_INDEX_DIR, DEFAULT_CONTENT_INDEX_DIR, cwd);
  const { apiBaseUrl } = getSiteConfig(env);
  return { directory, file: join(directory, `content-${apiFingerprint(apiBaseUrl)}.sqlite`) };
}
