import type { CatalogItemModel } from '@/lib/models/catalog-item';
import { renderEventIcs } from './event-ics';

/**
 * The calendar file of an event's page, from its model: null unless the item is an event with
 * a start date. Its place is the item's (lib/catalog/item-facts), as the page and the JSON-LD
 * state it; its description ends with the attribution line.
 */
export function eventIcs(model: CatalogItemModel, stamp = new Date()): string | null {
  const { item, business, frame } = model;
  if (item.type !== 'EVENT' || item.facts.start === null) return null;
  return renderEventIcs({
    uid: `${business.slug}/${item.slug}@${new URL(frame.siteUrl).host}`,
    title: item.label,
    description: [item.description, frame.attribution].filter(Boolean).join('\n\n'),
    location: item.facts.place?.address ?? null,
    url: frame.canonicalUrl,
    start: item.facts.start,
    end: item.facts.end,
    producer: frame.siteName,
    stamp,
  });
}
