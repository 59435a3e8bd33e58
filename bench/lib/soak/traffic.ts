/**
 * The soak's mix of traffic: what a directory's visitors, crawlers and agents ask for, each
 * request drawn at random with fixed weights. Most readers go to a small set of popular
 * businesses and the rest anywhere in the directory, so both the caches' hits and their
 * misses are exercised.
 */

export type TrafficKind =
  'page' | 'section' | 'listing' | 'twin' | 'filtered' | 'companion' | 'json' | 'mcp';

export interface SoakRequest {
  kind: TrafficKind;
  path: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

export interface TrafficUniverse {
  /** Slugs of every business of the directory. */
  slugs: readonly string[];
  /** How many of the first slugs are the popular ones. */
  hotCount: number;
  /** Category keys of the directory, as in /category/{key}. */
  categories: readonly string[];
  /** Words a reader may search for. */
  words: readonly string[];
  /** Companion files, read whole (crawlers). */
  companions: readonly string[];
}

/** Weights of the kinds, out of their sum. */
export const TRAFFIC_WEIGHTS: Readonly<Record<TrafficKind, number>> = {
  page: 30,
  section: 12,
  listing: 10,
  twin: 10,
  filtered: 5,
  companion: 3,
  json: 18,
  mcp: 12,
};

const SECTIONS = ['/reviews', '/catalog', '/faq', '/blog', '/documents'];
const HOT_SHARE = 0.7;

export type Random = () => number;

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))] as T;
}

function slugOf(random: Random, universe: TrafficUniverse): string {
  const hot = Math.max(1, Math.min(universe.hotCount, universe.slugs.length));
  const pool = random() < HOT_SHARE ? universe.slugs.slice(0, hot) : universe.slugs;
  return pick(random, pool);
}

function kindOf(random: Random): TrafficKind {
  const entries = Object.entries(TRAFFIC_WEIGHTS) as [TrafficKind, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = random() * total;
  for (const [kind, weight] of entries) {
    draw -= weight;
    if (draw < 0) return kind;
  }
  return entries[entries.length - 1]![0];
}

const get = (kind: TrafficKind, path: string, headers: Record<string, string> = {}) =>
  ({ kind, path, method: 'GET', headers }) as SoakRequest;

function mcpCall(random: Random, universe: TrafficUniverse, id: number): SoakRequest {
  const lang = random() < 0.5 ? 'en' : 'fr';
  const params =
    random() < 0.6
      ? { name: 'get_business', arguments: { slug: slugOf(random, universe), lang } }
      : { name: 'search_businesses', arguments: { query: pick(random, universe.words), lang } };
  return {
    kind: 'mcp',
    path: '/mcp',
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params }),
  };
}

/** One request of the mix; `random` is uniform on [0, 1). */
export function nextRequest(random: Random, universe: TrafficUniverse, id = 1): SoakRequest {
  const kind = kindOf(random);
  const locale = random() < 0.5 ? '' : '/fr';
  const business = () => `${locale}/business/${encodeURIComponent(slugOf(random, universe))}`;
  switch (kind) {
    case 'page':
      return get(kind, business());
    case 'section':
      return get(kind, `${business()}${pick(random, SECTIONS)}`);
    case 'listing': {
      // Page 1 of a list is the list's own URL (…/page/1 answers 308 to it).
      const page = 2 + Math.floor(random() * 19);
      return random() < 0.5
        ? get(kind, `${locale}/page/${page}`)
        : get(kind, `${locale}/category/${encodeURIComponent(pick(random, universe.categories))}`);
    }
    case 'twin':
      return random() < 0.5
        ? get(kind, `${business()}.md`)
        : get(kind, business(), { Accept: 'text/markdown' });
    case 'filtered':
      return get(kind, `${locale || '/'}?q=${encodeURIComponent(pick(random, universe.words))}`);
    case 'companion':
      return get(kind, pick(random, universe.companions));
    case 'json':
      return random() < 0.5
        ? get(kind, `/api/search?q=${encodeURIComponent(pick(random, universe.words))}`)
        : get(kind, `/api/businesses/${encodeURIComponent(slugOf(random, universe))}/reviews`);
    case 'mcp':
      return mcpCall(random, universe, id);
  }
}

/** A small seeded generator (mulberry32): the same seed gives the same run of requests. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
