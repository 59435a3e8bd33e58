/**
 * The app's own types for directory data. Components only ever see these: reshapers build them
 * from raw API responses, so arrays are never undefined, URLs are only http(s), dates are valid
 * ISO 8601 strings or null, and strings are trimmed.
 */
import type { Locale } from '@/lib/i18n/routing';
import { CATALOG_ITEM_TYPES, type CatalogItemType } from '@/lib/urls/catalog-item-types';

export type { Locale };

/** An ISO 8601 date-time in UTC that is known to parse. */
type IsoDateTime = string;

export const VISIBILITIES = ['PUBLIC', 'NON_LISTED', 'HIDDEN'] as const;
type Visibility = (typeof VISIBILITIES)[number] | 'UNKNOWN';

export interface BusinessLocation {
  address: string;
  city: string;
  postalCode: string;
  country: string;
}

export interface BusinessType {
  id: string;
  label: string;
}

export interface Business {
  slug: string;
  name: string;
  websiteUrl: string | null;
  description: string;
  logoUrl: string | null;
  email: string | null;
  phone: string | null;
  legalName: string | null;
  primaryLanguage: string | null;
  locations: BusinessLocation[];
  areas: string[];
  category: string;
  tags: string[];
  markdown: string | null;
  updatedAt: IsoDateTime | null;
  businessTypes: BusinessType[];
  visibility: Visibility;
  isVerified: boolean;
}

export interface BlogArticleSummary {
  slug: string;
  title: string;
  description: string;
  publishedAt: IsoDateTime | null;
  updatedAt: IsoDateTime | null;
}

export interface BlogArticle extends BlogArticleSummary {
  markdown: string;
  /** The API's HTML rendition: untrusted, only ever shown through a sanitizer. */
  untrustedHtml: string;
  keywords: string[];
}

export interface FaqQuestion {
  question: string;
  answerMarkdown: string;
  /** Stable anchor for the question's own URL fragment. */
  anchor: string;
}

export interface FaqCategory {
  name: string;
  questions: FaqQuestion[];
}

export interface Faq {
  updatedAt: IsoDateTime | null;
  categories: FaqCategory[];
  uncategorizedQuestions: FaqQuestion[];
}

export interface Review {
  author: string;
  /** Within 0..5; a review whose rating is out of range or missing is null. */
  rating: number | null;
  title: string;
  content: string;
  reviewedAt: IsoDateTime | null;
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

export { CATALOG_ITEM_TYPES, type CatalogItemType };

export interface CatalogItem {
  id: string;
  slug: string;
  label: string;
  description: string | null;
  type: CatalogItemType;
  unitPrice: number | null;
  unitMeasure: string | null;
  imageUrl: string | null;
  brand: string | null;
  tags: string[];
  available: boolean;
  attributes: Record<string, unknown>;
}

export interface CatalogItemDetail extends CatalogItem {
  additionalImageUrls: string[];
  markdown: string | null;
  fullUrl: string | null;
  enrichment: Record<string, unknown> | null;
}

export const DOCUMENT_TYPES = ['PDF', 'IMAGE'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number] | 'OTHER';

export interface DocumentSummary {
  id: string;
  slug: string | null;
  label: string;
  description: string | null;
  type: DocumentType;
  fileSize: number | null;
  thumbnailUrl: string | null;
  createdAt: IsoDateTime | null;
  updatedAt: IsoDateTime | null;
}

export interface DocumentDetail extends DocumentSummary {
  markdown: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string[];
  jsonLd: Record<string, unknown> | null;
}
