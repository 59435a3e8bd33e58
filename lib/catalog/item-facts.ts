import type { CatalogItem, CatalogItemDetail, Locale } from '@/lib/api';
import { formatLocation, type PlaceAddress } from '@/lib/places/format-location';
import { isoDateString } from '@/lib/text/iso-date-string';
import { describeEntries, type GroupEntry } from './enrichment-shapes';

/*
 * What every reading of a catalog item states the same way: its price (with the configured
 * currency, a regular price beside a deal), its dates (an event's start and end, an offer's
 * validity) and where it stands now (available, unavailable, ended, expired). Worked out once
 * from the API's item, the business's time zone and the directory's settings, and carried with
 * the item to the page, the client's catalog list, the twin, the JSON-LD and ai-content.txt.
 */

export interface DateFact {
  /** ISO 8601 as the API gave it. */
  iso: string;
  hasTime: boolean;
}

interface PriceFact {
  amount: number;
  /** ISO 4217 code: the directory's PRICE_CURRENCY, or one the item's attributes state. */
  currency: string | null;
  unit: string | null;
  /** The price before the deal, when the item states a higher one. */
  regular: number | null;
}

export type ItemStatus = 'available' | 'unavailable' | 'ended' | 'expired';

/** Where an event happens: the venue its attributes name, else the business's first address. */
interface PlaceFact {
  name: string;
  /** The address on one line. */
  address: string;
  /** The business's address the place falls back to, for structured renderings. */
  location: PlaceAddress | null;
}

export interface ItemFacts {
  price: PriceFact | null;
  start: DateFact | null;
  end: DateFact | null;
  validFrom: DateFact | null;
  validThrough: DateFact | null;
  status: ItemStatus;
  /** The IANA zone the item's dates are shown in: the business's place. */
  timeZone: string;
  /** The currency of the item's sums of money (PRICE_CURRENCY or its own), or null. */
  currency: string | null;
  /** An event's place; null for other items and for an event with no place at all. */
  place: PlaceFact | null;
}

export type WithFacts<T extends CatalogItem = CatalogItem> = T & { facts: ItemFacts };

export interface ItemFactsContext {
  currency: string | null;
  timeZone: string;
  now: Date;
  /** The business whose address an event without a venue takes place at. */
  business: { name: string; locations: readonly PlaceAddress[] } | null;
}

/** Attribute keys the facts state, so the attribute list does not repeat them. */
export const FACT_KEYS: ReadonlySet<string> = new Set([
  'startDate',
  'start_date',
  'endDate',
  'end_date',
  'validFrom',
  'valid_from',
  'validThrough',
  'valid_through',
  'regularPrice',
  'regular_price',
  'currency',
  'priceCurrency',
]);

/** Keys an event's place is read from, which its facts then state. */
const PLACE_KEYS = ['venue', 'location'] as const;

type FreeForm = Record<string, unknown> | null | undefined;

function firstOf<T>(
  sources: readonly FreeForm[],
  keys: readonly string[],
  read: (value: unknown) => T | null,
): T | null {
  for (const source of sources) {
    if (!source) continue;
    for (const key of keys) {
      const found = read(source[key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/** An ISO 4217 code from `currency` or `priceCurrency` in the attributes, or null. */
export function attributeCurrency(attributes: FreeForm): string | null {
  return firstOf([attributes], ['currency', 'priceCurrency'], (value) =>
    typeof value === 'string' && /^[A-Za-z]{3}$/.test(value.trim())
      ? value.trim().toUpperCase()
      : null,
  );
}

function eventPlace(
  attributes: FreeForm,
  business: ItemFactsContext['business'],
): PlaceFact | null {
  const venue = firstOf([attributes], PLACE_KEYS, (value) =>
    typeof value === 'string' && value.trim() ? value.trim() : null,
  );
  if (venue) return { name: venue, address: venue, location: null };
  const location = business?.locations[0];
  if (!business || !location) return null;
  return { name: business.name, address: formatLocation(location), location };
}

const positiveNumber = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/**
 * A validity bound stored as the first or last second of a UTC day (…T00:00:00Z,
 * …T23:59:59Z) means that day: "valid until 15 December", not "until 18:59" in Ottawa.
 */
function calendarDay(value: DateFact | null): DateFact | null {
  if (value === null || !value.hasTime) return value;
  return /T(?:00:00(?::00(?:\.0+)?)?|23:59(?::59(?:\.9+)?)?)(?:Z|[+-]00:?00)$/.test(value.iso)
    ? { iso: value.iso.slice(0, 10), hasTime: false }
    : value;
}

/** The end of a fact as an instant: a calendar date lasts until the end of its day. */
function endInstant(date: DateFact): number {
  const time = Date.parse(date.iso);
  return date.hasTime ? time : time + 24 * 60 * 60 * 1000;
}

type ItemSources = Pick<
  CatalogItem,
  'attributes' | 'type' | 'available' | 'unitPrice' | 'unitMeasure'
> & {
  enrichment?: Record<string, unknown> | null;
};

export function itemFacts(item: ItemSources, context: ItemFactsContext): ItemFacts {
  const sources = [item.attributes, item.enrichment];
  const date = (keys: readonly string[]) => firstOf(sources, keys, isoDateString);
  const start = date(['startDate', 'start_date', 'date']);
  const end = date(['endDate', 'end_date']);
  const validFrom = calendarDay(date(['validFrom', 'valid_from']));
  const validThrough = calendarDay(date(['validThrough', 'valid_through']));
  const regular = firstOf([item.attributes], ['regularPrice', 'regular_price'], positiveNumber);
  const currency = context.currency ?? attributeCurrency(item.attributes);
  const price: PriceFact | null =
    item.unitPrice === null
      ? null
      : {
          amount: item.unitPrice,
          currency,
          unit: item.unitMeasure,
          regular: regular !== null && regular > item.unitPrice ? regular : null,
        };
  const now = context.now.getTime();
  const place = item.type === 'EVENT' ? eventPlace(item.attributes, context.business) : null;
  const over = item.type === 'EVENT' ? (end ?? start) : null;
  const status: ItemStatus =
    over && endInstant(over) < now
      ? 'ended'
      : validThrough && endInstant(validThrough) < now
        ? 'expired'
        : item.available
          ? 'available'
          : 'unavailable';
  return {
    price,
    start,
    end,
    validFrom,
    validThrough,
    status,
    timeZone: context.timeZone,
    currency,
    place,
  };
}

export function withFacts<T extends CatalogItem>(item: T, context: ItemFactsContext): WithFacts<T> {
  return { ...item, facts: itemFacts(item, context) };
}

/** The item's attributes as the page lists them: in the reader's words, facts left out. */
export function itemDetails(item: WithFacts, locale: Locale): GroupEntry[] {
  return describeEntries(item.attributes, {
    locale,
    currency: item.facts.currency,
    omit: item.facts.place ? new Set([...FACT_KEYS, ...PLACE_KEYS]) : FACT_KEYS,
  });
}

/** The item's enrichment, one titled part per top-level key, in the reader's words. */
export function itemEnrichment(item: WithFacts<CatalogItemDetail>, locale: Locale): GroupEntry[] {
  return describeEntries(item.enrichment, { locale, currency: item.facts.currency });
}

/** An event still to come (or under way) with a start date: it can go in a calendar. */
export function offersCalendar(item: WithFacts): boolean {
  return item.type === 'EVENT' && item.facts.start !== null && item.facts.status !== 'ended';
}
