import { Lru } from '../lib/async/lru.mjs';
import { HANDWRITTEN_BUSINESSES } from './data';
import {
  CACHED_LISTING_LIMIT,
  listingChunkCount,
  listingChunks,
  streamedBody,
  type ResponseBody,
} from './listing-body';
import { localizeBusiness, type LocalizeContext } from './localize';
import { MAX_SYNTHETIC_BUSINESSES, syntheticRecord } from './synthetic';
import { syntheticCore, syntheticNumberOf } from './synthetic-core';
import type { BusinessRecord, BusinessSeed, Lang } from './types';

/**
 * Where businesses come from: the hand-written ones, then `syntheticCount` generated ones.
 * Lookups return any visibility; the handlers decide what HIDDEN and NON_LISTED mean.
 */
export interface Store {
  readonly syntheticCount: number;
  find(slug: string): BusinessRecord | undefined;
  /**
   * The `{"data":[…]}` body of the listing: built once per language and base URL, or made anew
   * for each request beyond `cachedListingLimit` businesses (listing-body.ts).
   */
  listing(lang: Lang, assetBase: string): ResponseBody;
}

export interface StoreOptions {
  /** The largest directory whose listing is kept whole (tests lower it). */
  cachedListingLimit?: number;
}

/** Listings are big at 100k businesses; a handful of (language, host) pairs is all we keep. */
const MAX_CACHED_LISTINGS = 4;

function recordOf(seed: BusinessSeed): BusinessRecord {
  const { content, ...core } = seed;
  return { core, content: () => content };
}

export function createStore(syntheticCount = 0, options: StoreOptions = {}): Store {
  if (
    !Number.isInteger(syntheticCount) ||
    syntheticCount < 0 ||
    syntheticCount > MAX_SYNTHETIC_BUSINESSES
  ) {
    throw new RangeError(
      `syntheticBusinesses must be an integer from 0 to ${MAX_SYNTHETIC_BUSINESSES}`,
    );
  }
  const handwritten = new Map(HANDWRITTEN_BUSINESSES.map((seed) => [seed.slug, recordOf(seed)]));
  const listings = new Lru<string, Buffer>({ capacity: MAX_CACHED_LISTINGS });

  const publicHandwritten = [...handwritten.values()].filter(
    (record) => record.core.visibility === 'PUBLIC',
  );
  const total = publicHandwritten.length + syntheticCount;

  function* businessTexts(ctx: LocalizeContext): Generator<string> {
    for (const record of publicHandwritten)
      yield JSON.stringify(localizeBusiness(record.core, ctx));
    for (let number = 1; number <= syntheticCount; number += 1)
      yield JSON.stringify(localizeBusiness(syntheticCore(number), ctx));
  }

  const chunksOf = (ctx: LocalizeContext) => () => listingChunks(businessTexts(ctx));
  const kept = total <= (options.cachedListingLimit ?? CACHED_LISTING_LIMIT);

  return {
    syntheticCount,
    find(slug) {
      const record = handwritten.get(slug);
      if (record) return record;
      const number = syntheticNumberOf(slug, syntheticCount);
      return number === null ? undefined : syntheticRecord(number);
    },
    listing(lang, assetBase) {
      const chunks = chunksOf({ lang, assetBase });
      if (!kept) return streamedBody(chunks, listingChunkCount(total));
      const key = `${lang} ${assetBase}`;
      let body = listings.get(key);
      if (body === undefined) {
        body = Buffer.concat([...chunks()]);
        listings.set(key, body);
      }
      return body;
    },
  };
}
