import type { StoredDirectories } from '@/lib/directory/directories';
import { SearchVersionMissingError } from '@/lib/directory/search/stored-search';
import type { Locale } from '@/lib/i18n/routing';
import type { PgDatabase } from '../pg-database';
import { PgDirectory } from './pg-directory';
import { facetsOfStored, type StoredFacets } from './stored-facets';

/*
 * The directory of each language stored in PostgreSQL, as every instance reads it with
 * DATABASE_URL: a version is the one the listing and its search rows are both at (the writer
 * moves them together, pg-listing.ts), and opening it reads its facets, one row written with
 * the rows (facets-write.ts), so that an instance holds no business at all.
 */
/** A language's current stored version, as the llms files' plan is kept for it. */
export interface LlmsPlanState {
  version: string;
  /** Moves on when the other language's words change the rows (search-reconcile.ts). */
  revision: number;
  /** What the writer stored for this version and revision, or null while it has not. */
  plan: string | null;
}

export class PgDirectories implements StoredDirectories {
  constructor(private readonly database: PgDatabase) {}

  /** Null until the writer has stored the listing and its search rows (and after 007, again). */
  async version(locale: Locale): Promise<string | null> {
    const rows = await this.database.query<{ version: string }>(
      `SELECT s.version::text FROM directory_search_state s
       JOIN directory_listing_state l ON l.locale = s.locale AND l.version = s.version
       WHERE s.locale = $1`,
      [locale],
    );
    return rows[0]?.version ?? null;
  }

  /** Fails with SearchVersionMissingError for a version that is not (or no longer) stored. */
  async open(locale: Locale, version: string): Promise<PgDirectory> {
    if (!/^\d{1,18}$/.test(version)) throw new SearchVersionMissingError(locale, version);
    const rows = await this.database.query<{ facets: string }>(
      `SELECT s.facets FROM directory_search_state s
       JOIN directory_listing_state l ON l.locale = s.locale AND l.version = s.version
       WHERE s.locale = $1 AND s.version = $2`,
      [locale, version],
    );
    if (!rows[0]) throw new SearchVersionMissingError(locale, version);
    const stored = JSON.parse(rows[0].facets) as StoredFacets;
    return new PgDirectory(this.database, locale, version, facetsOfStored(stored, locale));
  }

  /** Null until the writer has stored the listing and its search rows. */
  async llmsPlanState(locale: Locale): Promise<LlmsPlanState | null> {
    const rows = await this.database.query<{
      version: string;
      revision: number;
      llms_plan: string | null;
    }>(
      `SELECT s.version::text, s.revision, s.llms_plan FROM directory_search_state s
       JOIN directory_listing_state l ON l.locale = s.locale AND l.version = s.version
       WHERE s.locale = $1`,
      [locale],
    );
    const row = rows[0];
    return row ? { version: row.version, revision: row.revision, plan: row.llms_plan } : null;
  }

  /**
   * Stores the llms files' plan of a version at a revision (the writer's role): false, and
   * nothing stored, when the language has moved on to another version or revision since.
   */
  async storeLlmsPlan(
    locale: Locale,
    version: string,
    revision: number,
    plan: string,
  ): Promise<boolean> {
    const rows = await this.database.query(
      `UPDATE directory_search_state SET llms_plan = $4
       WHERE locale = $1 AND version = $2 AND revision = $3 RETURNING 1`,
      [locale, version, revision, plan],
    );
    return rows.length > 0;
  }
}
