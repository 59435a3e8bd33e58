import { getContentIndexConfig } from '@/lib/config/content-index-config';
import { getDatabaseConfig } from '@/lib/config/database-config';
import { processWide } from '@/lib/async/process-wide.mjs';
import type { ContentStore } from '../content-store';
import { PostgresContentStore } from '../postgres';
import type { PgListing } from '../postgres/pg-listing';
import type { PgDirectories } from '../postgres/directory/pg-directories';
import type { PgDirectorySearch } from '../postgres/search/pg-directory-search';
import { DEFAULT_SEARCH_LIMITS, type SearchLimits } from './content-search';
import { SqliteContentStore } from './sqlite-content-store';

export { SqliteContentStore } from './sqlite-content-store';
export { ContentIndexFileError } from './schema';

/**
 * The content index of this process: one connection per process, on the file of the API it
 * reads (CONTENT_INDEX_DIR, DIRECTORY_API_URL), made anew when either setting changes.
 */
export function getContentStore(): ContentStore {
  // DATABASE_URL: the cluster's index in PostgreSQL (lib/content/postgres) instead of a file.
  const postgres = postgresStore();
  if (postgres) return postgres;
  const { file } = getContentIndexConfig();
  return processWide('content-store', file, () => new SqliteContentStore(file));
}

function postgresStore(): PostgresContentStore | null {
  const database = getDatabaseConfig();
  if (!database) return null;
  return processWide('content-store', database.url, () => new PostgresContentStore(database));
}

/**
 * The directory's listing stored for the cluster (DATABASE_URL), on the content store's pool;
 * null without a database, where each instance reads the listing from the API.
 */
export function getListingStore(): PgListing | null {
  return postgresStore()?.listing ?? null;
}

/**
 * The directory's business search stored for the cluster (DATABASE_URL), on the same pool; null
 * without a database, where each instance builds its engines in memory.
 */
export function getDirectorySearchStore(): PgDirectorySearch | null {
  return postgresStore()?.directorySearch ?? null;
}

/**
 * The directory of each language stored for the cluster (DATABASE_URL), read by queries on the
 * same pool; null without a database, where each instance indexes the listing in memory.
 */
export function getDirectoriesStore(): PgDirectories | null {
  return postgresStore()?.directories ?? null;
}

/**
 * A store on a file of the caller's choosing (tests, the bench, tools), with the search's
 * limits when a test needs them small.
 */
export function openContentStore(file: string, limits?: Partial<SearchLimits>): SqliteContentStore {
  return new SqliteContentStore(file, { ...DEFAULT_SEARCH_LIMITS, ...limits });
}
