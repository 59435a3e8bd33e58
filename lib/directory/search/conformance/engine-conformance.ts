import { beforeAll, describe } from 'vitest';
import type { ListedBusiness } from '../../listed-business';
import type { DirectoryIndex } from '../../listing-index';
import type { SearchEngine } from '../search-engine';
import { defineRelevanceCases } from './relevance-cases';
import { defineSearchCases } from './search-cases';

/*
 * What every SearchEngine must answer, whatever it runs on: the same Vitest cases run against
 * the embedded engine (embedded-engine.test.ts) and PostgreSQL's
 * (lib/content/postgres/search/pg-search-conformance.test.ts), on the sample API's businesses,
 * so that a deployment that moves to PostgreSQL finds what it found before.
 */

interface OpenedEngine {
  engine: SearchEngine;
  /** The directory index the engine answers over, as the site builds it from the listing. */
  index: DirectoryIndex;
}

export type OpenedEngines = Record<'en' | 'fr', OpenedEngine>;

type Listings = Record<'en' | 'fr', ListedBusiness[]>;

export interface SearchEngineHarness {
  /** The sample API's listings (bench/search/sample-indexes.ts, which only tests may import). */
  sample(options: { synthetic: number; allVisibilities?: boolean }): Listings;
  /** Engines of both languages over these listings, stored and indexed as the engine needs. */
  open(listings: Listings): Promise<OpenedEngines>;
}

/** The engines a group of cases reads, once its listings are open. */
export type EnginesOf = () => OpenedEngines;

function opened(harness: () => SearchEngineHarness, synthetic: number, allVisibilities = false) {
  let engines: OpenedEngines | null = null;
  beforeAll(async () => {
    engines = await harness().open(harness().sample({ synthetic, allVisibilities }));
  }, 120_000);
  return () => {
    if (!engines) throw new Error('the engines are not open');
    return engines;
  };
}

export function defineSearchEngineConformance(name: string, harness: () => SearchEngineHarness) {
  describe(`${name}: SearchEngine conformance`, () => {
    // Every visibility, so that Dépanneur chez Ginette, which the listing hides, stands for accents.
    describe('on the hand-written businesses', () =>
      defineRelevanceCases(opened(harness, 0, true)));
    describe('on the sample with 300 synthetic businesses', () =>
      defineSearchCases(opened(harness, 300)));
  });
}
