import type { CatalogItem } from '@/lib/api';
import { factLines, type FactLine } from '@/lib/catalog/fact-lines';
import type { ItemFacts } from '@/lib/catalog/item-facts';
import type { SiteTranslator } from '@/lib/i18n/translator';
import type { Locale } from '@/lib/i18n/routing';
import { escapeInline } from './escape';
import { fieldLine } from './fields';

/*
 * Catalog facts as plain text, shared by the catalog twins and ai-content.txt: the lines the
 * catalog page shows (lib/catalog/fact-lines), dates in ISO 8601 with the place's offset.
 */

type ItemWithFacts = CatalogItem & { facts: ItemFacts };

export function itemTypeLabel(item: Pick<CatalogItem, 'type'>, t: SiteTranslator): string {
  return t(`Catalog.typeSingular.${item.type}`);
}

function lineValue(line: FactLine): string {
  if ('iso' in line) return line.iso;
  if (line.key === 'price' && line.regular)
    return `~~${escapeInline(line.regular)}~~ ${escapeInline(line.text)}`;
  return escapeInline(line.text);
}

/** "Price: 12.50 / kg", "Starts: 2026-06-20T20:00:00-04:00", … as Markdown list items' text. */
export function factFieldLines(
  item: ItemWithFacts,
  locale: Locale,
  t: SiteTranslator,
  options: { withType?: boolean; details?: boolean } = {},
): string[] {
  return factLines(item, locale, (word) => t(`Catalog.${word}`), {
    typeLabel: options.withType ? itemTypeLabel(item, t) : undefined,
    details: options.details,
  }).map((line) => fieldLine(t, line.key, lineValue(line)) ?? '');
}

/** The item's price, start and status as plain text (nothing escaped), for ai-content.txt. */
export function priceAndStatus(item: ItemWithFacts, locale: Locale, t: SiteTranslator): string[] {
  return factLines(item, locale, (word) => t(`Catalog.${word}`)).flatMap((line) => {
    if (line.key === 'price')
      return [
        line.regular ? `${line.text} (${t('Catalog.regularPrice')} ${line.regular})` : line.text,
      ];
    if (line.key === 'starts' || line.key === 'ends' || line.key === 'validThrough')
      return [`${line.term} ${line.iso}`];
    return line.key === 'availability' ? [line.text] : [];
  });
}
