import { twinUrl } from '@/lib/urls/twin-paths';
import { companionFileList } from '@/lib/markdown/about-twin';
import { companionFileEntries } from '@/lib/models/about';
import { heading, joinBlocks } from '@/lib/markdown/blocks';
import type { MarkdownContext } from '@/lib/markdown/context';
import { escapeInline, markdownLink } from '@/lib/markdown/escape';
import { renderTwin } from '@/lib/markdown/frame';
import { emptyListBlock, pagerBlock } from '@/lib/markdown/pager';
import { businessPath } from '@/lib/urls/paths';
import { DIRECTORY_PAGE_SIZE, facetPath, type FacetKind } from '@/lib/directory/directory-paths';
import { entryListLine } from '@/lib/markdown/entry-list-line';
import type { Facet } from '@/lib/directory/listing-index';
import type { ListingModel } from '@/lib/models/listing';

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

export function renderListingTwin(model: ListingModel, ctx: MarkdownContext): string {
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
  const lines = listing.entries.map((entry) =>
    entryListLine(entry, twinUrl(ctx.siteUrl, ctx.locale, businessPath(entry.slug))),
  );
  return renderTwin(
    {
      title: texts.title,
      pagePath: model.frame.path,
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
              companionFileList(companionFileEntries(ctx.locale, ctx.siteUrl)),
            ])
          : null,
      ],
    },
    ctx,
  );
}
