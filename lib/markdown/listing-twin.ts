import { twinUrl } from '@/lib/urls/twin-paths';
import { heading, joinBlocks, linkedHeading } from '@/lib/markdown/blocks';
import type { MarkdownContext } from '@/lib/markdown/context';
import { escapeInline, markdownLink } from '@/lib/markdown/escape';
import { renderTwin } from '@/lib/markdown/frame';
import { emptyListBlock, pagerBlock } from '@/lib/markdown/pager';
import { businessPath } from '@/lib/urls/paths';
import {
  DIRECTORY_PAGE_SIZE,
  facetPath,
  HOME_PATH,
  type FacetKind,
} from '@/lib/directory/directory-paths';
import type { Facet, ListingEntry } from '@/lib/directory/listing-index';
import {
  EMPTY_FILTERS,
  filterParams,
  type DirectoryFilters,
} from '@/lib/directory/filter-businesses';
import type { ListingView } from '@/lib/directory/listing-view';
import { pageHref } from '@/lib/paging/page-window';
import type { ListingModel } from '@/lib/models/listing';
import type { ContentResultsModel } from '@/lib/models/content-results';
import { CONTENT_PAGE_PARAM } from '@/lib/urls/content-page-param';
import { contentResultsMarkdown } from './content-results-markdown';

/*
 * Markdown twins of the listing pages: `/index.md`, `/category/{slug}.md`, `/city/{slug}.md`
 * (and `/fr/…`), each the same page of the same list as the HTML page, `?page=N` and the home
 * page's filters included, with links to the neighbouring pages and to every facet page.
 */

function facetLines(kind: FacetKind, facets: readonly Facet[], ctx: MarkdownContext): string {
  return facets
    .map(
      (facet) =>
        `- ${markdownLink(facet.name, twinUrl(ctx.siteUrl, ctx.locale, facetPath(kind, facet.slug)))}: ${escapeInline(ctx.t('Directory.facetCount', { count: facet.count }))}`,
    )
    .join('\n');
}

/** As the page offers it when nothing matches: a respelling, the text unfiltered, the closest. */
function noResultsHelp(
  view: ListingView,
  ctx: MarkdownContext,
  cardsOf: (entries: readonly ListingEntry[]) => string[],
): (string | null)[] {
  if (!view.search) return [];
  const { t } = ctx;
  const { didYouMean, withoutFilters, closest } = view.search;
  const viewLink = (label: string, filters: DirectoryFilters) =>
    markdownLink(
      label,
      twinUrl(ctx.siteUrl, ctx.locale, pageHref(HOME_PATH, 1, filterParams(filters))),
    );
  return [
    didYouMean
      ? `${escapeInline(t('Search.didYouMean'))} ${viewLink(didYouMean, { ...view.filters, q: didYouMean })}`
      : null,
    withoutFilters
      ? `${escapeInline(t('Search.withoutFilters', { count: withoutFilters }))} ${viewLink(
          t('Search.withoutFiltersLink', { count: withoutFilters }),
          { ...EMPTY_FILTERS, q: view.filters.q, sort: view.filters.sort },
        )}`
      : null,
    closest.length > 0 ? escapeInline(t('Search.closest')) : null,
    ...cardsOf(closest),
  ];
}

/**
 * `content`: what businesses offer that matches the home page's search, listed after its
 * businesses, as on the page.
 */
export function renderListingTwin(
  model: ListingModel,
  ctx: MarkdownContext,
  content: ContentResultsModel | null = null,
): string {
  const { t } = ctx;
  const { view, texts } = model;
  const { listing } = view;
  const paged = {
    items: listing.entries,
    total: listing.total,
    page: listing.page,
    limit: DIRECTORY_PAGE_SIZE,
    totalPages: listing.totalPages,
  };
  const pager = pagerBlock(paged, view.basePath, ctx, view.extraQuery);
  // Each card as on the page: its name as a heading, linked to its twin.
  const cardsOf = (entries: readonly ListingEntry[]) =>
    entries.map((entry) =>
      joinBlocks([
        linkedHeading(2, entry.name, twinUrl(ctx.siteUrl, ctx.locale, businessPath(entry.slug))),
        escapeInline(
          [entry.category, entry.cities[0] ?? t('BusinessCard.noLocation')]
            .filter(Boolean)
            .join(' · '),
        ),
        entry.description ? escapeInline(entry.description) : null,
      ]),
    );
  const cards = cardsOf(listing.entries);
  const offersFound = (content?.total ?? 0) > 0 && !content?.partial;
  const noResults = offersFound ? t('Home.noBusinessesButOffers') : t('Home.noResults');
  const contentTwinHref = (page: number) =>
    twinUrl(
      ctx.siteUrl,
      ctx.locale,
      pageHref(view.basePath, listing.page, {
        ...view.extraQuery,
        ...(page > 1 && { [CONTENT_PAGE_PARAM]: String(page) }),
      }),
    );
  return renderTwin(
    {
      title: texts.heading,
      pagePath: model.frame.path,
      blocks: [
        texts.intro,
        listing.total === 0 ? noResults : t('Home.results', { count: listing.total }),
        pager,
        emptyListBlock(paged, noResults, ctx),
        ...(listing.total === 0 ? noResultsHelp(view, ctx, cardsOf) : []),
        ...cards,
        cards.length > 0 ? pager : null,
        content ? contentResultsMarkdown(content, ctx, contentTwinHref) : null,
        heading(2, t('Directory.browseHeading')),
        joinBlocks([
          heading(3, t('Directory.categoriesHeading')),
          facetLines('category', view.directory.categories, ctx),
        ]),
        joinBlocks([
          heading(3, t('Directory.citiesHeading')),
          facetLines('city', view.directory.cities, ctx),
        ]),
      ],
    },
    ctx,
  );
}
