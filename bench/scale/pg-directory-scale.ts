import { performance } from 'node:perf_hooks';
import { reshapeBusiness } from '../../lib/api';
import {
  facetsOfRows,
  regionFacetsOfRows,
} from '../../lib/content/postgres/directory/facets-write';
import { PgDatabase } from '../../lib/content/postgres/pg-database';
import { configOf } from '../../lib/content/postgres/test-database';
import { PostgresContentStore } from '../../lib/content/postgres/postgres-content-store';
import { listedBusinessOf, type ListedBusiness } from '../../lib/directory/listed-business';
import { startPostgresServer } from '../../lib/testing/postgres-server';
import { copyStoredRows } from './pg-directory-copies';
import { HANDWRITTEN_BUSINESSES } from '../../sample-api/data';
import { localizeBusiness } from '../../sample-api/localize';
import { syntheticCore } from '../../sample-api/synthetic-core';
import type { BusinessCore, Lang } from '../../sample-api/types';

/*
 * The directory read from PostgreSQL at one size: N synthetic businesses of the sample API
 * stored through the writer's path (listing, search rows, facets), then what an instance's
 * reads cost: opening a version (its facets), a city's and a category's pages at the start and
 * deep, the whole directory, a search's positions, a profile and its neighbours, counts since a
 * date, a stream's batch, the regions; and what the writer's facets cost it. Prints one
 * Markdown table per language.
 *
 *   npx tsx --conditions=react-server bench/scale/pg-directory-scale.ts [100000]
 *
 * BENCH_COPIES=k: the stored rows copied k times over before the reads (pg-directory-copies.ts),
 * for sizes whose first write takes the writer too long on a shared host.
 */

const businesses = Number(process.argv[2] ?? 100_000);
const copies = Number(process.env.BENCH_COPIES ?? 1);
const log = (message: string) =>
  console.error(`[pg-directory ${new Date().toISOString().slice(11, 19)}] ${message}`);

function* cores(): Generator<BusinessCore> {
  for (const seed of HANDWRITTEN_BUSINESSES) if (seed.visibility === 'PUBLIC') yield seed;
  for (let number = 1; number <= businesses; number += 1) yield syntheticCore(number);
}

async function* listing(lang: Lang): AsyncGenerator<ListedBusiness> {
  for (const core of cores()) {
    const localized = localizeBusiness(core, { lang, assetBase: 'http://127.0.0.1:4000' });
    const business = reshapeBusiness(JSON.parse(JSON.stringify(localized)));
    if (business) yield listedBusinessOf({ ...business, visibility: 'PUBLIC' });
  }
}

/** The median of `runs` timings of `work`, in milliseconds (the first run, cold, apart). */
async function timed(work: () => Promise<unknown>, runs = 5): Promise<string> {
  const times: number[] = [];
  for (let run = 0; run <= runs; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  const [cold, ...warm] = times;
  warm.sort((a, b) => a - b);
  return `${cold!.toFixed(1)} ms cold, ${warm[Math.floor(warm.length / 2)]!.toFixed(1)} ms warm`;
}

async function main(): Promise<void> {
  const server = await startPostgresServer(`pg_directory_${businesses}`);
  const store = new PostgresContentStore(configOf(server.url));
  try {
    for (const lang of ['en', 'fr'] as const) {
      const started = performance.now();
      await store.listing.write(lang, listing(lang));
      log(`${lang}: stored in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    if (copies > 1) await copyStoredRows(server, copies, log);
    await server.query('VACUUM ANALYZE');
    const sizes = await server.query(
      `SELECT locale, length(facets) AS facets, length(region_facets) AS regions
       FROM directory_search_state ORDER BY locale`,
    );
    log(`stored facets (characters): ${JSON.stringify(sizes.rows)}`);
    // The writer's share: the aggregates it runs in each language's write, alone.
    const database = new PgDatabase(configOf(server.url));
    for (const lang of ['en', 'fr'] as const) {
      const started = performance.now();
      await database.transaction(async (db) => {
        await facetsOfRows(db, lang);
        await regionFacetsOfRows(db, lang);
      }, true);
      log(`${lang}: facets worked out in ${(performance.now() - started).toFixed(0)} ms`);
    }
    await database.close();
    for (const lang of ['en', 'fr'] as const) {
      const version = (await store.directories.version(lang))!;
      const rows: [string, string][] = [];
      rows.push(['open (facets)', await timed(() => store.directories.open(lang, version))]);
      const directory = await store.directories.open(lang, version);
      const byCount = [...directory.cities].sort((a, b) => b.count - a.count);
      const largest = byCount[0]!;
      const smallest = byCount.at(-1)!;
      const category = [...directory.categories].sort((a, b) => b.count - a.count)[0]!;
      const deep = (count: number) => Math.max(0, Math.floor(count / 2));
      const page = async (label: string, query: object, offset: number) =>
        rows.push([label, await timed(() => directory.list(query, offset, 24))]);
      await page(`largest city (${largest.count}), page 1`, { citySlug: largest.slug }, 0);
      await page(
        `largest city, offset ${deep(largest.count)}`,
        { citySlug: largest.slug },
        deep(largest.count),
      );
      await page(`smallest city (${smallest.count}), page 1`, { citySlug: smallest.slug }, 0);
      await page(
        `largest category (${category.count}), page 1`,
        { categorySlug: category.slug },
        0,
      );
      await page(
        `largest category, offset ${deep(category.count)}`,
        { categorySlug: category.slug },
        deep(category.count),
      );
      await page(
        'category in the largest city',
        { categorySlug: category.slug, citySlug: largest.slug },
        0,
      );
      await page(`whole directory, offset ${deep(directory.total)}`, {}, deep(directory.total));
      const positions = Array.from({ length: 24 }, (_, n) => (n * 7_919) % directory.total);
      rows.push(['at (24 positions)', await timed(() => directory.at(positions))]);
      const [profile] = await directory.at([deep(directory.total)]);
      rows.push(['find', await timed(() => directory.find(profile!.slug))]);
      rows.push(['related (6)', await timed(() => directory.related(profile!.slug, 6))]);
      const [remote] = (await directory.list({ citySlug: smallest.slug }, 0, 1)).entries;
      rows.push([
        'related (6) in the smallest city',
        await timed(() => directory.related(remote!.slug, 6)),
      ]);
      // The sample's dates end at its epoch: the last 90 days before the latest.
      const latest = Date.parse(directory.latestUpdate ?? '2026-01-01T00:00:00Z');
      const since = { since: new Date(latest - 90 * 24 * 3600 * 1000) };
      rows.push([
        `count since 90 days (${await directory.count(since)})`,
        await timed(() => directory.count(since)),
      ]);
      rows.push(['slice since 90 days, page 1', await timed(() => directory.slice(since, 0, 100))]);
      rows.push([
        'stream, first batch',
        await timed(() => directory.stream()[Symbol.asyncIterator]().next()),
      ]);
      const fresh = await store.directories.open(lang, version);
      rows.push(['cityRegions (first, then kept)', await timed(() => fresh.cityRegions(), 1)]);
      rows.push([
        'inRegion (cities)',
        await timed(() => fresh.inRegion(directory.regions[0]!.slug, 'cities')),
      ]);
      console.log(`\n${lang}, ${directory.total} businesses, ${directory.cities.length} cities\n`);
      console.log('| Read | Time |\n| --- | --- |');
      for (const [label, time] of rows) console.log(`| ${label} | ${time} |`);
    }
  } finally {
    await store.close();
    await server.stop();
  }
}

void main();
