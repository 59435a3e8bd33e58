import type { DirectoryIndex } from '@/lib/directory/listing-index';
import type { SearchEngine } from '@/lib/directory/search/search-engine';
import type { StoredSearch } from '@/lib/directory/search/stored-search';
import type { Locale } from '@/lib/i18n/routing';
import type { PgDatabase } from '../pg-database';
import { PgSearchEngine } from './pg-search-engine';
import { SearchVocabulary } from './search-vocabulary';

/*
 * The directory's search stored in PostgreSQL, as every instance reads it: one engine per
 * directory index (an object over the index's listing version, nothing built), one vocabulary
 * cache for all of them. The rows are written by the listing's writer (search-reconcile.ts).
 */
export class PgDirectorySearch implements StoredSearch {
  private readonly vocabulary = new SearchVocabulary();
  private readonly engines = new WeakMap<
    DirectoryIndex,
    { version: string; engine: SearchEngine }
  >();

  constructor(private readonly database: PgDatabase) {}

  engineFor(index: DirectoryIndex, version: string): SearchEngine {
    const kept = this.engines.get(index);
    if (kept?.version === version) return kept.engine;
    const engine = new PgSearchEngine(this.database, this.vocabulary, index, version);
    this.engines.set(index, { version, engine });
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
