import { getDatabaseConfig } from '../../lib/config/database-config';
import { PostgresContentStore } from '../../lib/content/postgres';
import type { ListedBusiness } from '../../lib/directory/listed-business';
import { MemoryDirectory } from '../../lib/directory/memory-directory';
import {
  type DirectoryIndex,
  ListingIndexBuilder,
  optionsFromDefaultIndex,
} from '../../lib/directory/listing-index';
import { EmbeddedSearchEngine } from '../../lib/directory/search/embedded-engine';
import { searchWithFacets } from '../../lib/directory/search/faceted-search';
import type { SearchEngine } from '../../lib/directory/search/search-engine';
import { normalizeQuery, type SearchQuery } from '../../lib/directory/search/search-query';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../lib/testing/free-port';
import { startPostgresServer } from '../../lib/testing/postgres-server';
import { startServer } from '../../lib/testing/processes';
import { privateBuild } from '../../lib/testing/site-instances';
import { treeMemory } from '../lib/memory';
import { percentile } from '../lib/percentiles';
import { SEARCH_BENCH_QUERIES } from './bench-queries';
import { changedListings, rowsWrittenSince } from './listing-refresh';
import { sampleListings } from './sample-indexes';

/*
 * The directory's business search on PostgreSQL beside the embedded engine, in process (the
 * time /api/search's Server-Timing reports, without HTTP): each size's listings written as the
 * writer writes them (search rows included), then again with one business in a hundred changed
 * in both languages, then again unchanged (each write timed, the search rows it wrote counted),
 * both languages' indexes read back from the stored listing, then every query of bench-queries.ts asked through searchWithFacets (facets without
 * their own filter, as the site asks) by each engine, ROUNDS times, the first round discarded.
 * At the last size, a fresh read-only instance (`next start` as `npm start` runs it, its API
 * unreachable) is started with the search in PostgreSQL, then with DIRECTORY_SEARCH=memory: when
 * it is ready, and its resident memory once settled. Needs a production build. Prints the
 * tables of bench/results/postgres-search.md. SEARCH_BENCH_STARTS=0 starts no instance (no
 * build needed).
 *
 *   npx tsx --conditions=react-server bench/search/postgres-search-bench.ts [10000 100000]
 */

const ROUNDS = Number(process.env.SEARCH_BENCH_ROUNDS ?? 6);
const sizes = process.argv.slice(2).map(Number);
if (sizes.length === 0) sizes.push(10_000, 100_000);
const ms = (value: number) => value.toFixed(1);

async function* streamed(businesses: ListedBusiness[]): AsyncGenerator<ListedBusiness> {
  yield* businesses;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

async function storedIndex(
  store: PostgresContentStore,
  locale: 'en' | 'fr',
  english?: DirectoryIndex,
): Promise<[DirectoryIndex, string]> {
  const version = (await store.listing.version(locale))!;
  const builder = new ListingIndexBuilder(english ? optionsFromDefaultIndex(english) : {});
  for await (const business of store.listing.read(locale, version)) builder.add(business);
  return [builder.build(locale), version];
}

/** Prefixes typed into the search box: the shortest match most of the directory. */
const PREFIXES = ['bo', 'sa', 'mo', 'ga', 'bou', 'mon', 'boul', 'gatin', 'quinc', 'tremb'];

/** Each prefix's suggestions, asked once (not kept yet) then again: ms, ascending. */
async function suggestTimes(engine: SearchEngine): Promise<{ first: number[]; again: number[] }> {
  const first: number[] = [];
  const again: number[] = [];
  for (const times of [first, again])
    for (const prefix of PREFIXES) {
      const started = performance.now();
      await engine.suggest(prefix, 8);
      times.push(performance.now() - started);
    }
  return { first: first.sort((a, b) => a - b), again: again.sort((a, b) => a - b) };
}

/** Server times of every query but the first round's, in ms. */
async function timesOf(engines: Record<'en' | 'fr', SearchEngine>): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1)
    for (const asked of SEARCH_BENCH_QUERIES) {
      const query = normalizeQuery(asked as Partial<SearchQuery> & { locale: 'en' | 'fr' });
      const engine = engines[query.locale as 'en' | 'fr'];
      const started = performance.now();
      await searchWithFacets((q) => engine.search(q), query);
      if (round > 0) times.push(performance.now() - started);
    }
  return times.sort((a, b) => a - b);
}

interface Ready {
  readyS: number;
  rssMb: number;
  peakMb: number;
  searchMs: string;
}

/** Fresh instances started per way of searching (SEARCH_BENCH_STARTS). */
const STARTS = Number(process.env.SEARCH_BENCH_STARTS ?? 3);

/** A fresh read-only instance on the stored listing: seconds to ready, then its resident MB. */
async function readyInstance(
  databaseUrl: string,
  directorySearch: 'postgres' | 'memory',
): Promise<Ready> {
  const port = await freePort();
  const distDir = privateBuild(process.env.NEXT_DIST_DIR ?? '.next', `search-bench-${port}`);
  const started = performance.now();
  const server = await startServer({
    name: `next start :${port} (${directorySearch})`,
    command: process.execPath,
    args: ['node_modules/next/dist/bin/next', 'start', '-p', String(port)],
    cwd: process.cwd(),
    env: {
      DIRECTORY_API_URL: `http://127.0.0.1:${await freePort()}`,
      DATABASE_URL: databaseUrl,
      DIRECTORY_SEARCH: directorySearch,
      CONTENT_SYNC: 'off',
      NEXT_DIST_DIR: distDir,
      // As `npm start` runs the server (package.json).
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      NODE_OPTIONS: '--max-old-space-size=352 --max-semi-space-size=8',
    },
    readyUrl: `http://127.0.0.1:${port}/api/health`,
    readyTimeoutMs: 300_000,
  });
  const readyS = (performance.now() - started) / 1000;
  try {
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const memory = treeMemory(server.pid);
    const answer = await fetch(`http://127.0.0.1:${port}/api/search?q=bakery&city=montreal`);
    return {
      readyS,
      rssMb: memory.rss / 2 ** 20,
      peakMb: memory.hwmSum / 2 ** 20,
      searchMs: `${answer.status}, ${answer.headers.get('server-timing')?.replace('search;dur=', '') ?? '?'} ms`,
    };
  } finally {
    await server.stop();
    rmSync(path.join(process.cwd(), distDir), { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const postgres = await startPostgresServer('search_bench');
  const store = new PostgresContentStore(getDatabaseConfig({ DATABASE_URL: postgres.url })!);
  const suggestLines = [
    '',
    '| Businesses | Engine | Suggestions, first ask: p50 / max | Asked again: p50 / max |',
    '| --- | --- | --- | --- |',
  ];
  const lines = [
    '| Businesses | First write en / fr | Refresh, 1% changed | Unchanged refresh | Search rows on disk | Engine | p50 | p95 | max |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  try {
    await store.migrate();
    for (const size of sizes) {
      await postgres.query(
        `TRUNCATE directory_listing, directory_listing_state, directory_search,
           directory_search_terms, directory_search_state`,
      );
      const listings = sampleListings({ synthetic: size });
      const writes: string[] = [];
      for (const written of [listings, changedListings(listings), changedListings(listings)]) {
        const since = (await postgres.query('SELECT txid_current()::text AS xid')).rows[0];
        const [, enMs] = await timed(() => store.listing.write('en', streamed(written.en)));
        const [, frMs] = await timed(() => store.listing.write('fr', streamed(written.fr)));
        const rows = await postgres.query(rowsWrittenSince(since.xid));
        writes.push(
          `${(enMs / 1000).toFixed(2)} s / ${(frMs / 1000).toFixed(2)} s (${rows.rows[0].n} rows)`,
        );
      }
      await postgres.query('VACUUM ANALYZE');
      const disk = await postgres.query(
        `SELECT pg_size_pretty(pg_total_relation_size('directory_search')
           + pg_total_relation_size('directory_search_terms')) AS size`,
      );
      const [en, enVersion] = await storedIndex(store, 'en');
      const [fr, frVersion] = await storedIndex(store, 'fr', en);
      const stored = {
        en: store.directorySearch.engineFor(new MemoryDirectory(en, enVersion), enVersion),
        fr: store.directorySearch.engineFor(new MemoryDirectory(fr, frVersion), frVersion),
      };
      const embedded = { en: new EmbeddedSearchEngine(), fr: new EmbeddedSearchEngine() };
      await embedded.en.index({ index: en, twin: fr });
      await embedded.fr.index({ index: fr, twin: en });
      for (const [name, engines] of [
        ['PostgreSQL', stored],
        ['embedded', embedded],
      ] as const) {
        const times = await timesOf(engines);
        const suggested = await suggestTimes(engines.en);
        suggestLines.push(
          `| ${en.entries.length} | ${name} | ${ms(percentile(suggested.first, 50))} / ${ms(suggested.first.at(-1)!)} ms | ${ms(percentile(suggested.again, 50))} / ${ms(suggested.again.at(-1)!)} ms |`,
        );
        lines.push(
          `| ${en.entries.length} | ${name === 'PostgreSQL' ? `${writes.join(' | ')} | ${disk.rows[0].size}` : ' | | |'} | ${name} | ${ms(percentile(times, 50))} ms | ${ms(percentile(times, 95))} ms | ${ms(times.at(-1)!)} ms |`,
        );
        console.error(lines.at(-1));
      }
    }
    lines.push(...suggestLines);
    if (STARTS > 0) await instanceLines(postgres.url, lines);
  } finally {
    await store.close();
    await postgres.stop();
  }
  console.log(lines.join('\n'));
}

/** The fresh instances' table, started alternately with each way of searching. */
async function instanceLines(databaseUrl: string, lines: string[]): Promise<void> {
  lines.push(
    '',
    `| Instance, ${sizes.at(-1)} businesses stored | Ready after (each start) | RSS once settled (each) | Peak RSS | First search (each) |`,
    '| --- | --- | --- | --- | --- |',
  );
  // Alternated, so that the shared machine's load weighs on both alike; medians reported.
  const starts = { postgres: [] as Ready[], memory: [] as Ready[] };
  for (let round = 0; round < STARTS; round += 1)
    for (const directorySearch of ['postgres', 'memory'] as const)
      starts[directorySearch].push(await readyInstance(databaseUrl, directorySearch));
  for (const directorySearch of ['postgres', 'memory'] as const) {
    const runs = starts[directorySearch];
    const median = (pick: (ready: Ready) => number) =>
      percentile(
        runs.map(pick).sort((a, b) => a - b),
        50,
      );
    lines.push(
      `| DIRECTORY_SEARCH=${directorySearch} | ${median((r) => r.readyS).toFixed(1)} s (${runs.map((r) => r.readyS.toFixed(1)).join(', ')}) | ${median((r) => r.rssMb).toFixed(0)} MB (${runs.map((r) => r.rssMb.toFixed(0)).join(', ')}) | ${median((r) => r.peakMb).toFixed(0)} MB | ${runs.map((r) => r.searchMs).join(', ')} |`,
    );
    console.error(lines.at(-1));
  }
}

void main();
