import type { Event, ItemList, Place, WithContext } from 'schema-dts';
import type { ContentHitView } from '@/lib/models/content-hit';
import type { WhatsOnModel } from '@/lib/models/whats-on';

/*
 * What's on in structured data: the page's events as an ItemList whose items are whole Events
 * (name, start with its place's offset, place, organizer, the event's own page), each stating
 * only what the page and its twin state. Google asks an Event for a name, a start and a
 * location; the location is the venue the event names, else its business in its city.
 */

function locationOf(hit: ContentHitView): Place {
  const place = hit.date?.place;
  if (place) return { '@type': 'Place', name: place, address: place };
  return {
    '@type': 'Place',
    name: hit.business.name,
    address: {
      '@type': 'PostalAddress',
      ...(hit.business.city && { addressLocality: hit.business.city }),
    },
  };
}

function whatsOnEventJsonLd(hit: ContentHitView): Event | null {
  if (!hit.date) return null;
  return {
    '@type': 'Event',
    name: hit.title,
    url: hit.url,
    ...(hit.summary && { description: hit.summary }),
    startDate: hit.date.iso,
    ...(hit.date.endIso && { endDate: hit.date.endIso }),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: locationOf(hit),
    organizer: { '@type': 'Organization', name: hit.business.name, url: hit.business.url },
  };
}

export function whatsOnItemListJsonLd(model: WhatsOnModel): WithContext<ItemList> {
  const offset = (model.page - 1) * model.limit;
  const events = model.events.flatMap((hit) => {
    const event = whatsOnEventJsonLd(hit);
    return event ? [event] : [];
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url: model.frame.canonicalUrl,
    numberOfItems: model.total,
    itemListElement: events.map((event, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      item: event,
    })),
  };
}
