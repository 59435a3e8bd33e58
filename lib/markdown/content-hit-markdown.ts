import type { ContentHitView } from '@/lib/models/content-hit';
import { businessPath } from '@/lib/urls/paths';
import { twinUrl } from '@/lib/urls/twin-paths';
import { joinBlocks, link, linkedHeading } from './blocks';
import type { MarkdownContext } from './context';
import { escapeInline } from './escape';

/*
 * One thing a business offers, as a twin writes it: the same facts in the same order as its
 * card on the page (components/search/ContentHitCard.tsx), its title a heading of the same
 * level linked to its page's twin, and dates with their ISO value (with the place's offset).
 */

export function contentHitMarkdown(
  hit: ContentHitView,
  level: number,
  ctx: MarkdownContext,
): string {
  const { t } = ctx;
  const field = (term: string, markdown: string) => `${escapeInline(term)}: ${markdown}`;
  const business = [
    link(hit.business.name, twinUrl(ctx.siteUrl, ctx.locale, businessPath(hit.business.slug))),
    hit.business.city ? escapeInline(hit.business.city) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const date = hit.date
    ? [
        `${escapeInline(hit.date.text)} (${hit.date.iso})`,
        hit.date.endText && hit.date.endIso
          ? `${escapeInline(hit.date.endText)} (${hit.date.endIso})`
          : null,
      ]
        .filter(Boolean)
        .join(' – ')
    : null;
  const lines = [
    hit.typeLabel ? escapeInline(hit.typeLabel) : null,
    field(t('ContentSearch.business'), business),
    date ? field(t('ContentSearch.date'), date) : null,
    hit.date?.place ? field(t('ContentSearch.place'), escapeInline(hit.date.place)) : null,
    hit.price ? field(t('ContentSearch.price'), escapeInline(hit.price)) : null,
    hit.availability
      ? field(t('ContentSearch.availability'), escapeInline(hit.availability.text))
      : null,
  ].filter((line): line is string => line !== null);
  return joinBlocks([
    linkedHeading(level, hit.title, hit.twinUrl),
    lines.join('  \n'),
    hit.summary ? escapeInline(hit.summary) : null,
  ]);
}
