import type { WhatsOnModel } from '@/lib/models/whats-on';
import { twinUrl } from '@/lib/urls/twin-paths';
import { bulletList, heading, joinBlocks, link } from './blocks';
import { contentHitMarkdown } from './content-hit-markdown';
import type { MarkdownContext } from './context';
import { escapeInline } from './escape';
import { renderTwin } from './frame';
import { pagerBlock } from './pager';

/*
 * What's on as Markdown (`/events.md`, `/events/page/N.md`, `/events.md?city=…`): the same
 * page of the same list as the HTML page, a heading per local day and per event, the calendar
 * file, and the filters as links to the filtered twins.
 */

function facetBlock(
  model: WhatsOnModel,
  name: 'city' | 'category',
  term: string,
  ctx: MarkdownContext,
): string | null {
  const facets = name === 'city' ? model.facets.cities : model.facets.categories;
  if (facets.length === 0) return null;
  const line = (slug: string, label: string) =>
    link(
      label,
      twinUrl(ctx.siteUrl, ctx.locale, `${model.basePath}?${name}=${encodeURIComponent(slug)}`),
    );
  return joinBlocks([
    `${escapeInline(term)}:`,
    bulletList(
      facets.map((facet) =>
        facet.selected
          ? `**${escapeInline(ctx.t('WhatsOn.optionCount', { name: facet.name, count: facet.count }))}**`
          : line(
              facet.slug,
              ctx.t('WhatsOn.optionCount', { name: facet.name, count: facet.count }),
            ),
      ),
    ),
  ]);
}

export function renderWhatsOnTwin(model: WhatsOnModel, ctx: MarkdownContext): string {
  const { t } = ctx;
  const { texts } = model;
  const pager = pagerBlock(
    {
      items: model.events,
      total: model.total,
      page: model.page,
      totalPages: model.totalPages,
      limit: model.limit,
    },
    model.basePath,
    ctx,
    model.extraQuery,
  );
  return renderTwin(
    {
      title: texts.heading,
      pagePath: model.frame.path,
      blocks: [
        escapeInline(texts.intro),
        escapeInline(texts.summary),
        model.total > 0 ? link(t('WhatsOn.calendar'), model.calendarUrl) : null,
        facetBlock(model, 'city', t('WhatsOn.cityLabel'), ctx),
        facetBlock(model, 'category', t('WhatsOn.categoryLabel'), ctx),
        model.filtered
          ? link(t('WhatsOn.showAll'), twinUrl(ctx.siteUrl, ctx.locale, model.basePath))
          : null,
        texts.empty ? escapeInline(texts.empty) : null,
        pager,
        ...model.days.map((day) =>
          joinBlocks([
            heading(2, day.label),
            ...day.events.map((event) => contentHitMarkdown(event, 3, ctx)),
          ]),
        ),
        model.events.length > 0 ? pager : null,
      ],
    },
    ctx,
  );
}
