import { storedFacetsOfRows } from '../../lib/content/postgres/directory/facets-write';
import { PgDatabase } from '../../lib/content/postgres/pg-database';
import { configOf } from '../../lib/content/postgres/test-database';
import type { PostgresServer } from '../../lib/testing/postgres-server';

/*
 * A stored directory made `copies` times larger without the writer: each language's listing and
 * search rows copied at the positions after the last, with suffixed slugs and keys, then its
 * facets worked out again as the writer does (timed: the writer's share at that size). The
 * writer's own first write of a million businesses takes over an hour on the shared host, where
 * the readers' figures need only rows of that number and shape. A copy's JSON keeps the slug of
 * the business it copies: reads are timed, not compared.
 */
export async function copyStoredRows(
  server: PostgresServer,
  copies: number,
  log: (message: string) => void,
): Promise<void> {
  const database = new PgDatabase(configOf(server.url));
  try {
    for (const locale of ['en', 'fr'] as const) {
      const [state] = (
        await server.query(
          `SELECT version::text, documents FROM directory_search_state WHERE locale = '${locale}'`,
        )
      ).rows as [{ version: string; documents: number }];
      const { version, documents } = state;
      const started = performance.now();
      await server.query(
        `INSERT INTO directory_listing (locale, version, position, slug, business)
         SELECT locale, version, position + k.n * ${documents}, slug || '-copy-' || k.n, business
         FROM directory_listing, generate_series(1, ${copies - 1}) AS k(n)
         WHERE locale = '${locale}' AND version = ${version}`,
      );
      await server.query(
        `INSERT INTO directory_search (locale, key, slug, position, terms, category_key,
           city_slugs, regions, verified, name_rank, updated_at, gives, name, listed, twin,
           updated_ms, category, cities)
         SELECT locale, key || '-copy-' || k.n, slug || '-copy-' || k.n,
           position + k.n * ${documents}, terms, category_key, city_slugs, regions, verified,
           name_rank, updated_at, gives, name, listed, twin, updated_ms, category, cities
         FROM directory_search, generate_series(1, ${copies - 1}) AS k(n)
         WHERE locale = '${locale}'`,
      );
      log(`${locale}: rows copied in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      const timed = performance.now();
      await database.transaction(async (db) => {
        const { facets, regionFacets, filterGroups } = await storedFacetsOfRows(db, locale);
        await db.query(
          `UPDATE directory_search_state SET documents = $2, facets = $3, region_facets = $4,
             filter_groups = $5 WHERE locale = $1`,
          [locale, documents * copies, facets, regionFacets, filterGroups],
        );
        await db.query('UPDATE directory_listing_state SET businesses = $2 WHERE locale = $1', [
          locale,
          documents * copies,
        ]);
      });
      log(
        `${locale}: facets of ${documents * copies} rows worked out in ${(performance.now() - timed).toFixed(0)} ms`,
      );
    }
  } finally {
    await database.close();
  }
}
