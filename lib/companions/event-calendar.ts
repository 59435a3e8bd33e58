import type { CatalogItemModel } from '@/lib/models/catalog-item';
import type { WhatsOnModel } from '@/lib/models/whats-on';
import { renderCalendarIcs, renderEventIcs, type CalendarEntry } from './event-ics';

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

/** The events of a What's on view as one calendar file, in the view's language. */
export function whatsOnIcs(model: WhatsOnModel, stamp = new Date()): string {
  const host = new URL(model.frame.siteUrl).host;
  const events: CalendarEntry[] = model.events.flatMap((hit) =>
    hit.date
      ? [
          {
            uid: `${hit.business.slug}/${hit.key}@${host}`,
            title: hit.title,
            description: [hit.summary, hit.attribution].filter(Boolean).join('\n\n'),
            location: hit.date.place ?? hit.business.city,
            url: hit.url,
            start: { iso: hit.date.iso, hasTime: hit.date.hasTime },
            end: hit.date.endIso ? { iso: hit.date.endIso, hasTime: hit.date.hasTime } : null,
          },
        ]
      : [],
  );
  return renderCalendarIcs({
    producer: model.frame.siteName,
    stamp,
    name: `${model.texts.heading} — ${model.frame.siteName}`,
    events,
  });
}
