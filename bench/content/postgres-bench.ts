import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { getDatabaseConfig } from '@/lib/config/database-config';
import type { ContentStore } from '@/lib/content/content-store';
import { PostgresContentStore } from '@/lib/content/postgres';
import { openContentStore } from '@/lib/content/store';
import { startPostgresServer } from '@/lib/testing/postgres-server';
import { SYNTHETIC_CATEGORIES } from '@/sample-api/data/synthetic-categories';
import { SYNTHETIC_CITIES } from '@/sample-api/data/synthetic-places';
import { slugify } from '@/lib/text/slug';
import { eventQueries, percentile, querySets, sampleTerms, timed } from './bench-queries';
import { syntheticEntries } from './synthetic-entries';
import { withVariants } from './variant-entries';

/*
 * The content index on PostgreSQL beside the embedded store, in one run on one machine: the
 * same synthetic entries written through replaceBusiness into each, then the same queries
 * (store-bench.ts's sets, with terms sampled once from the SQLite file) timed on each. The
 * PostgreSQL is a throwaway server of the tests' kind (lib/testing/postgres-server.ts: Debian's
 * binaries, default memory settings, fsync off). Writes bench/results/content-index-postgres.md.
 *
 *   npx tsx bench/content/postgres-bench.ts [businesses=5000] [entries per business=12]
 */

const businesses = Number(process.argv[2] ?? 5_000);
const entriesPerBusiness = Number(process.argv[3] ?? 12);
const folder = join(process.cwd(), 'bench/results/tmp/content-index-postgres');
const file = join(folder, 'bench.sqlite');
const EVENTS_FROM = '2026-01-15T12:00:00.000Z';

const megabytes = (bytes: number) => (bytes / 1_048_576).toFixed(0);

function sqliteBytes(): number {
  return ['', '-wal', '-shm'].reduce((total, suffix) => {
    try {
      return total + statSync(`${file}${suffix}`).size;
    } catch {
      return total;
    }
  }, 0);
}

async function insert(
  store: ContentStore,
  name: string,
): Promise<{ seconds: number; entries: number }> {
  const start = performance.now();
  let entries = 0;
  for (let n = 1; n <= businesses; n++) {
    const { slug, entries: byLocale } = syntheticEntries(n);
    for (const locale of ['en', 'fr'] as const) {
      const all = withVariants(byLocale[locale], entriesPerBusiness);
      await store.replaceBusiness(locale, slug, all, null);
      entries += all.length;
    }
    if (n % 1_000 === 0)
      console.log(`${name}: ${n} businesses, ${((performance.now() - start) / 1000).toFixed(0)} s`);
  }
  return { seconds: (performance.now() - start) / 1000, entries };
}

type Row = { name: string; n: number; sqlite: number[]; postgres: number[] };

function line(row: Row): string {
  const f = (times: number[], p: number) => percentile(times, p).toFixed(1);
  return `| ${row.name} | ${row.n} | ${f(row.sqlite, 50)} | ${f(row.sqlite, 95)} | ${f(row.postgres, 50)} | ${f(row.postgres, 95)} |`;
}

async function main(): Promise<void> {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const server = await startPostgresServer('content_bench');
  try {
    const sqlite = openContentStore(file);
    const postgres = new PostgresContentStore(getDatabaseConfig({ DATABASE_URL: server.url })!);
    await postgres.migrate();
    const sqliteWrite = await insert(sqlite, 'SQLite');
    const postgresWrite = await insert(postgres, 'PostgreSQL');
    await server.query('VACUUM ANALYZE');
    const sizes = await server.query(
      `SELECT pg_database_size(current_database()) AS database,
         pg_total_relation_size('content_entries') AS entries,
         pg_indexes_size('content_entries') AS entry_indexes,
         pg_total_relation_size('content_events') + pg_total_relation_size('content_terms')
           + pg_total_relation_size('content_businesses') AS other`,
    );
    const size = sizes.rows[0] as Record<string, string>;

    const categories = SYNTHETIC_CATEGORIES.map((category) => slugify(category.label.en));
    const cities = SYNTHETIC_CITIES.map((city) => slugify(city.name));
    const terms = await sampleTerms(sqlite, file, 400);
    const rows: Row[] = [];
    for (const set of querySets(terms, categories, cities)) {
      const run = async (store: ContentStore) => {
        await timed(set.queries.slice(0, 3), (query) => store.search(query));
        return timed(set.queries, (query) => store.search(query));
      };
      rows.push({
        name: set.name,
        n: set.queries.length,
        sqlite: await run(sqlite),
        postgres: await run(postgres),
      });
    }
    const events = eventQueries(EVENTS_FROM, categories, cities);
    rows.push({
      name: 'events listing (pages, city, category, text)',
      n: events.length,
      sqlite: await timed(events, (query) => sqlite.listEvents(query)),
      postgres: await timed(events, (query) => postgres.listEvents(query)),
    });
    const counts = [
      await timed([0, 1, 2], () => sqlite.counts()),
      await timed([0, 1, 2], () => postgres.counts()),
    ];
    await sqlite.close();
    await postgres.close();

    const perSecond = (w: { seconds: number; entries: number }) =>
      Math.round(w.entries / w.seconds).toLocaleString('en');
    const report = [
      '# Content index: PostgreSQL beside the embedded store',
      '',
      `\`npx tsx bench/content/postgres-bench.ts ${businesses} ${entriesPerBusiness}\`, ${new Date().toISOString().slice(0, 10)}.`,
      `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, load average ${os
        .loadavg()
        .map((v) => v.toFixed(1))
        .join(
          ' ',
        )} at the end (other sessions share the cores). PostgreSQL ${(await server.query('SHOW server_version')).rows[0]?.server_version} on the same machine over TCP (127.0.0.1), default memory settings, fsync off (a throwaway server).`,
      '',
      `- Businesses: ${businesses.toLocaleString('en')}, entries: ${sqliteWrite.entries.toLocaleString('en')} (both languages, ${entriesPerBusiness} per business and language), written by one writer through replaceBusiness (one transaction per business and language)`,
      `- Insert: SQLite ${sqliteWrite.seconds.toFixed(0)} s (${perSecond(sqliteWrite)} entries/s); PostgreSQL ${postgresWrite.seconds.toFixed(0)} s (${perSecond(postgresWrite)} entries/s)`,
      `- On disk: SQLite file ${megabytes(sqliteBytes())} MB; PostgreSQL database ${megabytes(Number(size.database))} MB after VACUUM (content_entries ${megabytes(Number(size.entries))} MB of which indexes ${megabytes(Number(size.entry_indexes))} MB, events, terms and businesses ${megabytes(Number(size.other))} MB)`,
      `- counts(): SQLite ${percentile(counts[0]!, 50).toFixed(1)} ms, PostgreSQL ${percentile(counts[1]!, 50).toFixed(1)} ms`,
      '',
      'Times in ms, measured by the caller (PostgreSQL: a round trip per statement included).',
      '',
      '| query | n | SQLite p50 | SQLite p95 | PostgreSQL p50 | PostgreSQL p95 |',
      '| --- | --: | --: | --: | --: | --: |',
      ...rows.map(line),
      '',
    ].join('\n');
    writeFileSync(join(process.cwd(), 'bench/results/content-index-postgres.md'), report);
    console.log(report);
  } finally {
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

void main();
