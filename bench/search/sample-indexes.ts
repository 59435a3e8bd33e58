/**
 * The directory indexes of both languages built from the sample API's data without HTTP, the
 * way the site builds them from the streamed listing: each business localized, reshaped and
 * added to a ListingIndexBuilder, French category keys taken from the English index. The
 * listings themselves too, as the cluster's writer stores them (sampleListings).
 */
import { reshapeBusiness, type Business } from '../../lib/api';
import { listedBusinessOf, type ListedBusiness } from '../../lib/directory/listed-business';
import {
  type DirectoryIndex,
  ListingIndexBuilder,
  optionsFromDefaultIndex,
} from '../../lib/directory/listing-index';
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

/** One language's index of `businesses`, the French one taking its category keys from `english`. */
export function indexOf(
  lang: Lang,
  businesses: Iterable<ListedBusiness>,
  english?: DirectoryIndex,
): DirectoryIndex {
  const builder = new ListingIndexBuilder(english ? optionsFromDefaultIndex(english) : {});
  for (const business of businesses) builder.add(business);
  return builder.build(lang);
}

function* listed(lang: Lang, options: SampleOptions): Generator<ListedBusiness> {
  for (const core of cores(options)) yield businessOf(core, lang);
}

export function sampleIndexes(options: SampleOptions): { en: DirectoryIndex; fr: DirectoryIndex } {
  const en = indexOf('en', listed('en', options));
  return { en, fr: indexOf('fr', listed('fr', options), en) };
}

/** Each language's listing as the cluster's writer stores it (lib/directory/listed-business.ts). */
export function sampleListings(options: SampleOptions): Record<Lang, ListedBusiness[]> {
  const of = (lang: Lang) => [...listed(lang, options)].map(listedBusinessOf);
  return { en: of('en'), fr: of('fr') };
}
