import { pageHref } from '@/lib/paging/page-window';
import type { Business, CatalogItem, Paged } from '@/lib/api';
import type { WithFacts } from '@/lib/catalog/item-facts';
import { twinUrl } from '@/lib/urls/twin-paths';
import { businessPath } from '@/lib/urls/paths';
import { bulletList, heading, joinBlocks, linkedHeading, plainParagraphs } from './blocks';
import { factFieldLines } from './catalog-fields';
import type { MarkdownContext } from './context';
import { renderTwin } from './frame';
import { emptyListBlock, pagerBlock } from './pager';

/** The Markdown twin of one page of a business's catalog (`catalog.md?page=N&type=…&q=…`). */
export function renderCatalogTwin(
  business: Business,
  items: Paged<WithFacts<CatalogItem>>,
  ctx: MarkdownContext,
  /** The catalog filters in force (type, search), kept by the page links. */
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
        items.total > 0 || filterQuery.type || filterQuery.q
          ? heading(2, t('Catalog.results', { count: items.total }))
          : null,
        pager,
        emptyListBlock(items, t('Companions.empty.catalog'), ctx),
        ...entries,
        entries.length > 0 ? pager : null,
      ],
    },
    ctx,
  );
}
