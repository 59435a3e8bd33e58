import type { Paged } from '@/lib/api';
import { twinUrl } from '@/lib/companions/twin-paths';
import { pageHref } from '@/lib/paging/page-window';
import type { MarkdownContext } from './context';

/** "Page 2 of 5" with links to the neighbouring pages' twins, or null for a single page. */
export function pagerBlock(
  result: Paged<unknown>,
  pagePath: string,
  ctx: MarkdownContext,
  /** Query parameters every page link keeps (a catalog filter), besides `page`. */
  extraQuery: Record<string, string> = {},
): string | null {
  if (result.totalPages <= 1 && result.page <= 1) return null;
  const { t } = ctx;
  // The twin of the HTML page's own page link (twinUrl keeps the query after `.md`).
  const url = (page: number) =>
    twinUrl(ctx.siteUrl, ctx.locale, pageHref(pagePath, page, extraQuery));
  const parts = [
    t('Companions.pageOf', { page: result.page, totalPages: Math.max(1, result.totalPages) }),
  ];
  if (result.page > 1) {
    parts.push(
      `[${t('Companions.previousPage')}](${url(Math.min(result.page - 1, result.totalPages))})`,
    );
  }
  if (result.page < result.totalPages)
    parts.push(`[${t('Companions.nextPage')}](${url(result.page + 1)})`);
  return parts.join(' · ');
}

/** The empty-state sentence for a page past the end of a list, or for an empty list. */
export function emptyListBlock(
  result: Paged<unknown>,
  emptyText: string,
  ctx: MarkdownContext,
): string | null {
  if (result.items.length > 0) return null;
  if (result.total > 0)
    return ctx.t('Companions.empty.pageBeyond', { totalPages: result.totalPages });
  return emptyText;
}
