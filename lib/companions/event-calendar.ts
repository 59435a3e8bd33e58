import type { CatalogItemModel } from '@/lib/models/catalog-item';
import { formatLocation } from '@/lib/markdown/business-fields';
import { renderEventIcs } from './event-ics';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * The calendar file of an event's page, from its model: null unless the item is an event with
 * a start date. Its place is the venue the item names, else the business's first address (as
 * the JSON-LD says); its description ends with the attribution line.
 */
export function eventIcs(model: CatalogItemModel, stamp = new Date()): string | null {
  const { item, business, frame } = model;
  if (item.type !== 'EVENT' || item.facts.start === null) return null;
  const venue = text(item.attributes.venue) ?? text(item.attributes.location);
  const address = business.locations[0] ? formatLocation(business.locations[0]) : null;
  return renderEventIcs({
    uid: `${business.slug}/${item.slug}@${new URL(frame.siteUrl).host}`,
    title: item.label,
    description: [item.description, frame.attribution].filter(Boolean).join('\n\n'),
    location: venue ?? address,
    url: frame.canonicalUrl,
    start: item.facts.start,
    end: item.facts.end,
    producer: frame.siteName,
    stamp,
  });
}
