import { syntheticContent } from './synthetic-content';
import { syntheticCore } from './synthetic-core';
import type { BusinessRecord } from './types';

/**
 * Synthetic businesses for load tests: business number n (1-based) is a pure function of n, so
 * a directory of a million needs no storage. Only the listing fields are built for the listing;
 * articles, FAQ, reviews, catalog and documents are built from the same seed when asked for.
 *
 * Slugs end in "-<n>", which is how a request finds its way back to the index. The listing
 * fields are built in synthetic-core.ts, the rest in synthetic-content.ts.
 */

export const MAX_SYNTHETIC_BUSINESSES = 1_000_000;

export function syntheticRecord(number: number): BusinessRecord {
  const core = syntheticCore(number);
  return { core, content: () => syntheticContent(number, core) };
}
