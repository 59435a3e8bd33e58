import type { SiteTranslator } from '@/lib/i18n/translator';
import { HOME_PATH } from './directory-paths';
import type { ListingView } from './listing-view';
import { searchSummary } from './search-summary';

/*
 * Title, heading, intro and description of a listing page, shared by the HTML page, its
 * metadata and its Markdown twin (so the three never disagree).
 */

export interface ListingTexts {
  /** The <title> and the twin's H1 (with the page number past page 1). */
  title: string;
  heading: string;
  intro: string;
  description: string;
}

export function listingTexts(
  view: ListingView,
  t: SiteTranslator,
  directoryName: string,
): ListingTexts {
  const { facet, listing } = view;
  const paged = (title: string) =>
    listing.page > 1 ? t('Directory.pagedTitle', { title, page: listing.page }) : title;
  const total = view.directory.total;
  if (view.kind === 'category' && facet) {
    return {
      title: paged(t('Directory.categoryTitle', { category: facet.name, directoryName })),
      heading: t('Directory.categoryHeading', { category: facet.name }),
      intro: t('Directory.categoryIntro', { category: facet.name, count: facet.count }),
      description: t('Directory.categoryMetaDescription', {
        category: facet.name,
        count: facet.count,
      }),
    };
  }
  if (view.kind === 'city' && facet) {
    return {
      title: paged(t('Directory.cityTitle', { city: facet.name, directoryName })),
      heading: t('Directory.cityHeading', { city: facet.name }),
      intro: t('Directory.cityIntro', { city: facet.name, count: facet.count }),
      description: t('Directory.cityMetaDescription', { city: facet.name, count: facet.count }),
    };
  }
  const what = view.filtered
    ? searchSummary(view.filters, view.directory, {
        quoted: (text) => t('Search.quoted', { text }),
        verifiedOnly: t('Search.verifiedOnly'),
      })
    : '';
  return {
    // A search says what was searched (a sort alone searches nothing).
    title: paged(
      what ? t('Search.resultsTitle', { what, directoryName }) : t('Home.title', { directoryName }),
    ),
    heading: t('Home.heading'),
    intro: t('Home.intro', { count: total }),
    description: t('Home.metaDescription', { count: total }),
  };
}

/** Breadcrumbs of a facet page (the home page has none): the directory, then the page. */
export function listingCrumbs(
  view: ListingView,
  texts: ListingTexts,
  directoryLabel: string,
): { label: string; path: string }[] {
  if (view.kind === 'home') return [];
  return [
    { label: directoryLabel, path: HOME_PATH },
    { label: texts.heading, path: view.basePath },
  ];
}
