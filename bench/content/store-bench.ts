import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { openContentStore } from '@/lib/content/store';
import { SYNTHETIC_CATEGORIES } from '@/sample-api/data/synthetic-categories';
import { SYNTHETIC_CITIES } from '@/sample-api/data/synthetic-places';
import { slugify } from '@/lib/text/slug';
import {
  eventQueries,
  querySets,
  sampleTerms,
  timedByClockAndCpu,
  timingRow,
} from './bench-queries';
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
 * many), so that a run on a busy machine stays bounded. BENCH_REUSE=1 times the queries again
 * on the file the last run wrote, with that run's writing figures.
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

/** The figures of the writing phase: measured now, or kept from the run that wrote the file. */
async function writeOrReuse(): Promise<WriteFigures> {
  const kept = join(folder, 'write-figures.json');
  if (process.env.BENCH_REUSE === '1')
    return JSON.parse(readFileSync(kept, 'utf8')) as WriteFigures;
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const writtenBefore = bytesWritten();
  const written = await insert();
  const figures: WriteFigures = {
    written,
    writtenBytes: bytesWritten() - writtenBefore,
    insertRss: process.resourceUsage().maxRSS * 1024,
    fileBytes: sizeOnDisk(),
  };
  writeFileSync(kept, JSON.stringify(figures));
  return figures;
}

interface WriteFigures {
  written: Awaited<ReturnType<typeof insert>>;
  writtenBytes: number;
  insertRss: number;
  fileBytes: number;
}

async function main(): Promise<void> {
  const loadAtStart = os.loadavg()[0]!.toFixed(1);
  const { written, writtenBytes, insertRss, fileBytes } = await writeOrReuse();

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
  // Each query once, as a server meets it first (its words' counts not yet kept).
  for (const set of querySets(terms, categories, cities)) {
    const times = await timedByClockAndCpu(set.queries, (query) => store.search(query));
    rows.push(
      timingRow(`${set.name}${set.entries ? ` (words in ${set.entries} entries)` : ''}`, times),
    );
  }
  const events = eventQueries(EVENTS_FROM, categories, cities);
  const eventTimes = await timedByClockAndCpu(events, (query) => store.listEvents(query));
  rows.push(timingRow('events listing (pages, city, category, text)', eventTimes));
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
    ...(process.env.BENCH_REUSE === '1'
      ? [
          'The writing figures are those of the run that wrote the file; this run (BENCH_REUSE=1)',
          'timed the queries again on it, with the file in the page cache.',
          '',
        ]
      : []),
    'Each query once, in wall-clock time (stretched by the other processes on the cores) and in',
    'CPU time (what the query itself costs):',
    '',
    '| query | n | p50 ms | p95 ms | max ms | CPU p50 ms | CPU p95 ms |',
    '| --- | --: | --: | --: | --: | --: | --: |',
    ...rows,
    '',
  ].join('\n');
  mkdirSync(join(process.cwd(), 'bench/results'), { recursive: true });
  writeFileSync(join(process.cwd(), 'bench/results/content-index.md'), report);
  console.log(report);
}

void main();
