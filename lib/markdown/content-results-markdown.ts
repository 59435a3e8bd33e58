import type { ContentResultsModel } from '@/lib/models/content-results';
import { heading, joinBlocks } from './blocks';
import { contentHitMarkdown } from './content-hit-markdown';
import type { MarkdownContext } from './context';
import { escapeInline, markdownLink } from './escape';

/**
 * The home search's content results in its twin, under the page's headings (an H2, an H3 per
 * kind, an H4 per hit: components/search/ContentResults.tsx), with links to the neighbouring
 * pages' twins (`cpage`).
 */
export function contentResultsMarkdown(
  model: ContentResultsModel,
  ctx: MarkdownContext,
  twinHrefOf: (page: number) => string,
): string {
  const { t } = ctx;
  const { page, totalPages } = model;
  const pager =
    totalPages > 1
      ? [
          escapeInline(t('Companions.pageOf', { page, totalPages })),
          page > 1
            ? markdownLink(t('Companions.previousPage'), twinHrefOf(Math.min(page - 1, totalPages)))
            : null,
          page < totalPages ? markdownLink(t('Companions.nextPage'), twinHrefOf(page + 1)) : null,
        ]
          .filter(Boolean)
          .join(' · ')
      : null;
  return joinBlocks([
    heading(2, model.texts.heading),
    escapeInline(model.texts.intro),
    escapeInline(model.texts.summary),
    model.texts.respelled ? escapeInline(model.texts.respelled) : null,
    model.texts.partial ? escapeInline(model.texts.partial) : null,
    ...model.groups.map((group) =>
      joinBlocks([
        heading(3, group.heading),
        ...group.hits.map((hit) => contentHitMarkdown(hit, 4, ctx)),
      ]),
    ),
    pager,
  ]);
}
