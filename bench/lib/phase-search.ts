import http from 'node:http';
import { RELEVANCE_TABLE } from '../../lib/directory/search/relevance-table';
import { percentile } from './percentiles';
import { countCalls, type Recorder } from './upstream';

/**
 * The directory's search at scale, through /api/search: the first search of each language
 * (which builds that language's engine; both listing indexes are loaded first, by the home
 * pages), then every query of the relevance table plus filtered, sorted and empty searches,
 * several rounds, timed by the server's own `Server-Timing: search;dur=` and counted against
 * the upstream recorder.
 */

export interface SearchFigure {
  /** The first search of each language: its engine's build, as the server timed it. */
  buildMs: { en: number; fr: number };
  queries: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  upstreamCalls: number;
  /** Statuses other than 200, if any (a failed search is not a fast one). */
  failures: number;
}

const ROUNDS = 5;

const EXTRA_QUERIES: [lang: 'en' | 'fr', query: string][] = [
  ['en', 'q=bakery&city=montreal'],
  ['fr', 'q=boulangerie&sort=name'],
  ['en', 'category=bakery&verified=true'],
  ['en', 'q=plumbing&sort=updated&page=2'],
  ['fr', 'q=xylophone+zzzz'],
  ['en', 'q=b'],
];

/** One search, with the time the server says it took (`Server-Timing: search;dur=`). */
export function searchOnce(url: string): Promise<{ status: number; serverMs: number }> {
  return new Promise((resolve) => {
    const request = http.get(url, (response) => {
      const timing = String(response.headers['server-timing'] ?? '');
      const serverMs = Number(/search;dur=([\d.]+)/.exec(timing)?.[1] ?? Number.NaN);
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, serverMs }));
      response.on('error', () => resolve({ status: 0, serverMs }));
    });
    request.setTimeout(300_000, () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve({ status: 0, serverMs: Number.NaN }));
  });
}

export async function measureSearch(siteUrl: string, recorder: Recorder): Promise<SearchFigure> {
  const first = {
    en: await searchOnce(`${siteUrl}/api/search?q=bakery&lang=en`),
    fr: await searchOnce(`${siteUrl}/api/search?q=boulangerie&lang=fr`),
  };
  const queries = [
    ...RELEVANCE_TABLE.map(
      ([lang, text]) => `lang=${lang}&${new URLSearchParams({ q: text })}` as const,
    ),
    ...EXTRA_QUERIES.map(([lang, query]) => `lang=${lang}&${query}`),
  ];
  const since = performance.now();
  const times: number[] = [];
  let failures = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const query of queries) {
      const { status, serverMs } = await searchOnce(`${siteUrl}/api/search?${query}`);
      if (status !== 200 && status !== 404) failures += 1;
      if (Number.isFinite(serverMs)) times.push(serverMs);
    }
  }
  const sorted = times.sort((a, b) => a - b);
  return {
    buildMs: { en: first.en.serverMs, fr: first.fr.serverMs },
    queries: sorted.length,
    medianMs: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    maxMs: sorted.at(-1) ?? Number.NaN,
    upstreamCalls: countCalls(recorder.callsSince(since)).calls,
    failures: failures + (first.en.status === 200 ? 0 : 1) + (first.fr.status === 200 ? 0 : 1),
  };
}
