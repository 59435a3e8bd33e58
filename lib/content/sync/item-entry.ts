import { businessPath } from '@/lib/urls/paths';
import type { CatalogItem } from '@/lib/api';
import { FACT_KEYS, itemFacts, type ItemFactsContext } from '@/lib/catalog/item-facts';
import type { ContentEntry } from '../content-entry';
import type { EntryScope } from './business-context';
import { plainLine, TEXT_LIMITS } from './entry-text';
import { eventFactsOf } from './event-times';

/*
 * A catalog item as an entry, its facts worked out by the catalog's own model (item-facts.ts)
 * with the catalog pages' context: price and currency, status, and for an EVENT with a start
 * its dates in the place's zone and its place. Such an event is an entry of kind 'event'.
 */

const MAX_TAGS = 20;
const TAG_LENGTH = 60;
const MAX_ATTRIBUTE_DEPTH = 3;

/** The words of an item's attributes (values, not keys), facts left out: searched, not shown. */
function attributeWords(value: unknown, depth = 0, out: string[] = []): string[] {
  if (depth > MAX_ATTRIBUTE_DEPTH || out.length > 50) return out;
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'number' && Number.isFinite(value)) out.push(String(value));
  else if (Array.isArray(value)) for (const item of value) attributeWords(item, depth + 1, out);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (depth === 0 && FACT_KEYS.has(key)) continue;
      attributeWords(item, depth + 1, out);
    }
  }
  return out;
}

function placeLine(facts: ReturnType<typeof itemFacts>): string | null {
  const place = facts.place;
  if (!place) return null;
  const line = place.name === place.address ? place.address : `${place.name}, ${place.address}`;
  return plainLine(line, TEXT_LIMITS.title) || null;
}

export function itemEntry(
  item: CatalogItem,
  scope: EntryScope,
  context: ItemFactsContext,
): ContentEntry {
  const facts = itemFacts(item, context);
  const event = item.type === 'EVENT' ? eventFactsOf(facts, placeLine(facts)) : null;
  const tags = item.tags
    .map((tag) => plainLine(tag, TAG_LENGTH))
    .filter(Boolean)
    .slice(0, MAX_TAGS);
  const body = [
    item.description,
    item.brand,
    tags.join(' '),
    item.unitMeasure,
    ...attributeWords(item.attributes),
  ]
    .filter(Boolean)
    .join(' \n');
  return {
    kind: event ? 'event' : 'item',
    locale: scope.locale,
    business: scope.business,
    key: item.slug,
    title: plainLine(item.label, TEXT_LIMITS.title) || item.slug,
    summary: plainLine(item.description, TEXT_LIMITS.summary),
    path: businessPath(scope.business.slug, 'catalog', item.slug),
    body: plainLine(body, TEXT_LIMITS.itemBody),
    otherTitle: null,
    itemType: item.type,
    tags,
    price: facts.price
      ? {
          amount: facts.price.amount,
          currency: facts.price.currency,
          unit: plainLine(facts.price.unit, TAG_LENGTH) || null,
        }
      : null,
    availability: facts.status,
    event,
    updatedAt: null,
  };
}
