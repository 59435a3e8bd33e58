import type { JsonObject, JsonValue } from '../types';

/** The date every hostile answer gives where one is due. */
export const NOW = '2026-01-15T12:00:00Z';

/** One hostile business: its answer and its sections' answers, whatever their types. */
export interface HostileBusiness {
  slug: string;
  business: JsonObject;
  articleList: JsonValue;
  articles: Record<string, JsonValue>;
  /** undefined: /faq is a 404. */
  faq?: JsonValue;
  reviews: JsonValue;
  catalog: JsonValue;
  items: Record<string, JsonValue>;
  documentList: JsonValue;
  documents: Record<string, JsonValue>;
}

export function validBusiness(slug: string, name: string, visibility: string): JsonObject {
  return {
    businessName: name,
    slug,
    website: 'https://hostile.example',
    description: `${name}: listed although it should not be, or named with letters beyond ASCII.`,
    logo: null,
    email: null,
    phone: null,
    legalName: null,
    primaryLanguage: 'fr',
    locations: [],
    areas: ['Montréal'],
    category: 'Test',
    tags: [],
    mdContent: null,
    updatedAt: NOW,
    businessTypes: [],
    visibility,
    isVerified: false,
  };
}

export function emptySections(slug: string, business: JsonObject): HostileBusiness {
  return {
    slug,
    business,
    articleList: { articles: [], total: 0 },
    articles: {},
    reviews: { reviews: [], total: 0, page: 1, limit: 20 },
    catalog: { items: [], total: 0, page: 1, limit: 20 },
    items: {},
    documentList: { data: [], total: 0, totalPages: 0 },
    documents: {},
  };
}

/** Count items, each built from its index. */
export function times<T>(count: number, build: (n: number) => T): T[] {
  return Array.from({ length: count }, (_, n) => build(n));
}
