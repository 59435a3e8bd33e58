import { reshapeBusiness } from '../../lib/api';
import { getDatabaseConfig } from '../../lib/config/database-config';
import { PostgresContentStore } from '../../lib/content/postgres';
import { listedBusinessOf, type ListedBusiness } from '../../lib/directory/listed-business';
import { ListingIndexBuilder } from '../../lib/directory/listing-index';
import { freePort } from '../../lib/testing/free-port';
import { startPostgresServer, type PostgresServer } from '../../lib/testing/postgres-server';
import { startServer } from '../../lib/testing/processes';
import { startSiteInstances } from '../../lib/testing/site-instances';
import { HANDWRITTEN_BUSINESSES } from '../../sample-api/data';
import { localizeBusiness } from '../../sample-api/localize';
import { syntheticCore } from '../../sample-api/synthetic-core';
import type { BusinessCore, Lang } from '../../sample-api/types';

/*
 * The cluster's stored listing (DATABASE_URL) measured: the listing's API calls of one and two
 * instances with and without the database, the time to write a language's listing to
 * PostgreSQL and to load a directory index from it at each size, and how soon a restarted
 * instance is ready from the stored listing. Needs a production build (`npx next build`).
 * Prints the tables of bench/results/postgres-listing.md.
 *
 *   npx tsx --conditions=react-server bench/listing/postgres-listing-bench.ts [10000 100000]
 */

const sizes = process.argv.slice(2).map(Number);
if (sizes.length === 0) sizes.push(10_000, 100_000);
const lines: string[] = [];
const seconds = (ms: number) => (ms / 1000).toFixed(2);

function* cores(synthetic: number): Generator<BusinessCore> {
  for (const seed of HANDWRITTEN_BUSINESSES) if (seed.visibility === 'PUBLIC') yield seed;
  for (let number = 1; number <= synthetic; number += 1) yield syntheticCore(number);
}

function listingOf(synthetic: number, lang: Lang): ListedBusiness[] {
  const listed: ListedBusiness[] = [];
  for (const core of cores(synthetic)) {
    const raw = JSON.parse(JSON.stringify(localizeBusiness(core, { lang, assetBase: 'http://x' })));
    const business = reshapeBusiness(raw);
    if (business) listed.push(listedBusinessOf(business));
  }
  return listed;
}

async function* streamed<T>(items: T[]): AsyncGenerator<T> {
  yield* items;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

async function sampleApi(businesses: number) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startServer({
    name: 'sample API',
    command: 'npx',
    args: ['tsx', 'sample-api/main.ts'],
    cwd: process.cwd(),
    env: { SAMPLE_API_PORT: String(port), SAMPLE_API_BUSINESSES: String(businesses) },
    readyUrl: `${url}/__control/stats`,
    readyTimeoutMs: 120_000,
  });
  const listingCalls = async () => {
    const stats = (await (await fetch(`${url}/__control/stats`)).json()) as {
      byPath: Record<string, number>;
    };
    return Object.entries(stats.byPath)
      .filter(([path]) => path.endsWith('/directory-businesses'))
      .reduce((sum, [, count]) => sum + count, 0);
  };
  return { url, listingCalls, stop: () => server.stop() };
}

/** Listing calls the sample API served once `count` instances are ready. */
async function callsAtStart(postgres: PostgresServer | null, count: number): Promise<number> {
  const api = await sampleApi(10_000);
  // A fresh database: no listing, and no writer, of the run before.
  if (postgres)
    await postgres.query(
      'TRUNCATE directory_listing, directory_listing_state, content_writer_lease',
    );
  const site = await startSiteInstances({
    count,
    apiUrl: api.url,
    env: postgres ? { DATABASE_URL: postgres.url } : {},
    instanceEnv: (index) => ({ CONTENT_SYNC: postgres && index === 0 ? 'on' : 'off' }),
    onStderr: (index, chunk) => {
      if (!chunk.includes('not stored yet')) process.stderr.write(`[instance ${index}] ${chunk}`);
    },
  });
  const calls = await api.listingCalls();
  await site.stop();
  await api.stop();
  return calls;
}

async function main(): Promise<void> {
  const postgres = await startPostgresServer('listing_bench');
  const store = new PostgresContentStore(getDatabaseConfig({ DATABASE_URL: postgres.url })!);
  try {
    await store.migrate();
    lines.push('## Listing calls at a start (a full refresh), sample API at 10,000', '');
    lines.push(
      '| Instances | Without DATABASE_URL | With DATABASE_URL (one writer) |',
      '| --- | --- | --- |',
    );
    for (const count of [1, 2]) {
      const without = await callsAtStart(null, count);
      const withDatabase = await callsAtStart(postgres, count);
      lines.push(`| ${count} | ${without} | ${withDatabase} |`);
    }
    lines.push('', '## Writing and loading one language (English), PostgreSQL of the tests', '');
    lines.push(
      '| Businesses | Write | Rewrite, unchanged | Read rows | Read + build the index | Table size |',
      '| --- | --- | --- | --- | --- | --- |',
    );
    for (const size of sizes) {
      const listing = listingOf(size, 'en');
      const [write, writeMs] = await timed(() => store.listing.write('en', streamed(listing)));
      const [, rewriteMs] = await timed(() => store.listing.write('en', streamed(listing)));
      const [, readMs] = await timed(async () => {
        for await (const business of store.listing.read('en', write.version)) void business;
      });
      const [, loadMs] = await timed(async () => {
        const builder = new ListingIndexBuilder();
        for await (const business of store.listing.read('en', write.version)) builder.add(business);
        return builder.build('en');
      });
      const size_ = await postgres.query(
        "SELECT pg_size_pretty(pg_total_relation_size('directory_listing')) AS size",
      );
      lines.push(
        `| ${write.businesses} | ${seconds(writeMs)} s | ${seconds(rewriteMs)} s | ${seconds(readMs)} s | ${seconds(loadMs)} s | ${size_.rows[0].size} |`,
      );
      await store.listing.write('fr', streamed(listingOf(size, 'fr')));
      // A restarted read-only instance: its API is unreachable, it reads PostgreSQL alone.
      const started = performance.now();
      const site = await startSiteInstances({
        count: 1,
        apiUrl: `http://127.0.0.1:${await freePort()}`,
        env: { DATABASE_URL: postgres.url, CONTENT_SYNC: 'off' },
      });
      lines.push(
        `|  | ready after a start, both languages stored: ${seconds(performance.now() - started)} s |  |  |  |  |`,
      );
      await site.stop();
    }
  } finally {
    await store.close();
    await postgres.stop();
  }
  console.log(lines.join('\n'));
}

void main();
