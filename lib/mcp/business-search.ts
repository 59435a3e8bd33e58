import 'server-only';
import * as z from 'zod';
import { EMPTY_FILTERS } from '@/lib/directory/filter-businesses';
import type { ListingEntry } from '@/lib/directory/listing-index';
import { searchDirectoryIn } from '@/lib/directory/search-directory-page';
import type { Locale } from '@/lib/i18n/routing';
import { siteTranslator } from '@/lib/i18n/translator';
import { pageFrame } from '@/lib/models/frame';
import { resolveRegion } from '@/lib/places/region-names';
import { businessPath } from '@/lib/urls/paths';
import { citationOf, citationRef } from './citation';
import { nextCursor } from './cursor';
import { unknownFacetIn } from './facet-check';
import type { ResolvedNear } from './near';

/*
 * The directory's search as search_businesses and search answer it: the home page's own
 * (searchDirectoryIn, with its no-results help), never a silent empty. When nothing matches
 * every word, the closest businesses the search offers (any word, more typos forgiven) are the
 * results, `partial` says so, and the notice adds the respelling and the count without the
 * filters, as the page does. A category or city the directory does not have is an error that
 * names the closest ones; so is a region that names none.
 */

export const businessHitSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    category: z.string(),
    cities: z.array(z.string()),
    regions: z.array(z.string()).describe('ISO 3166-2 codes, from postal codes'),
    isVerified: z.boolean(),
    distanceKm: z
      .number()
      .optional()
      .describe('With near: km to its nearest city, between city centres'),
    citation: citationRef,
  })
  .meta({ id: 'business' });

export type BusinessHit = z.infer<typeof businessHitSchema>;

export interface BusinessSearchRequest {
  query: string;
  category: string;
  city: string;
  region: string;
  verified: boolean;
  /** A location bias: within its radius, nearest first. */
  near: ResolvedNear | null;
  page: number;
  limit: number;
  lang: Locale;
}

interface BusinessSearchAnswer {
  total: number;
  results: BusinessHit[];
  nextCursor: string | null;
  didYouMean: string | null;
  partial: boolean;
  withoutFilters: number | null;
  notice: string | null;
}

export type BusinessSearchOutcome =
  { ok: true; answer: BusinessSearchAnswer } | { ok: false; error: string };

function businessHitOf(entry: ListingEntry & { distanceKm?: number }, lang: Locale): BusinessHit {
  return {
    slug: entry.slug,
    name: entry.name,
    description: entry.description,
    category: entry.category,
    cities: [...entry.cities],
    regions: [...entry.regions],
    isVerified: entry.isVerified,
    ...(entry.distanceKm !== undefined && { distanceKm: entry.distanceKm }),
    citation: citationOf(pageFrame(lang, businessPath(entry.slug), entry.slug), entry.updatedAt),
  };
}

const PAST_THE_END = 'No page of results at this cursor: start again without one.';

export async function searchBusinessesAnswer(
  request: BusinessSearchRequest,
): Promise<BusinessSearchOutcome> {
  const { query, category, city, region, verified, near, page, limit, lang } = request;
  const unknown = await unknownFacetIn(lang, { category, city, region });
  if (unknown) return { ok: false, error: unknown };
  const filters = {
    ...EMPTY_FILTERS,
    q: query.trim(),
    category,
    city,
    region: resolveRegion(region) ?? '',
    verified,
  };
  const found = await searchDirectoryIn(lang, filters, { page, limit }, near?.query);
  if (found === null) return { ok: false, error: PAST_THE_END };
  const { listing, outcome } = found;
  const partial = listing.total === 0 && outcome.closest.length > 0;
  const entries = partial ? outcome.closest.slice(0, limit) : listing.entries;
  const didYouMean = outcome.didYouMean ?? null;
  const withoutFilters = listing.total === 0 ? (outcome.withoutFilters ?? null) : null;
  const t = siteTranslator(lang);
  const notices = [
    didYouMean ? t('AgentContent.didYouMean', { text: didYouMean }) : null,
    withoutFilters ? t('AgentContent.withoutFilters', { count: withoutFilters }) : null,
    partial ? t('AgentContent.closestBusinesses') : null,
    listing.total === 0 && !partial ? t('AgentContent.noBusiness') : null,
    near ? near.answer.note : null,
  ].filter((notice) => notice !== null);
  return {
    ok: true,
    answer: {
      total: listing.total,
      results: entries.map((entry) => businessHitOf(entry, lang)),
      nextCursor: partial ? null : nextCursor(listing.page, listing.totalPages),
      didYouMean,
      partial,
      withoutFilters,
      notice: notices.length > 0 ? notices.join(' ') : null,
    },
  };
}
