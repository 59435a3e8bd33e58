/**
 * Types of the sample API: the bilingual records it stores (`*Seed`) and the words they are
 * made of; the JSON it answers with is in api-types.ts. Kept independent of lib/api/generated
 * so the sample API never breaks when the OpenAPI document is regenerated.
 */

export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];

/** Words in both languages. Everything a reader reads is stored this way. */
export interface Text {
  en: string;
  fr: string;
}

export type Visibility = 'PUBLIC' | 'NON_LISTED' | 'HIDDEN';

export const CATALOG_ITEM_TYPES = [
  'PRODUCT',
  'SERVICE',
  'REAL_ESTATE',
  'EVENT',
  'OFFER',
  'OTHER',
] as const;
export type CatalogItemType = (typeof CATALOG_ITEM_TYPES)[number];

export type DocumentType = 'PDF' | 'IMAGE';

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/**
 * Free-form JSON (attributes, enrichment, JSON-LD) whose strings may be bilingual: a `Text`
 * leaf is replaced by its string in the requested language, anything else is served as is.
 */
export type LocalizedJson =
  string | number | boolean | null | Text | LocalizedJson[] | { [key: string]: LocalizedJson };
export type LocalizedJsonObject = { [key: string]: LocalizedJson };

// ---------------------------------------------------------------------------------------------
// Stored records
// ---------------------------------------------------------------------------------------------

export interface LocationSeed {
  address: string;
  city: string;
  postal_code: string;
  country: string;
}

interface BusinessTypeSeed {
  id: string;
  label: Text;
}

/** The fields of a business listing (what `/index/directory-businesses` shows). */
export interface BusinessCore {
  businessName: string;
  slug: string;
  website: string;
  description: Text;
  /** Whether the sample API serves a logo at /assets/logos/<slug>.svg; false means `logo: null`. */
  hasLogo: boolean;
  email: string | null;
  phone: string | null;
  legalName: string | null;
  primaryLanguage: Lang;
  locations: LocationSeed[];
  areas: Text[];
  category: Text;
  tags: Text[];
  mdContent: Text | null;
  updatedAt: string;
  businessTypes: BusinessTypeSeed[];
  visibility: Visibility;
  isVerified: boolean;
}

export interface ArticleSeed {
  slug: string;
  title: Text;
  description: Text;
  publishedDate: string;
  updatedAt: string;
  /** Markdown; the HTML `contentPublic` is rendered from it. */
  content: Text;
  keywords: Text;
}

export interface FaqQuestionSeed {
  question: Text;
  /** Markdown; `responsePublic` is rendered from it. */
  response: Text;
}

export interface FaqSeed {
  updatedAt: string;
  categories: { name: Text; questions: FaqQuestionSeed[] }[];
  uncategorizedQuestions: FaqQuestionSeed[];
}

/**
 * Reviews are customers' own words, so they are served in the language they were written in,
 * whatever `lang` asks for: translating a customer would put words in their mouth.
 */
export interface ReviewSeed {
  author: string;
  ratingValue: number;
  title: string;
  content: string;
  reviewDate: string;
}

export interface CatalogItemSeed {
  id: string;
  itemSlug: string;
  label: Text;
  description: Text | null;
  itemType: CatalogItemType;
  unitPrice: number | null;
  unitMeasure: Text | null;
  /** Path of an asset served by the sample API (e.g. `/assets/items/baguette.svg`), or null. */
  image: string | null;
  brand: string | null;
  tags: Text[] | null;
  available: boolean;
  attributes: LocalizedJsonObject | null;
  /** Asset paths, or null. */
  additionalImages: string[] | null;
  mdContent: Text | null;
  fullUrl: string | null;
  enrichment: LocalizedJsonObject | null;
}

export interface DocumentSeed {
  id: string;
  slug: string | null;
  label: Text;
  description: Text | null;
  type: DocumentType;
  fileSize: number | null;
  /** Whether a thumbnail is served at /assets/thumbnails/<id>.svg. */
  hasThumbnail: boolean;
  createdAt: string;
  updatedAt: string;
  markdownContent: Text | null;
  seoTitle: Text | null;
  seoDescription: Text | null;
  seoKeywords: Text[] | null;
  /**
   * Schema.org JSON-LD, or null. The `{{assetBase}}` placeholder in any string is replaced by the
   * server's public base URL, so `contentUrl` points at a file this server really serves.
   */
  jsonLd: LocalizedJsonObject | null;
}

/** Everything below a business. Synthetic businesses build it on demand, never stored. */
export interface BusinessContent {
  articles: ArticleSeed[];
  /** null: the business has no FAQ, and /faq answers 404. */
  faq: FaqSeed | null;
  reviews: ReviewSeed[];
  catalog: CatalogItemSeed[];
  documents: DocumentSeed[];
}

export interface BusinessSeed extends BusinessCore {
  content: BusinessContent;
}

/** A business as the store hands it out: the listing fields, and its content when asked. */
export interface BusinessRecord {
  core: BusinessCore;
  content(): BusinessContent;
}
