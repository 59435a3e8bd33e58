import { RELEVANCE_TABLE } from '../../lib/directory/search/relevance-table';
import { requestOnce, runLoad } from '../lib/load';
import { percentile } from '../lib/percentiles';
import { searchOnce } from '../lib/phase-search';
import { median } from '../lib/phase-warm';

/*
 * What a fresh instance of the scale bench serves once ready: the directory's search timed by
 * the server itself (`Server-Timing: search;dur=`) over the relevance table and a few filtered
 * and sorted queries, then the warm throughput of a profile against About on the same instance,
 * each profile run between two About runs (as the bench's warm phase does), the ratio the median
 * of the rounds'.
 */

const SEARCH_ROUNDS = 3;
const FILTERED: string[] = [
  'lang=en&q=bakery&city=montreal',
  'lang=fr&q=boulangerie&sort=name',
  'lang=en&category=bakery&verified=true',
  'lang=en&q=plumbing&sort=updated&page=2',
  'lang=fr&q=xylophone+zzzz',
  'lang=en&q=b',
  'lang=en&city=montreal&page=3',
];

export interface SearchTimes {
  /** Each query the first time this instance is asked it (its vocabulary and scope unread). */
  first: { p50Ms: number; p95Ms: number; maxMs: number };
  queries: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  failures: number;
  /** The slowest queries, by their slowest round. */
  slowest: { query: string; ms: number }[];
}

export async function searchTimes(siteUrl: string): Promise<SearchTimes> {
  const queries = [
    ...RELEVANCE_TABLE.map(([lang, text]) => `lang=${lang}&${new URLSearchParams({ q: text })}`),
    ...FILTERED,
  ];
  // The first ask of each query reads its vocabulary and its scope; the rounds after it are
  // answered from what the instance remembers of this version, and are reported apart.
  const firstTimes: number[] = [];
  for (const query of queries) {
    const { serverMs } = await searchOnce(`${siteUrl}/api/search?${query}`);
    if (Number.isFinite(serverMs)) firstTimes.push(serverMs);
  }
  const firstSorted = firstTimes.sort((a, b) => a - b);
  const times: number[] = [];
  const worst = new Map<string, number>();
  let failures = 0;
  for (let round = 0; round < SEARCH_ROUNDS; round += 1) {
    for (const query of queries) {
      const { status, serverMs } = await searchOnce(`${siteUrl}/api/search?${query}`);
      if (status !== 200 && status !== 404) failures += 1;
      if (!Number.isFinite(serverMs)) continue;
      times.push(serverMs);
      worst.set(query, Math.max(worst.get(query) ?? 0, serverMs));
    }
  }
  const sorted = times.sort((a, b) => a - b);
  return {
    first: {
      p50Ms: percentile(firstSorted, 50),
      p95Ms: percentile(firstSorted, 95),
      maxMs: firstSorted.at(-1) ?? Number.NaN,
    },
    queries: sorted.length,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    maxMs: sorted.at(-1) ?? Number.NaN,
    failures,
    slowest: [...worst]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([query, ms]) => ({ query, ms })),
  };
}

export interface ProfileThroughput {
  slug: string;
  profileRps: number;
  aboutRps: number;
  ratio: number;
  failures: number;
}

/** The first business the directory lists: the profile measured. */
export async function firstSlug(siteUrl: string): Promise<string | null> {
  const response = await fetch(`${siteUrl}/api/search?limit=1`);
  if (!response.ok) return null;
  const body = (await response.json()) as { items?: { slug: string }[] };
  return body.items?.[0]?.slug ?? null;
}

export async function profileThroughput(
  siteUrl: string,
  slug: string,
  { rounds = 3, durationMs = 5_000, connections = 4 } = {},
): Promise<ProfileThroughput> {
  const about = `${siteUrl}/about`;
  const profile = `${siteUrl}/business/${slug}`;
  for (const url of [about, profile]) {
    for (let i = 0; i < 3; i += 1) await requestOnce(url, undefined, {}, 120_000);
    await runLoad({ url, connections, durationMs: 2_000 });
  }
  const load = (url: string) => runLoad({ url, connections, durationMs });
  const ratios: number[] = [];
  const profileRps: number[] = [];
  const aboutRps: number[] = [];
  let failures = 0;
  let before = await load(about);
  for (let round = 0; round < rounds; round += 1) {
    const measured = await load(profile);
    const after = await load(about);
    failures += measured.failures + after.failures;
    profileRps.push(measured.requestsPerSecond);
    aboutRps.push((before.requestsPerSecond + after.requestsPerSecond) / 2);
    ratios.push(measured.requestsPerSecond / aboutRps.at(-1)!);
    before = after;
  }
  return {
    slug,
    profileRps: median(profileRps),
    aboutRps: median(aboutRps),
    ratio: median(ratios),
    failures: failures + before.failures,
  };
}
