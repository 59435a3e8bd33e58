import type { ContentQuery, ContentStore, EventQuery } from '@/lib/content/content-store';
import { DatabaseSync } from 'node:sqlite';
import { termsTable } from '@/lib/content/store/schema';

/*
 * The query sets the bench times, drawn from the index itself so that "rare" and "common" mean
 * what they say at any scale: terms sampled from the vocabulary, counted, and bucketed.
 */

export interface QuerySet {
  name: string;
  queries: ContentQuery[];
  /** How many entries its words are in, as a range, when that says what the set is. */
  entries?: string;
}

export interface TermCount {
  term: string;
  word: string;
  count: number;
}

function query(text: string, more: Partial<ContentQuery> = {}): ContentQuery {
  return { text, locale: 'en', limit: 20, offset: 0, ...more };
}

/** Swaps two letters in the middle of a word: a typo typoTolerance forgives. */
function typo(word: string): string {
  const at = Math.floor(word.length / 2);
  return `${word.slice(0, at - 1)}${word[at]}${word[at - 1]}${word.slice(at + 1)}`;
}

/** `size` terms of the English vocabulary, with how many entries each finds. */
export async function sampleTerms(
  store: ContentStore,
  file: string,
  size: number,
): Promise<TermCount[]> {
  const db = new DatabaseSync(file, { readOnly: true });
  // Evenly spaced through the vocabulary, so that two runs on one file time the same words.
  const every = db.prepare(`SELECT term, word FROM ${termsTable('en')} ORDER BY term`).all() as {
    term: string;
    word: string;
  }[];
  const step = Math.max(1, Math.floor(every.length / size));
  const terms = every.filter((_, i) => i % step === 0).slice(0, size);
  db.close();
  const counted: TermCount[] = [];
  for (const { term, word } of terms) {
    const results = await store.search(query(word));
    if (results.respelled === null && !results.partial)
      counted.push({ term, word, count: results.total });
  }
  return counted.sort((a, b) => a.count - b.count);
}

export function querySets(
  terms: readonly TermCount[],
  categories: readonly string[],
  cities: readonly string[],
): QuerySet[] {
  const usable = terms.filter((t) => /^[a-z]+$/.test(t.word) && t.word.length >= 5);
  // The least common of the sample (the synthetic vocabulary is small: at scale even these
  // are in hundreds of entries; the report gives the range).
  const rare = usable.filter((t) => t.count > 0).slice(0, 30);
  const common = usable.slice(-30);
  const medium = usable.slice(Math.floor(usable.length / 2), Math.floor(usable.length / 2) + 30);
  const everyday = [...rare, ...medium, ...common];
  const pick = <T>(items: readonly T[], i: number) => items[i % items.length]!;
  return [
    {
      name: 'rare word',
      queries: rare.map((t) => query(t.word)),
      entries: `${rare[0]?.count}–${rare.at(-1)?.count}`,
    },
    {
      name: 'common word',
      queries: common.map((t) => query(t.word)),
      entries: `${common[0]?.count}–${common.at(-1)?.count}`,
    },
    {
      name: 'two words',
      queries: medium.map((t, i) => query(`${t.word} ${pick(common, i).word}`)),
    },
    { name: 'typo', queries: everyday.map((t) => query(typo(t.word))) },
    {
      name: 'prefix (3–4 letters)',
      queries: everyday.map((t, i) => query(t.word.slice(0, 3 + (i % 2)))),
    },
    {
      name: 'partial (no entry has both)',
      queries: rare.map((t, i) => query(`${t.word} ${pick(rare, i + 7).word}`)),
    },
    {
      name: 'common word + category',
      queries: common.map((t, i) => query(t.word, { category: pick(categories, i) })),
    },
    {
      name: 'common word + city + kind',
      queries: common.map((t, i) => query(t.word, { city: pick(cities, i), kinds: ['item'] })),
    },
    { name: 'common word, page 5', queries: common.map((t) => query(t.word, { offset: 80 })) },
  ];
}

export function eventQueries(
  from: string,
  categories: readonly string[],
  cities: readonly string[],
): EventQuery[] {
  const base: EventQuery = { locale: 'en', from, limit: 20, offset: 0 };
  return [
    ...Array.from({ length: 10 }, (_, i) => ({ ...base, offset: i * 20 })),
    ...cities.slice(0, 10).map((city) => ({ ...base, city })),
    ...categories.slice(0, 10).map((category) => ({ ...base, category })),
    ...['concert', 'workshop', 'tasting', 'class', 'festival'].map((text) => ({ ...base, text })),
  ];
}

export interface Timings {
  /** Wall-clock milliseconds of each call, in order. */
  wall: number[];
  /** CPU milliseconds of each call (unlike wall time, not stretched by other processes). */
  cpu: number[];
}

/** Milliseconds of each call of `run` over `inputs`, in order. */
export async function timed<T>(
  inputs: readonly T[],
  run: (input: T) => Promise<unknown>,
): Promise<number[]> {
  return (await timedByClockAndCpu(inputs, run)).wall;
}

/** Each call of `run` over `inputs`, timed by the clock and by the CPU. */
export async function timedByClockAndCpu<T>(
  inputs: readonly T[],
  run: (input: T) => Promise<unknown>,
): Promise<Timings> {
  const timings: Timings = { wall: [], cpu: [] };
  for (const input of inputs) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    await run(input);
    timings.wall.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    timings.cpu.push((used.user + used.system) / 1000);
  }
  return timings;
}

/** One row of the report's table. */
export function timingRow(name: string, timings: Timings): string {
  const { wall, cpu } = timings;
  const ms = (value: number) => value.toFixed(1);
  return `| ${name} | ${wall.length} | ${ms(percentile(wall, 50))} | ${ms(percentile(wall, 95))} | ${ms(Math.max(...wall))} | ${ms(percentile(cpu, 50))} | ${ms(percentile(cpu, 95))} |`;
}

export function percentile(times: readonly number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export type { ContentStore };
