import type { ItemList, Organization, WebSite, WithContext } from 'schema-dts';
import type { PageFrame } from '@/lib/models/frame';
import type { ListingModel } from '@/lib/models/listing';
import { DIRECTORY_PAGE_SIZE } from '@/lib/directory/directory-paths';
import { absoluteUrl, businessPath, localizedPath } from '@/lib/urls/paths';

/*
 * The directory itself in structured data: the Organization that runs it and the WebSite with
 * its search (Google's sitelinks search box), on the home and About pages; and, on every
 * listing page, the businesses it lists as an ItemList.
 */

/** The directory's mark, served by the site (app/icon.svg). */
export function directoryLogoUrl(siteUrl: string): string {
  return `${siteUrl}/icon.svg`;
}

export function directoryOrganizationId(siteUrl: string): string {
  return `${siteUrl}/#organization`;
}

export function directoryOrganizationJsonLd(frame: PageFrame): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': directoryOrganizationId(frame.siteUrl),
    name: frame.siteName,
    url: `${frame.siteUrl}/`,
    logo: directoryLogoUrl(frame.siteUrl),
  };
}

/** The WebSite, in the page's language, searchable through the home page's `q`. */
export function webSiteJsonLd(frame: PageFrame): WithContext<WebSite> {
  const separator = frame.homeUrl.includes('?') ? '&' : '?';
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${frame.homeUrl}#website`,
    name: frame.siteName,
    url: frame.homeUrl,
    inLanguage: frame.locale,
    publisher: { '@id': directoryOrganizationId(frame.siteUrl) },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${frame.homeUrl}${separator}q={search_term_string}`,
      },
      // schema-dts has no type for Google's `query-input` annotation.
      ...({ 'query-input': 'required name=search_term_string' } as object),
    },
  };
}

/** The businesses a listing page shows, in its order, each at its page in the reader's language. */
export function listingItemListJsonLd({ frame, view }: ListingModel): WithContext<ItemList> {
  const offset = (view.listing.page - 1) * DIRECTORY_PAGE_SIZE;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url: frame.canonicalUrl,
    numberOfItems: view.listing.total,
    itemListElement: view.listing.entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      name: entry.name,
      url: absoluteUrl(frame.siteUrl, localizedPath(frame.locale, businessPath(entry.slug))),
    })),
  };
}
