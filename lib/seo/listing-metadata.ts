import type { Metadata } from 'next';
import { getSiteConfig } from '@/lib/config/site-config';
import type { FacetKind } from '@/lib/directory/directory-paths';
import { listingTexts } from '@/lib/directory/listing-texts';
import type { SearchParams } from '@/lib/directory/listing-view';
import { siteTranslator } from '@/lib/i18n/translator';
import { loadFacetRoute } from '@/lib/models/facet-route';
import { twinUrl } from '@/lib/urls/twin-paths';
import type { Locale } from '@/lib/i18n/routing';
import { pageHref } from '@/lib/paging/page-window';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { absoluteUrl, languageAlternates, localizedPath } from '@/lib/urls/paths';
import type { ListingTexts } from '@/lib/directory/listing-texts';
import type { ListingView } from '@/lib/directory/listing-view';

/**
 * Metadata of a listing page. Each page of a list is its own canonical URL (`…/page/N`), so
 * every card page can be indexed, in both languages; filtered views are for people and stay
 * out of the index.
 */
export function listingMetadata(
  view: ListingView,
  texts: ListingTexts,
  site: { siteUrl: string; directoryName: string },
): Metadata {
  const locale: Locale = view.locale;
  const pagePath = pageHref(view.basePath, view.listing.page);
  const metadata = pageMetadata({
    locale,
    path: pagePath,
    title: texts.title,
    description: texts.description,
    siteUrl: site.siteUrl,
    siteName: site.directoryName,
    noindex: view.filtered,
  });
  const canonical = absoluteUrl(site.siteUrl, localizedPath(locale, pagePath));
  return {
    ...metadata,
    // The titles already name the directory: no layout template.
    title: { absolute: texts.title },
    alternates: {
      canonical,
      languages: languageAlternates(site.siteUrl, pagePath),
      // The twin of this very view, filters included.
      types: {
        'text/markdown': twinUrl(
          site.siteUrl,
          locale,
          pageHref(view.basePath, view.listing.page, view.extraQuery),
        ),
      },
    },
    openGraph: { ...metadata.openGraph, url: canonical },
  };
}

/** The metadata of a /category/{slug} or /city/{slug} route. */
export async function facetRouteMetadata(
  kind: FacetKind,
  params: Promise<{ locale: string; slug: string }>,
  searchParams: Promise<SearchParams>,
): Promise<Metadata> {
  const view = await loadFacetRoute(kind, params, searchParams);
  const config = getSiteConfig();
  return listingMetadata(
    view,
    listingTexts(view, siteTranslator(view.locale), config.directoryName),
    config,
  );
}
