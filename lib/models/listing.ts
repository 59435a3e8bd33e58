import 'server-only';
import type { FacetKind } from '@/lib/directory/directory-paths';
import { listingCrumbs, listingTexts, type ListingTexts } from '@/lib/directory/listing-texts';
import { loadListingView, type ListingView, type SearchParams } from '@/lib/directory/listing-view';
import type { Locale } from '@/lib/i18n/routing';
import { siteTranslator } from '@/lib/i18n/translator';
import { pageHref } from '@/lib/paging/page-window';
import { twinUrl } from '@/lib/urls/twin-paths';
import type { CardRating } from '@/lib/directory/directory-cards';
import { pageFrame, type PageFrame } from './frame';
import { knownRatings } from './known-ratings';

/**
 * One page of a listing (home, category, city): its frame at the page's canonical URL (each
 * page of a list has its own; a filtered view's is its unfiltered page), the view of the
 * directory index, the texts and the breadcrumbs. The HTML page, its metadata, its JSON-LD and
 * its twin all render from it.
 */
export interface ListingModel {
  frame: PageFrame;
  view: ListingView;
  texts: ListingTexts;
  /** The directory, then the page (facet pages); none on the home page. */
  crumbs: { label: string; path: string }[];
  /** The twin of this very view, filters included (the frame's twin is the canonical one's). */
  viewTwinUrl: string;
  /** The ratings already known of the page's businesses (lib/models/known-ratings). */
  ratings: Record<string, CardRating>;
}

/** The model of a listing view (pure: tests build their own index). */
export function listingModelOf(view: ListingView): ListingModel {
  const frame = pageFrame(view.locale, pageHref(view.basePath, view.listing.page));
  const t = siteTranslator(view.locale);
  const texts = listingTexts(view, t, frame.siteName);
  return {
    frame,
    view,
    texts,
    crumbs: listingCrumbs(view, texts, t('Site.directory')),
    viewTwinUrl: twinUrl(
      frame.siteUrl,
      view.locale,
      pageHref(view.basePath, view.listing.page, view.extraQuery),
    ),
    ratings: knownRatings(view.listing.entries.map((entry) => entry.slug)),
  };
}

/** null for a 404: an unknown category or city, or a page past the last. */
export async function loadListingModel(
  locale: Locale,
  kind: 'home' | FacetKind,
  slug: string,
  query: SearchParams,
): Promise<ListingModel | null> {
  const view = await loadListingView(locale, kind, slug, query);
  return view ? listingModelOf(view) : null;
}
