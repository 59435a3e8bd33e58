import type { Directory } from '@/lib/directory/directory';
import type { SearchEngine } from '@/lib/directory/search/search-engine';
import type { StoredSearch } from '@/lib/directory/search/stored-search';
import type { Locale } from '@/lib/i18n/routing';
import type { PgDatabase } from '../pg-database';
import { PgSearchEngine } from './pg-search-engine';
import { SearchVocabulary } from './search-vocabulary';

/*
 * The directory's search stored in PostgreSQL, as every instance reads it: one engine per
 * directory (an object over the directory's listing version, nothing built), one vocabulary
 * cache for all of them. The rows are written by the listing's writer (search-reconcile.ts).
 */
export class PgDirectorySearch implements StoredSearch {
  private readonly vocabulary = new SearchVocabulary();
  private readonly engines = new WeakMap<Directory, { version: string; engine: SearchEngine }>();

  constructor(private readonly database: PgDatabase) {}

  engineFor(directory: Directory, version: string): SearchEngine {
    const kept = this.engines.get(directory);
    if (kept?.version === version) return kept.engine;
    const engine = new PgSearchEngine(this.database, this.vocabulary, directory, version);
    this.engines.set(directory, { version, engine });
    return engine;
  }

  async holds(locale: Locale, version: string): Promise<boolean> {
    const rows = await this.database.query(
      'SELECT 1 FROM directory_search_state WHERE locale = $1 AND version = $2',
      [locale, version],
    );
    return rows.length > 0;
  }
}
