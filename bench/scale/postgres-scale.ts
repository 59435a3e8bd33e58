import { startPostgresServer } from '../../lib/testing/postgres-server';
import { copyStoredRows } from './pg-directory-copies';
import {
  bothLanguagesStored,
  databaseSizes,
  freshInstance,
  startListingSync,
  startSampleApi,
} from './postgres-scale-steps';

/*
 * The directory on PostgreSQL at each size, up to the issue's million businesses: the sample
 * API of N synthetic businesses, `npm run sync` (content sync off) storing both languages'
 * listings and business search rows, the database's size, then a fresh instance as `npm start`
 * runs it reading the directory from PostgreSQL: its ready time and memory, search times and a
 * profile's throughput against About. Needs a production build (`npx next build`). Prints the
 * table of bench/results/postgres-scale.md.
 *
 *   npx tsx bench/scale/postgres-scale.ts [10000 100000 1000000]
 *
 * BENCH_SYNC_HEAP_MB: the sync worker's heap limit.
 * BENCH_COPIES=k: the rows the sync stored copied k times over before the instance starts
 * (pg-directory-copies.ts), for an instance's figures at k times the size without the writer's
 * first write of that many businesses.
 */

const sizes = process.argv.slice(2).map(Number);
if (sizes.length === 0) sizes.push(10_000, 100_000, 1_000_000);
const SYNC_HEAP_MB = Number(process.env.BENCH_SYNC_HEAP_MB ?? 8192);
const COPIES = Number(process.env.BENCH_COPIES ?? 1);
const SYNC_TIMEOUT_MS = 3 * 60 * 60 * 1000;
const MB = 1024 * 1024;

const log = (message: string) =>
  console.error(`[scale ${new Date().toISOString().slice(11, 19)}] ${message}`);
const fixed = (value: number | null, digits = 0) => (value === null ? '—' : value.toFixed(digits));

async function measure(businesses: number): Promise<string> {
  const postgres = await startPostgresServer(`scale_${businesses}`);
  const api = await startSampleApi(businesses);
  try {
    log(`${businesses}: sync started`);
    const started = performance.now();
    const sync = await startListingSync(api.url, postgres.url, SYNC_HEAP_MB);
    let syncError: string | null = null;
    while (!(await bothLanguagesStored(postgres, postgres.database).catch(() => false))) {
      if (sync.server.child.exitCode !== null || sync.server.child.signalCode !== null) {
        syncError = sync.server.log.join('').slice(-300).replaceAll('\n', ' ');
        break;
      }
      if (performance.now() - started > SYNC_TIMEOUT_MS) {
        syncError = 'not stored in time';
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    const syncMs = performance.now() - started;
    const syncPeakMb = sync.memory.peak / MB;
    const apiPeakMb = api.memory.peak / MB;
    await sync.stop();
    if (syncError) return `| ${businesses} | sync failed: ${syncError} |`;
    log(`${businesses}: stored in ${(syncMs / 1000).toFixed(0)} s`);
    if (COPIES > 1) await copyStoredRows(postgres, COPIES, log);
    const sizes = await databaseSizes(postgres, postgres.database);
    const instance = await freshInstance(postgres.url, api.url);
    log(`${businesses}: instance ${JSON.stringify(instance)}`);
    const pages = Object.values(instance.statuses);
    const answered = pages.length
      ? `${pages.filter((status) => status === 200).length}/${pages.length} pages 200`
      : '—';
    return [
      COPIES > 1
        ? `| ${businesses.toLocaleString('en')} stored, copied ×${COPIES}`
        : `| ${businesses.toLocaleString('en')}`,
      `${(syncMs / 1000).toFixed(0)} s`,
      `${fixed(syncPeakMb)} MB`,
      `${fixed(apiPeakMb)} MB`,
      `${fixed(sizes.totalMb)} MB (listing ${fixed(sizes.listingMb)}, search ${fixed(sizes.searchMb)})`,
      instance.readyMs === null
        ? (instance.error ?? 'not ready')
        : `${fixed(instance.readyMs / 1000, 1)} s`,
      `${fixed(instance.settledRssMb)} MB`,
      `${fixed(instance.finalRssMb)} MB`,
      `${fixed(instance.peakRssMb)} MB`,
      instance.search
        ? `${fixed(instance.search.first.p50Ms, 1)} / ${fixed(instance.search.first.p95Ms, 1)} ms`
        : '—',
      instance.search
        ? `${fixed(instance.search.p50Ms, 1)} / ${fixed(instance.search.p95Ms, 1)} ms (${instance.search.queries}, ${instance.search.failures} failed)`
        : '—',
      instance.profile
        ? `${fixed(instance.profile.ratio, 2)} (${fixed(instance.profile.profileRps)} / ${fixed(instance.profile.aboutRps)} req/s)`
        : '—',
      `${answered} |`,
    ].join(' | ');
  } finally {
    await api.stop();
    await postgres.stop();
  }
}

async function main(): Promise<void> {
  const rows = [
    '| Businesses | Sync: both listings and search rows stored | Sync worker peak RSS | Sample API peak RSS | Database | Instance ready | Instance RSS 10 s after ready | Instance RSS after the loads | Instance peak RSS | Search p50 / p95, first ask (server) | Search p50 / p95, asked again (server) | Profile ÷ About | Pages |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const businesses of sizes) rows.push(await measure(businesses));
  console.log(rows.join('\n'));
}

void main();
