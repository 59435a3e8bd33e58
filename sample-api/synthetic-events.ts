import { catalogItem, t } from './data/helpers';
import { createRandom } from './prng';
import { slugify } from '../lib/text/slug';
import type { BusinessCore, CatalogItemSeed, Text } from './types';

/*
 * Synthetic businesses' events, dated from the current day (midnight UTC) so that they are
 * upcoming whenever a test runs: What's on, its paging and its filters need more events than
 * the hand-written businesses hold, and a fixed date would have passed. The offsets are a pure
 * function of the business number, so within a day every server lists the same events.
 */

const DAY = 86_400_000;
// Evenings in eastern Canada: 23:00 UTC.
const START_HOUR_UTC = 23;

/** Midnight UTC of the current day: what synthetic event dates count from. */
export function syntheticDay(now: number = Date.now()): number {
  return Math.floor(now / DAY) * DAY;
}

function isoAt(ms: number): string {
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

/** A start `days` after the current day (1 or more: never today, so never already begun). */
export function upcomingStart(days: number, now?: number): string {
  return isoAt(syntheticDay(now) + days * DAY + START_HOUR_UTC * 3600 * 1000);
}

// None of these is the label of a category's item, so an event's slug is unique in its catalog.
const EVENT_LABELS: readonly Text[] = [
  t('Customer evening', 'Soirée clients'),
  t('Community workshop', 'Atelier communautaire'),
  t('Neighbourhood meet-up', 'Rencontre de quartier'),
];

/**
 * About one business in two has an event of its own besides its category's, from a stream of
 * its own (`events:<n>`), so that adding it reshuffled none of the business's other content.
 */
export function syntheticEvents(
  number: number,
  core: BusinessCore,
  city: string,
): CatalogItemSeed[] {
  const random = createRandom(`events:${number}`);
  if (!random.chance(0.5)) return [];
  const label = random.pick(EVENT_LABELS);
  const free = random.chance(0.6);
  return [
    catalogItem(core.slug, {
      itemSlug: slugify(label.en),
      label,
      description: t(
        `${label.en} at ${core.businessName}, ${city}.`,
        `${label.fr} chez ${core.businessName}, à ${city}.`,
      ),
      itemType: 'EVENT',
      unitPrice: free ? 0 : random.int(10, 40),
      attributes: { startDate: upcomingStart(random.int(1, 90)) },
    }),
  ];
}
