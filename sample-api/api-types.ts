import type { CatalogItemType, DocumentType, JsonObject, Visibility } from './types';

/**
 * The JSON the sample API answers with, field for field as the spec's section 2 gives them
 * (types.ts holds the records they are made from).
 */

interface ApiBusinessLocation {
  address: string;
  city: string;
  postal_code: string;
  country: string;
}

export interface ApiBusiness {
  businessName: string;
  slug: string;
  website: string;
  description: string;
  logo: string | null;
  email: string | null;
  phone: string | null;
  legalName: string | null;
  primaryLanguage: string;
  locations: ApiBusinessLocation[];
  areas: string[];
  category: string;
  tags: string[];
  mdContent: string | null;
  updatedAt: string;
  businessTypes: { id: string; label: string }[];
  visibility: Visibility;
  isVerified: boolean;
}

interface ApiCitation {
  source: string;
  canonicalUrl: string;
  license: 'ODC-By-1.0';
}

export interface ApiBusinessDetail extends ApiBusiness {
  _citation: ApiCitation;
}

export interface ApiBlogArticleSummary {
  slug: string;
  title: string;
  description: string;
  publishedDate: string;
  updatedAt: string;
}

export interface ApiBlogArticle extends ApiBlogArticleSummary {
  content: string;
  contentPublic: string;
  keywords: string;
}

export interface ApiFaqQuestion {
  question: string;
  response: string;
  responsePublic: string;
}

export interface ApiFaq {
  updatedAt: string;
  categories: { name: string; questions: ApiFaqQuestion[] }[];
  uncategorizedQuestions: ApiFaqQuestion[];
}

export interface ApiReview {
  author: string;
  ratingValue: number;
  title: string;
  content: string;
  contentPublic: string;
  reviewDate: string;
}

export interface ApiCatalogItem {
  id: string;
  label: string;
  description: string | null;
  itemSlug: string;
  itemType: CatalogItemType;
  unitPrice: number | null;
  unitMeasure: string | null;
  imageUrl: string | null;
  brand: string | null;
  tags: string[] | null;
  available: boolean;
  attributes: JsonObject | null;
}

export interface ApiCatalogItemDetail extends ApiCatalogItem {
  additionalImages: string[] | null;
  mdContent: string | null;
  fullUrl: string | null;
  enrichment: JsonObject | null;
}

export interface ApiDocumentSummary {
  id: string;
  slug: string | null;
  label: string;
  description: string | null;
  type: DocumentType;
  fileSize: number | null;
  thumbnailUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ApiDocumentDetail extends ApiDocumentSummary {
  markdownContent: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string[] | null;
  jsonLd: JsonObject | null;
}

export interface ApiBusinessList {
  data: ApiBusiness[];
}
export interface ApiBlogArticleList {
  articles: ApiBlogArticleSummary[];
  total: number;
}
export interface ApiReviewList {
  reviews: ApiReview[];
  total: number;
  page: number;
  limit: number;
}
export interface ApiCatalogItemList {
  items: ApiCatalogItem[];
  total: number;
  page: number;
  limit: number;
}
export interface ApiDocumentList {
  data: ApiDocumentSummary[];
  total: number;
  totalPages: number;
}

export interface ApiError {
  message: string;
  statusCode: number;
}
