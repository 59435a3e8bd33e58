import { stableUuid } from '../text';
import type {
  CatalogItemSeed,
  DocumentSeed,
  LocalizedJsonObject,
  ReviewSeed,
  Text,
} from '../types';

/** Bilingual text. English first, French second, everywhere in the data files. */
export function t(en: string, fr: string): Text {
  return { en, fr };
}

/** The same words in both languages (proper nouns, brand names, codes). */
export function same(value: string): Text {
  return { en: value, fr: value };
}

export function itemImage(name: string): string {
  return `/assets/items/${name}.svg`;
}

/**
 * A catalog item with every optional field null unless given, so a data file only spells out
 * what the item really has. The id is derived from the business and item slugs.
 */
export function catalogItem(
  businessSlug: string,
  item: Pick<CatalogItemSeed, 'itemSlug' | 'label' | 'itemType'> & Partial<CatalogItemSeed>,
): CatalogItemSeed {
  return {
    id: stableUuid(`${businessSlug}/catalog/${item.itemSlug}`),
    description: null,
    unitPrice: null,
    unitMeasure: null,
    image: null,
    brand: null,
    tags: null,
    available: true,
    attributes: null,
    additionalImages: null,
    mdContent: null,
    fullUrl: null,
    enrichment: null,
    ...item,
  };
}

/**
 * Schema.org JSON-LD for a document. `contentUrl` points at the file this server serves
 * (`{{assetBase}}` is filled in per request).
 */
export function documentJsonLd(
  document: Pick<DocumentSeed, 'id' | 'type' | 'label' | 'description' | 'createdAt' | 'updatedAt'>,
  extra: LocalizedJsonObject = {},
): LocalizedJsonObject {
  const isPdf = document.type === 'PDF';
  return {
    '@context': 'https://schema.org',
    '@type': isPdf ? 'DigitalDocument' : 'ImageObject',
    name: document.label,
    ...(document.description ? { description: document.description } : {}),
    contentUrl: `{{assetBase}}/assets/documents/${document.id}.${isPdf ? 'pdf' : 'svg'}`,
    encodingFormat: isPdf ? 'application/pdf' : 'image/svg+xml',
    dateCreated: document.createdAt,
    dateModified: document.updatedAt,
    inLanguage: t('en', 'fr'),
    license: 'https://opendatacommons.org/licenses/by/1-0/',
    ...extra,
  };
}

/** A document with nulls for whatever is not given; its JSON-LD is left to the caller. */
export function documentSeed(
  document: Pick<DocumentSeed, 'id' | 'label' | 'type' | 'createdAt' | 'updatedAt'> &
    Partial<DocumentSeed>,
): DocumentSeed {
  return {
    slug: null,
    description: null,
    fileSize: null,
    hasThumbnail: false,
    markdownContent: null,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: null,
    jsonLd: null,
    ...document,
  };
}

/** [author, rating, title, content, ISO date] — reviews read best as a compact table. */
export type ReviewRow = readonly [string, number, string, string, string];

export function reviewsFrom(rows: readonly ReviewRow[]): ReviewSeed[] {
  return rows.map(([author, ratingValue, title, content, reviewDate]) => ({
    author,
    ratingValue,
    title,
    content,
    reviewDate,
  }));
}

export const CANADA = 'Canada';

/**
 * The Saturday at least `days` days after the server starts, at `hourUtc`, in ISO 8601: an
 * event that is always still to come, so the sample directory shows upcoming events next to
 * past ones whatever the day it runs.
 */
export function upcomingSaturday(days: number, hourUtc: number, now = new Date()): string {
  const date = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hourUtc),
  );
  date.setUTCDate(date.getUTCDate() + ((6 - date.getUTCDay() + 7) % 7));
  return date.toISOString().replace('.000Z', 'Z');
}
