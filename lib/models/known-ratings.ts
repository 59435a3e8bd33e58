/*
 * The ratings a directory card may show. The listing carries no rating (spec 2.1), and a
 * rating costs one upstream call or more per business (every page of its reviews): a listing
 * page of two dozen cards must never make those calls, least of all on a cold start. So cards
 * show only the ratings the server has already worked out for another reader (a profile,
 * a reviews page, the open-data dump, which reads them all): each complete summary is
 * remembered here, in memory, bounded. A card whose rating is not known yet shows none.
 */

import { Lru } from '@/lib/async/lru.mjs';
import { processWide } from '@/lib/async/process-wide.mjs';
import type { CardRating, DirectorySearchPage } from '@/lib/directory/directory-cards';

/** Enough for a large directory; the least recently used entry goes first beyond it. */
export const MAX_KNOWN_RATINGS = 50_000;

// One store per server process: Next bundles pages and route handlers apart, each with its own
// copy of this module, and all of them must find the same store.
const known = processWide(
  'known-ratings',
  '',
  () => new Lru<string, CardRating>({ capacity: MAX_KNOWN_RATINGS }),
);

/**
 * Remembers a business's summary (reviews are served as written, so one rating per business,
 * whatever the language). A partial or empty summary is forgotten: a card states only a
 * rating over every review.
 */
export function rememberRating(
  slug: string,
  summary: { average: number | null; count: number; complete: boolean },
): void {
  known.delete(slug);
  if (!summary.complete || summary.average === null || summary.count === 0) return;
  known.set(slug, { average: Math.round(summary.average * 10) / 10, count: summary.count });
}

/** The known ratings of these businesses (those not known are left out). */
export function knownRatings(slugs: Iterable<string>): Record<string, CardRating> {
  const ratings: Record<string, CardRating> = {};
  for (const slug of slugs) {
    const rating = known.get(slug);
    if (rating) ratings[slug] = rating;
  }
  return ratings;
}

/** A page of the directory's search with the known ratings of its cards. */
export function withKnownRatings(page: DirectorySearchPage): DirectorySearchPage {
  return { ...page, ratings: knownRatings(page.items.map((card) => card.slug)) };
}
