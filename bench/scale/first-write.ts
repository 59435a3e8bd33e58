import pg from 'pg';
import { reshapeBusiness } from '../../lib/api';
import { listedBusinessOf, type ListedBusiness } from '../../lib/directory/listed-business';
import type { Locale } from '../../lib/i18n/routing';
import { PgDatabase } from '../../lib/content/postgres/pg-database';
import { PgListing } from '../../lib/content/postgres/pg-listing';
import { configOf } from '../../lib/content/postgres/test-database';
import { startPostgresServer } from '../../lib/testing/postgres-server';
import { localizeBusiness } from '../../sample-api/localize';
import { syntheticCore } from '../../sample-api/synthetic-core';

/*
 * The writer's first write of both languages at N synthetic businesses, driven directly
 * (PgListing.write, as `npm run sync` calls it) against a throwaway PostgreSQL: the time of
 * each language's write and, per kind of statement, the count and total time. With EXPLAIN=1,
 * the plan of the first and a later batch read of changed businesses, inside the transaction.
 *   npx tsx --conditions=react-server bench/scale/first-write.ts 300000
 */

const businesses = Number(process.argv[2] ?? 100_000);
const explain = process.env.EXPLAIN === '1';

interface Kind {
  count: number;
  ms: number;
  max: number;
}
const kinds = new Map<string, Kind>();

/** A statement's kind: its first words, whitespace folded. */
function kindOf(sql: string): string {
  return sql.replace(/\s+/g, ' ').trim().slice(0, 70);
}

const original = pg.Client.prototype.query as (...args: unknown[]) => Promise<unknown>;
const explainedKinds = new Map<string, number>();

/** The first and the tenth statement of each kind that picks rows by a list, explained. */
function shouldExplain(sql: string): boolean {
  if (!explain || !/ANY\(|= m\.key/.test(sql)) return false;
  const seen = (explainedKinds.get(kindOf(sql)) ?? 0) + 1;
  explainedKinds.set(kindOf(sql), seen);
  return seen === 1 || seen === 10;
}

/** Only a SELECT is run by EXPLAIN ANALYZE: a write would be applied twice. */
function explainOf(sql: string): string {
  const analyze = /^\s*SELECT/i.test(sql) ? 'ANALYZE, BUFFERS, ' : '';
  return `EXPLAIN (${analyze}COSTS) ${sql}`;
}
(pg.Client.prototype as { query: unknown }).query = async function (
  this: pg.Client,
  ...args: unknown[]
) {
  // A statement comes as its text and values, or as one object (a read timeout of its own).
  const config =
    typeof args[0] === 'object' ? (args[0] as { text?: string; values?: unknown }) : {};
  const sql = typeof args[0] === 'string' ? args[0] : (config.text ?? '');
  const values = typeof args[0] === 'string' ? args[1] : config.values;
  if (shouldExplain(sql)) {
    const plan = (await original.call(this, explainOf(sql), values)) as {
      rows: { 'QUERY PLAN': string }[];
    };
    const lines = plan.rows.map((row) => row['QUERY PLAN'].replace(/'\{[^}]*\}'/g, "'{…}'"));
    console.log(`${kindOf(sql)}\n${lines.join('\n')}\n`);
  }
  const started = performance.now();
  try {
    return await original.apply(this, args);
  } finally {
    const ms = performance.now() - started;
    if (ms > 5_000) console.log(`slow: ${(ms / 1000).toFixed(1)} s  ${kindOf(sql)}`);
    const kind = kinds.get(kindOf(sql)) ?? { count: 0, ms: 0, max: 0 };
    kind.count += 1;
    kind.ms += ms;
    kind.max = Math.max(kind.max, ms);
    kinds.set(kindOf(sql), kind);
  }
};

async function* listingOf(lang: Locale): AsyncGenerator<ListedBusiness> {
  for (let number = 1; number <= businesses; number += 1) {
    const api = localizeBusiness(syntheticCore(number), { lang, assetBase: 'http://localhost' });
    const business = reshapeBusiness(api);
    if (business) yield listedBusinessOf(business);
  }
}

function report(label: string, ms: number): void {
  console.log(`\n${label}: ${(ms / 1000).toFixed(1)} s`);
  const sorted = [...kinds].sort((a, b) => b[1].ms - a[1].ms);
  for (const [kind, { count, ms: total, max }] of sorted.slice(0, 14))
    console.log(
      `${(total / 1000).toFixed(1).padStart(7)} s ${String(count).padStart(6)}× max ${(max / 1000).toFixed(2)} s  ${kind}`,
    );
  kinds.clear();
}

async function main(): Promise<void> {
  const server = await startPostgresServer('first_write');
  const database = new PgDatabase(configOf(server.url));
  try {
    await database.migrate();
    const listing = new PgListing(database);
    for (const locale of ['en', 'fr'] as const) {
      const started = performance.now();
      let label = `${locale}: failed`;
      try {
        label = `${locale}: ${(await listing.write(locale, listingOf(locale))).businesses} businesses`;
      } finally {
        report(label, performance.now() - started);
      }
    }
  } finally {
    await database.close();
    await server.stop();
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
