import type { Locale } from '@/lib/i18n/routing';
import type { CatalogItemType } from '@/lib/urls/catalog-item-types';

/*
 * One thing a business offers or says, as the content index holds it: a catalog item, an event
 * (an EVENT item with a start), an FAQ answer, a blog article or a document. The sync builds
 * entries from the API's sections (lib/content/sync); the store keeps and searches them
 * (lib/content/store); the page models, the site's JSON API and the MCP tools read them. An
 * entry carries every fact its result shows, so a result needs no upstream call.
 */

export const CONTENT_KINDS = ['item', 'event', 'answer', 'article', 'document'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The business an entry belongs to, as its result names it and as filters select it. */
export interface ContentBusiness {
  slug: string;
  name: string;
  /** The category's name in the entry's language ('' without one). */
  category: string;
  /** The key of its category page (the same in both languages), '' without one. */
  categorySlug: string;
  /** City names of its locations, in order. */
  cities: string[];
  /** Their page slugs, in the same order. */
  citySlugs: string[];
  /** ISO 3166-2 codes of its locations' regions (CA-QC), when known. */
  regions: string[];
  isVerified: boolean;
}

/** An event's facts, as the item-facts model works them out (lib/catalog/item-facts.ts). */
export interface EventFacts {
  /** ISO 8601 with the place's offset (2026-12-05T10:00:00-05:00), or a date alone. */
  start: string;
  end: string | null;
  /** Whether start carries a time of day. */
  hasTime: boolean;
  /** IANA zone the dates are in: the place's. */
  timeZone: string;
  /** The start and end as instants (UTC ISO), for ordering and the from/to filters. */
  startsAt: string;
  endsAt: string | null;
  /** The venue or address on one line, or null. */
  place: string | null;
}

interface ContentPrice {
  amount: number;
  currency: string | null;
  unit: string | null;
}

export interface ContentEntry {
  kind: ContentKind;
  locale: Locale;
  business: ContentBusiness;
  /**
   * What identifies the entry within its business and kind: an item's or article's slug, a
   * document's id, an FAQ answer's anchor.
   */
  key: string;
  /** The item's label, the question, the article's title, the document's label. */
  title: string;
  /** A short plain-text description for the result (at most about 300 characters). */
  summary: string;
  /** The site path of the entry's own page, without the language prefix (/business/x/faq#q). */
  path: string;
  /**
   * Further text searched but not shown whole: an answer, an article's body, a document's
   * rendition, an item's tags, brand and attributes. Plain text, bounded by the sync.
   */
  body: string;
  /** The same entry's title in the other language, when known (found by words of both). */
  otherTitle: string | null;
  /** An item's type (PRODUCT, SERVICE, EVENT, REAL_ESTATE, OFFER, OTHER), else null. */
  itemType: string | null;
  tags: string[];
  price: ContentPrice | null;
  /** available | unavailable | ended | expired, for items; null otherwise. */
  availability: string | null;
  event: EventFacts | null;
  /** When the API last changed it (ISO), if known. */
  updatedAt: string | null;
  /**
   * What the companion files print of it, as the API gave it (unbounded, not reduced to plain
   * text), and its place in its section. Optional: entries written before it lack it, and the
   * files then read that business from the API.
   */
  listed?: ListedSource;
}

/** An entry's section as the API lists it, for files that print the section whole. */
export interface ListedSource {
  /** Its position in its section's list (items and events share the catalog's). */
  position: number;
  /**
   * How many the section listed (the catalog's or documents' total): the index holds the
   * section whole only when it holds that many of its entries.
   */
  of: number;
  /** The question, the item's or document's label, the article's title. */
  title: string;
  /** The answer's Markdown, the item's description. */
  text: string | null;
  /** A document's type (PDF, IMAGE, OTHER). */
  type: string | null;
  /** An article's publication date, else its update (ISO). */
  date: string | null;
  /** What an item's facts are worked out from, at the time they are printed. */
  item: ListedItem | null;
}

/** The fields of a catalog item its facts read (lib/catalog/item-facts.ts). */
export interface ListedItem {
  type: CatalogItemType;
  unitPrice: number | null;
  unitMeasure: string | null;
  available: boolean;
  /** Only the attributes the facts read: dates, regular price, currency, venue. */
  attributes: Record<string, unknown>;
}
