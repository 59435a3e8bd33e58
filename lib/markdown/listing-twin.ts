import { pageHref } from '@/lib/paging/page-window';
import 'server-only';
import { twinUrl } from '@/lib/urls/twin-paths';
import type { Locale } from '@/lib/i18n/routing';
import { companionFileList } from '@/lib/markdown/about-twin';
import { heading, joinBlocks } from '@/lib/markdown/blocks';
import type { MarkdownContext } from '@/lib/markdown/context';
import { escapeInline, markdownLink } from '@/lib/markdown/escape';
import { renderTwin } from '@/lib/markdown/frame';
import { emptyListBlock, pagerBlock } from '@/lib/markdown/pager';
import { businessPath } from '@/lib/urls/paths';
import { DIRECTORY_PAGE_SIZE, facetPath, type FacetKind } from '@/lib/directory/directory-paths';
import { entryListLine } from '@/lib/markdown/entry-list-line';
import type { Facet } from '@/lib/directory/listing-index';
import { listingTexts } from '@/lib/directory/listing-texts';
import { loadListingView, type ListingView } from '@/lib/directory/listing-view';

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

export function renderListingTwin(view: ListingView, ctx: MarkdownContext): string {
  const { t } = ctx;
  const texts = listingTexts(view, t, ctx.directoryName);
  const { listing } = view;
  const paged = {
    items: listing.entries,
    total: listing.total,
    page: listing.page,
    limit: DIRECTORY_PAGE_SIZE,
    totalPages: listing.totalPages,
  };
  const pager = pagerBlock(paged, view.basePath, ctx, view.extraQuery);
  const lines = listing.entries.map((entry) =>
    entryListLine(entry, twinUrl(ctx.siteUrl, ctx.locale, businessPath(entry.slug))),
  );
  return renderTwin(
    {
      title: texts.title,
      // The HTML page's canonical URL: each page of the list has its own.
      pagePath: pageHref(view.basePath, view.listing.page),
      blocks: [
        texts.intro,
        heading(2, t('Companions.businessesHeading')),
        listing.total === 0 ? t('Home.noResults') : t('Home.results', { count: listing.total }),
        pager,
        emptyListBlock(paged, t('Home.noResults'), ctx),
        lines.join('\n'),
        lines.length > 0 ? pager : null,
        joinBlocks([
          heading(2, t('Directory.twinCategoriesHeading')),
          facetLines('category', view.index.categories, ctx),
        ]),
        joinBlocks([
          heading(2, t('Directory.twinCitiesHeading')),
          facetLines('city', view.index.cities, ctx),
        ]),
        view.kind === 'home'
          ? joinBlocks([
              heading(2, t('About.machinesHeading')),
              t('About.machinesText'),
              companionFileList(ctx),
            ])
          : null,
      ],
    },
    ctx,
  );
}

/**
 * The twin of the listing page at `segments` ([], ['category', slug], ['city', slug]), or
 * null for 404 (unknown facet, page past the last, a path that names no listing page).
 */
export async function renderListingTwinPage(
  locale: Locale,
  segments: readonly string[],
  searchParams: URLSearchParams,
  ctx: MarkdownContext,
): Promise<string | null> {
  const [first, slug, ...rest] = segments;
  const params = Object.fromEntries(searchParams);
  let view: ListingView | null = null;
  if (first === undefined) view = await loadListingView(locale, 'home', '', params);
  else if ((first === 'category' || first === 'city') && slug !== undefined && rest.length === 0) {
    view = await loadListingView(locale, first, slug, params);
  }
  return view ? renderListingTwin(view, ctx) : null;
}
