import { describe, expect, it } from 'vitest';
import { startSampleApi, type RunningSampleApi } from './server';
import {
  CHUNK_SIZE,
  firstHalf,
  isStreamed,
  listingChunkCount,
  listingChunks,
} from './listing-body';
import { createStore } from './store';
import { HOSTILE_SLUGS } from './hostile';
import { setFault } from './testing';
import type { ApiBusinessList } from './api-types';

const texts = (count: number) => Array.from({ length: count }, (_, n) => JSON.stringify({ n }));
const joined = (chunks: Iterable<Buffer>) => Buffer.concat([...chunks]).toString('utf8');

describe('the listing body', () => {
  it('joins businesses into valid JSON in chunks, as many as it says', () => {
    for (const count of [0, 1, CHUNK_SIZE, CHUNK_SIZE + 1]) {
      const chunks = [...listingChunks(texts(count))];
      expect(chunks).toHaveLength(listingChunkCount(count));
      const parsed = JSON.parse(joined(chunks)) as { data: { n: number }[] };
      expect(parsed.data.map((entry) => entry.n)).toEqual([...Array(count).keys()]);
    }
  });

  it('beyond the kept limit, streams the same listing it would keep', () => {
    const kept = createStore(30).listing('fr', 'http://a');
    const streamed = createStore(30, { cachedListingLimit: 10 }).listing('fr', 'http://a');
    if (isStreamed(kept) || !isStreamed(streamed)) throw new Error('kept whole, then streamed');
    expect(joined(streamed.chunks())).toBe(kept.toString('utf8'));
    // Made anew on each call: nothing of it is held between requests.
    expect(joined(streamed.chunks())).toBe(joined(streamed.chunks()));
  });

  it('cuts a streamed body in half, as a truncated answer', () => {
    const body = createStore(5_000, { cachedListingLimit: 0 }).listing('en', 'http://a');
    if (!isStreamed(body)) throw new Error('streamed');
    const cut = joined(firstHalf(body).chunks());
    expect(cut.length).toBeLessThan(joined(body.chunks()).length);
    expect(() => JSON.parse(cut)).toThrow();
  });
});

describe('a streamed listing over HTTP', () => {
  let api: RunningSampleApi;

  it('is sent chunked, without a length, and parses whole', async () => {
    api = await startSampleApi(0, { syntheticBusinesses: 2_500, cachedListingLimit: 100 });
    try {
      const response = await fetch(`${api.url}/index/directory-businesses`);
      expect(response.headers.get('content-length')).toBeNull();
      expect(response.headers.get('transfer-encoding')).toBe('chunked');
      const body = (await response.json()) as ApiBusinessList;
      expect(body.data).toHaveLength(8 + 2_500);
      const head = await fetch(`${api.url}/index/directory-businesses`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe('');
      // Hostile mode splices its businesses in first, as in a kept listing.
      await setFault(api.url, { mode: 'hostile' });
      const hostile = (await (await fetch(`${api.url}/index/directory-businesses`)).json()) as {
        data: { slug: unknown }[];
      };
      expect(hostile.data.map((business) => business.slug).slice(0, HOSTILE_SLUGS.length)).toEqual(
        HOSTILE_SLUGS,
      );
      expect(hostile.data).toHaveLength(8 + 2_500 + HOSTILE_SLUGS.length);
    } finally {
      await api.close();
    }
  });
});
