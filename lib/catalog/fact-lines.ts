import type { CatalogItem, Locale } from '@/lib/api';
import { formatPriceParts } from '@/lib/text/format-price';
import { formatDateValue, zonedIso } from '@/lib/text/zoned-date';
import type { DateFact, ItemFacts, ItemStatus } from './item-facts';

/*
 * An item's facts as labelled lines, in the order and words every reading shows them: the
 * catalog page and its cards (HTML), the twins and ai-content.txt (Markdown and text). Each
 * reading only decides the markup: a <time> or an ISO value for a date, <s> or ~~ for a
 * regular price.
 */

/** The words this needs, from the `Catalog` messages. */
export type CatalogWord =
  | 'type'
  | 'price'
  | 'availability'
  | 'available'
  | 'unavailable'
  | 'ended'
  | 'expired'
  | 'free'
  | 'starts'
  | 'ends'
  | 'validFrom'
  | 'validThrough'
  | 'place'
  | 'brand'
  | 'tags';

export type CatalogWords = (word: CatalogWord) => string;

export type FactLine =
  | { key: 'type' | 'availability' | 'place' | 'brand' | 'tags'; term: string; text: string }
  | { key: 'price'; term: string; text: string; regular: string | null }
  | {
      key: 'starts' | 'ends' | 'validFrom' | 'validThrough';
      term: string;
      text: string;
      /** ISO 8601 with the offset of the item's place (or the calendar date as given). */
      iso: string;
    };

export const STATUS_WORD: Record<ItemStatus, CatalogWord> = {
  available: 'available',
  unavailable: 'unavailable',
  ended: 'ended',
  expired: 'expired',
};

export interface FactLineOptions {
  /** The item's type in words, when the reading states it. */
  typeLabel?: string;
  /** Brand and tags: on the item's page and cards, not in a list's short lines. */
  details?: boolean;
}

export function factLines(
  item: CatalogItem & { facts: ItemFacts },
  locale: Locale,
  words: CatalogWords,
  options: FactLineOptions = {},
): FactLine[] {
  const { facts } = item;
  const lines: FactLine[] = [];
  if (options.typeLabel) lines.push({ key: 'type', term: words('type'), text: options.typeLabel });
  if (facts.price) {
    const free = words('free');
    lines.push({
      key: 'price',
      term: words('price'),
      text: formatPriceParts(facts.price, locale, free),
      regular:
        facts.price.regular === null
          ? null
          : formatPriceParts({ ...facts.price, amount: facts.price.regular }, locale, free),
    });
  }
  const date = (key: 'starts' | 'ends' | 'validFrom' | 'validThrough', value: DateFact | null) => {
    if (value)
      lines.push({
        key,
        term: words(key),
        text: formatDateValue(value, locale, facts.timeZone),
        iso: zonedIso(value, facts.timeZone),
      });
  };
  date('starts', facts.start);
  date('ends', facts.end);
  date('validFrom', facts.validFrom);
  date('validThrough', facts.validThrough);
  if (facts.place) {
    const { name, address } = facts.place;
    lines.push({
      key: 'place',
      term: words('place'),
      text: name === address ? address : `${name}, ${address}`,
    });
  }
  lines.push({
    key: 'availability',
    term: words('availability'),
    text: words(STATUS_WORD[facts.status]),
  });
  if (options.details && item.brand)
    lines.push({ key: 'brand', term: words('brand'), text: item.brand });
  if (options.details && item.tags.length > 0)
    lines.push({ key: 'tags', term: words('tags'), text: item.tags.join(', ') });
  return lines;
}
