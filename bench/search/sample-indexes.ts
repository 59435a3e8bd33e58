/**
 * The directory indexes of both languages built from the sample API's data without HTTP, the
 * way the site builds them from the streamed listing: each business localized, reshaped and
 * added to a ListingIndexBuilder, French category keys taken from the English index.
 */
import { reshapeBusiness, type Business } from '../../lib/api';
import { type DirectoryIndex, ListingIndexBuilder } from '../../lib/directory/listing-index';
import { HANDWRITTEN_BUSINESSES } from '../../sample-api/data';
import { localizeBusiness } from '../../sample-api/localize';
import { syntheticCore } from '../../sample-api/synthetic-core';
import type { BusinessCore, Lang } from '../../sample-api/types';

const ASSET_BASE = 'http://127.0.0.1:4000';

export interface SampleOptions {
  /** Synthetic businesses after the hand-written ones. */
  synthetic: number;
  /** Hand-written businesses of every visibility, not only the listed (PUBLIC) ones. */
  allVisibilities?: boolean;
}

function* cores(options: SampleOptions): Generator<BusinessCore> {
  for (const seed of HANDWRITTEN_BUSINESSES) {
    if (options.allVisibilities || seed.visibility === 'PUBLIC') yield seed;
  }
  for (let number = 1; number <= options.synthetic; number += 1) yield syntheticCore(number);
}

function businessOf(core: BusinessCore, lang: Lang): Business {
  const business = reshapeBusiness(
    JSON.parse(JSON.stringify(localizeBusiness(core, { lang, assetBase: ASSET_BASE }))),
  );
  if (!business) throw new Error(`sample business ${core.slug} does not reshape`);
  return { ...business, visibility: 'PUBLIC' };
}

function sampleIndex(lang: Lang, options: SampleOptions, english?: DirectoryIndex): DirectoryIndex {
  const bySlug = new Map(english?.entries.map((entry) => [entry.slug, entry]));
  const builder = new ListingIndexBuilder(
    english
      ? {
          categoryKey: (business) => bySlug.get(business.slug)?.categorySlug || undefined,
          sameBusiness: (slug) => bySlug.get(slug),
        }
      : {},
  );
  for (const core of cores(options)) builder.add(businessOf(core, lang));
  return builder.build(lang);
}

export function sampleIndexes(options: SampleOptions): { en: DirectoryIndex; fr: DirectoryIndex } {
  const en = sampleIndex('en', options);
  return { en, fr: sampleIndex('fr', options, en) };
}
