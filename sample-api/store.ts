import { Lru } from '../lib/async/lru.mjs';
import { HANDWRITTEN_BUSINESSES } from './data';
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
  /** The whole `{"data":[…]}` body of the listing, built once per language and base URL. */
  listing(lang: Lang, assetBase: string): Buffer;
}

/** Listings are big at 100k businesses; a handful of (language, host) pairs is all we keep. */
const MAX_CACHED_LISTINGS = 4;
/** Businesses serialized per string chunk: keeps every intermediate string far below V8 limits. */
const CHUNK_SIZE = 2_000;

export const LISTING_PREFIX = '{"data":[';
export const LISTING_SUFFIX = ']}';

function recordOf(seed: BusinessSeed): BusinessRecord {
  const { content, ...core } = seed;
  return { core, content: () => content };
}

export function createStore(syntheticCount = 0): Store {
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

  function buildListing(ctx: LocalizeContext): Buffer {
    const chunks: Buffer[] = [Buffer.from(LISTING_PREFIX)];
    let pending: string[] = [];
    let first = true;
    const flush = () => {
      if (pending.length > 0) chunks.push(Buffer.from(pending.join('')));
      pending = [];
    };
    const add = (json: string) => {
      pending.push(first ? json : `,${json}`);
      first = false;
      if (pending.length >= CHUNK_SIZE) flush();
    };
    for (const record of handwritten.values()) {
      if (record.core.visibility === 'PUBLIC')
        add(JSON.stringify(localizeBusiness(record.core, ctx)));
    }
    for (let number = 1; number <= syntheticCount; number += 1) {
      add(JSON.stringify(localizeBusiness(syntheticCore(number), ctx)));
    }
    flush();
    chunks.push(Buffer.from(LISTING_SUFFIX));
    return Buffer.concat(chunks);
  }

  return {
    syntheticCount,
    find(slug) {
      const record = handwritten.get(slug);
      if (record) return record;
      const number = syntheticNumberOf(slug, syntheticCount);
      return number === null ? undefined : syntheticRecord(number);
    },
    listing(lang, assetBase) {
      const key = `${lang} ${assetBase}`;
      let body = listings.get(key);
      if (body === undefined) {
        body = buildListing({ lang, assetBase });
        listings.set(key, body);
      }
      return body;
    },
  };
}
