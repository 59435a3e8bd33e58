/**
 * Measures the candidate search engines on the 100,000-business directory in both languages:
 * index build time, heap and RSS after building, median and p95 query time on realistic
 * queries (typos, prefixes, several words, the other language), and relevance on the unit
 * suite's table. Each engine runs in a child process of its own, so heaps do not mix.
 *
 *   npx tsx --conditions=react-server bench/search/compare-engines.ts [--businesses 100000] [--write]
 *
 * --write replaces bench/results/search-engines.md's table of figures.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { percentile } from '../lib/percentiles';
import { RELEVANCE_TABLE } from '../../lib/directory/search/relevance-table';
import { CompactMatcher } from '../../lib/directory/search/compact-matcher';
import { type BenchEngine, embeddedEngine, oramaEngine } from './engine-adapters';
import { MiniSearchMatcher } from './minisearch-matcher';
import { sampleIndexes } from './sample-indexes';

/** `none`: the listing indexes alone, the baseline the others add to. */
const ENGINES = ['none', 'minisearch', 'orama', 'minisearch-compact'] as const;
type EngineName = (typeof ENGINES)[number];

/** What people type on the sample directory: words, typos, prefixes, both languages. */
const QUERIES: Record<'en' | 'fr', string[]> = {
  en: [
    'bakery',
    'bakrey',
    'bakeries',
    'hardwre',
    'dentiste',
    'plumbing montreal',
    'sourdough bread',
    'sherbr',
    'trois rivieres',
    'tremblay bakery',
    'gatin',
    'electrican',
    'yoga studio laval',
    'bicycle',
    'law office ottawa',
    'flori',
  ],
  fr: [
    'boulangerie',
    'boulangrie',
    'boulangeries',
    'quincailerie',
    'dentist',
    'plomberie montréal',
    'pain au levain',
    'sherbr',
    'trois-rivières',
    'tremblay boulangerie',
    'gatin',
    'electricien',
    'studio de yoga laval',
    'velo',
    'cabinet d’avocats ottawa',
    'fleur',
  ],
};
const RUNS = 15;
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
/** Heap plus typed arrays' buffers, which live outside the heap. */
const liveBytes = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

interface Figures {
  engine: EngineName;
  businesses: number;
  buildMs: Record<'en' | 'fr', number>;
  heapMb: Record<'en' | 'fr', number>;
  rssMb: number;
  medianMs: number;
  p95Ms: number;
  relevance: string;
}

function engineOf(name: EngineName, locale: 'en' | 'fr'): BenchEngine {
  if (name === 'none') return { build: async () => undefined, query: async () => [] };
  if (name === 'orama') return oramaEngine();
  return embeddedEngine(
    locale,
    name === 'minisearch' ? () => new MiniSearchMatcher() : () => new CompactMatcher(),
  );
}

async function measure(name: EngineName, businesses: number): Promise<Figures> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  const indexes = sampleIndexes({ synthetic: businesses });
  const engines = { en: engineOf(name, 'en'), fr: engineOf(name, 'fr') };
  const buildMs = { en: 0, fr: 0 };
  const heapMb = { en: 0, fr: 0 };
  for (const locale of ['en', 'fr'] as const) {
    gc();
    const before = liveBytes();
    const started = performance.now();
    await engines[locale].build({
      index: indexes[locale],
      twin: indexes[locale === 'en' ? 'fr' : 'en'],
    });
    buildMs[locale] = Math.round(performance.now() - started);
    gc();
    heapMb[locale] = mb(liveBytes() - before);
  }
  const rssMb = mb(process.memoryUsage().rss);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    for (const locale of ['en', 'fr'] as const) {
      for (const text of QUERIES[locale]) {
        const started = performance.now();
        await engines[locale].query(text);
        if (run > 0) times.push(performance.now() - started);
      }
    }
  }
  // The hand-written rows of businesses the listing shows (Dépanneur chez Ginette is hidden).
  const rows = RELEVANCE_TABLE.filter(([, , slug]) => slug !== 'depanneur-chez-ginette');
  let firsts = 0;
  for (const [locale, text, slug] of rows)
    if ((await engines[locale].query(text))[0] === slug) firsts += 1;
  times.sort((a, b) => a - b);
  return {
    engine: name,
    businesses: indexes.en.entries.length,
    buildMs,
    heapMb,
    rssMb,
    medianMs: Number(percentile(times, 50).toFixed(1)),
    p95Ms: Number(percentile(times, 95).toFixed(1)),
    relevance: `${firsts}/${rows.length}`,
  };
}

function tableOf(figures: Figures[]): string {
  const lines = [
    '| engine | businesses | build en / fr (ms) | heap en / fr (MB) | RSS after both (MB) | query median (ms) | query p95 (ms) | first on the relevance table |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const f of figures)
    lines.push(
      `| ${f.engine} | ${f.businesses} | ${f.buildMs.en} / ${f.buildMs.fr} | ${f.heapMb.en} / ${f.heapMb.fr} | ${f.rssMb} | ${f.medianMs} | ${f.p95Ms} | ${f.relevance} |`,
    );
  return lines.join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--businesses');
  const businesses = at >= 0 ? Number(args[at + 1]) : 100_000;
  const child = args[args.indexOf('--engine') + 1] as EngineName | undefined;
  if (args.includes('--engine') && child) {
    console.log(JSON.stringify(await measure(child, businesses)));
    return;
  }
  const figures: Figures[] = ENGINES.map((engine) => {
    const output = execFileSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', import.meta.filename, '--engine', engine, ...args],
      { encoding: 'utf8', maxBuffer: 1 << 20, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    return JSON.parse(output.trim().split('\n').pop() as string) as Figures;
  });
  const table = tableOf(figures);
  console.log(table);
  if (args.includes('--write')) {
    const file = path.join(import.meta.dirname, '../results/search-engines.md');
    const text = readFileSync(file, 'utf8');
    const start = text.indexOf('<!-- figures -->');
    const end = text.indexOf('<!-- /figures -->');
    if (start < 0 || end < 0) throw new Error(`${file} has no figures markers`);
    writeFileSync(
      file,
      `${text.slice(0, start)}<!-- figures -->\n\n${table}\n\n${text.slice(end)}`,
    );
  }
}

void main();
