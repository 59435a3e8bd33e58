import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { openContentStore } from '@/lib/content/store';
import { SYNTHETIC_CATEGORIES } from '@/sample-api/data/synthetic-categories';
import { SYNTHETIC_CITIES } from '@/sample-api/data/synthetic-places';
import { slugify } from '@/sample-api/text';
import { eventQueries, percentile, querySets, sampleTerms, timed } from './bench-queries';
import { syntheticEntries } from './synthetic-entries';
import { withVariants } from './variant-entries';

/*
 * The content index store at scale: writes the entries of N synthetic businesses in both
 * languages through replaceBusiness (as the sync does), reopens the file as a restarted
 * server would, and times searches and event listings. Writes bench/results/content-index.md.
 *
 *   npx tsx bench/content/store-bench.ts [businesses=100000] [entries per business=12] [seconds=600]
 *
 * Writing stops after `seconds` even if fewer businesses are written (the report says how
 * many), so that a run on a busy machine stays bounded.
 */

const wanted = Number(process.argv[2] ?? 100_000);
const entriesPerBusiness = Number(process.argv[3] ?? 12);
const insertSeconds = Number(process.argv[4] ?? 600);
/** Businesses per write transaction, as the sync's full pass writes them. */
const BATCH = 50;
const folder = join(process.cwd(), 'bench/results/tmp/content-index');
const file = join(folder, 'bench.sqlite');
/** The sample API's epoch: its synthetic events start from a week to 200 days after it. */
const EVENTS_FROM = '2026-01-15T12:00:00.000Z';

function megabytes(bytes: number): string {
  return (bytes / 1_048_576).toFixed(0);
}

/** Bytes this process has written to disk (Linux), to see the write amplification. */
function bytesWritten(): number {
  try {
    return Number(/write_bytes: (\d+)/.exec(readFileSync('/proc/self/io', 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

function sizeOnDisk(): number {
  return ['', '-wal', '-shm'].reduce((total, suffix) => {
    try {
      return total + statSync(`${file}${suffix}`).size;
    } catch {
      return total;
    }
  }, 0);
}

async function insert(): Promise<{
  seconds: number;
  cpuSeconds: number;
  entries: number;
  businesses: number;
}> {
  const store = openContentStore(file);
  const start = performance.now();
  const cpuBefore = process.cpuUsage();
  let entries = 0;
  let written = 0;
  while (written < wanted && performance.now() - start < insertSeconds * 1000) {
    const numbers = Array.from(
      { length: Math.min(BATCH, wanted - written) },
      (_, i) => written + i + 1,
    );
    const batch = numbers.map(syntheticEntries);
    for (const locale of ['en', 'fr'] as const) {
      const replacements = batch.map(({ slug, entries: byLocale }) => ({
        slug,
        entries: withVariants(byLocale[locale], entriesPerBusiness),
        updatedAt: null,
      }));
      await store.replaceBusinesses(locale, replacements);
      entries += replacements.reduce((sum, replacement) => sum + replacement.entries.length, 0);
    }
    written += numbers.length;
    if (written % 10_000 === 0)
      console.log(
        `${written} businesses, ${((performance.now() - start) / 1000).toFixed(0)} s, ${megabytes(sizeOnDisk())} MB`,
      );
  }
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  await store.close();
  return { seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, entries, businesses: written };
}

async function main(): Promise<void> {
  const loadAtStart = os.loadavg()[0]!.toFixed(1);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const writtenBefore = bytesWritten();
  const written = await insert();
  const writtenBytes = bytesWritten() - writtenBefore;
  const insertRss = process.resourceUsage().maxRSS * 1024;
  const fileBytes = sizeOnDisk();

  const openStart = performance.now();
  const store = openContentStore(file);
  const openMs = performance.now() - openStart;
  const firstStart = performance.now();
  await store.search({ text: 'croissant', locale: 'en', limit: 20, offset: 0 });
  const firstSearchMs = performance.now() - firstStart;

  const categories = SYNTHETIC_CATEGORIES.map((category) => slugify(category.label.en));
  const cities = SYNTHETIC_CITIES.map((city) => slugify(city.name));
  const terms = await sampleTerms(store, file, 400);
  const rows: string[] = [];
  for (const set of querySets(terms, categories, cities)) {
    await timed(set.queries.slice(0, 3), (query) => store.search(query));
    const times = await timed(set.queries, (query) => store.search(query));
    rows.push(
      `| ${set.name}${set.entries ? ` (words in ${set.entries} entries)` : ''} | ${times.length} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${Math.max(...times).toFixed(1)} |`,
    );
  }
  const events = eventQueries(EVENTS_FROM, categories, cities);
  const eventTimes = await timed(events, (query) => store.listEvents(query));
  rows.push(
    `| events listing (pages, city, category, text) | ${eventTimes.length} | ${percentile(eventTimes, 50).toFixed(1)} | ${percentile(eventTimes, 95).toFixed(1)} | ${Math.max(...eventTimes).toFixed(1)} |`,
  );
  const counts = await store.counts();
  const countsStart = performance.now();
  await store.counts();
  const countsMs = performance.now() - countsStart;
  await store.close();

  const report = [
    '# Content index store',
    '',
    `\`npx tsx bench/content/store-bench.ts ${wanted} ${entriesPerBusiness} ${insertSeconds}\`, ${new Date().toISOString().slice(0, 10)}.`,
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, load average ${loadAtStart} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end (other sessions share the cores).`,
    '',
    `- Businesses: ${written.businesses.toLocaleString('en')} of ${wanted.toLocaleString('en')} asked, entries: ${written.entries.toLocaleString('en')} (${counts.entries.en.item + counts.entries.en.event + counts.entries.en.answer + counts.entries.en.article + counts.entries.en.document} English; ${entriesPerBusiness} per business and language, the sample generator's ~6 plus variants)`,
    `- Insert through replaceBusinesses (${BATCH} businesses of one language per transaction): ${written.seconds.toFixed(0)} s, ${Math.round(written.entries / written.seconds).toLocaleString('en')} entries/s (${written.cpuSeconds.toFixed(0)} s of CPU: the rest is waiting for a core)`,
    `- File on disk: ${megabytes(fileBytes)} MB; peak RSS of the bench process: ${megabytes(insertRss)} MB (writing: ${megabytes(writtenBytes)} MB written to disk)`,
    `- Reopening the file: ${openMs.toFixed(0)} ms; first search after it: ${firstSearchMs.toFixed(0)} ms; counts(): ${countsMs.toFixed(0)} ms`,
    '',
    '| query | n | p50 ms | p95 ms | max ms |',
    '| --- | --: | --: | --: | --: |',
    ...rows,
    '',
  ].join('\n');
  mkdirSync(join(process.cwd(), 'bench/results'), { recursive: true });
  writeFileSync(join(process.cwd(), 'bench/results/content-index.md'), report);
  console.log(report);
}

void main();
