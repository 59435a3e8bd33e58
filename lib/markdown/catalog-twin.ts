import { pageHref } from '@/lib/paging/page-window';
import type { Business, CatalogItem, Paged } from '@/lib/api';
import type { WithFacts } from '@/lib/catalog/item-facts';
import { CATALOG_SORTS, type CatalogSort } from '@/lib/catalog/catalog-filters';
import { twinUrl } from '@/lib/urls/twin-paths';
import { businessPath } from '@/lib/urls/paths';
import { bulletList, heading, joinBlocks, linkedHeading, plainParagraphs } from './blocks';
import { factFieldLines } from './catalog-fields';
import type { MarkdownContext } from './context';
import { escapeInline } from './escape';
import { renderTwin } from './frame';
import { emptyListBlock, pagerBlock } from './pager';

/** The Markdown twin of one page of a business's catalog (`catalog.md?page=N&type=…&q=…`). */
/** The sort, in-stock toggle and tag of a view, in words (null when none is in force). */
function viewBlock(
  items: Paged<unknown> & { partial?: number },
  filterQuery: Record<string, string>,
  ctx: MarkdownContext,
): string | null {
  const { t } = ctx;
  const sort = filterQuery.sort as CatalogSort | undefined;
  const parts = [
    filterQuery.tag ? t('Catalog.withTag', { tag: escapeInline(filterQuery.tag) }) : null,
    filterQuery.instock ? t('Catalog.onlyAvailable') : null,
    sort && CATALOG_SORTS.includes(sort)
      ? t('Catalog.sortedBy', { sort: t(`Catalog.sort.${sort}`) })
      : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  const line = parts.join(' · ');
  return items.partial === undefined
    ? line
    : joinBlocks([line, t('Catalog.partial', { count: items.partial })]);
}

export function renderCatalogTwin(
  business: Business,
  items: Paged<WithFacts<CatalogItem>> & { partial?: number },
  ctx: MarkdownContext,
  /** The catalog filters in force (type, search, sort, in stock, tag), kept by the page links. */
  filterQuery: Record<string, string> = {},
): string {
  const { t } = ctx;
  const pagePath = businessPath(business.slug, 'catalog');
  const entries = items.items.map((item) => {
    return joinBlocks([
      linkedHeading(
        3,
        item.label,
        twinUrl(ctx.siteUrl, ctx.locale, businessPath(business.slug, 'catalog', item.slug)),
      ),
      bulletList(factFieldLines(item, ctx.locale, t, { withType: true, details: true })),
      item.description ? plainParagraphs(item.description) : null,
    ]);
  });
  const pager = pagerBlock(items, pagePath, ctx, filterQuery);
  return renderTwin(
    {
      title: t('Business.catalog'),
      // The HTML page's canonical URL: its page and type, not the search (lib/models/catalog.ts).
      pagePath: pageHref(pagePath, items.page, filterQuery.type ? { type: filterQuery.type } : {}),
      businessSlug: business.slug,
      // The title names the section only, as the page's h1 does; this line names whose it is.
      businessName: business.name,
      blocks: [
        // As on the page: the results' heading whenever the catalog holds anything.
        items.total > 0 || Object.keys(filterQuery).length > 0
          ? heading(2, t('Catalog.results', { count: items.total }))
          : null,
        viewBlock(items, filterQuery, ctx),
        pager,
        emptyListBlock(
          items,
          Object.keys(filterQuery).length > 0
            ? t('Catalog.noMatch')
            : t('Companions.empty.catalog'),
          ctx,
        ),
        ...entries,
        entries.length > 0 ? pager : null,
      ],
    },
    ctx,
  );
}
