import { describe, expect, it } from 'vitest';
import type { BusinessSectionReader, CatalogItem, DocumentSummary } from '@/lib/api';
import type { ContentEntry } from '@/lib/content/content-entry';
import { contentBusinessOf } from '@/lib/content/sync/business-context';
import { readBusinessEntries } from '@/lib/content/sync/business-entries';
import { listingEntry } from '@/lib/content/sync/testing/sync-fixtures';
import {
  article,
  business,
  context,
  documentDetail,
  faq,
  FACTS_CONTEXT,
  paged,
  rawItem,
} from '@/lib/markdown/testing/fixtures';
import { summarizeRatings } from '@/lib/models/review-summary';
import { aiContentChunks, type AiContentLoaders } from './ai-content';

/*
 * ai-content.txt read from the content index: the same text as from the API, with no section
 * call for a business the index holds, and the API still read for one it does not.
 */

const NOW = new Date('2026-01-15T12:00:00Z');
const event: CatalogItem = {
  ...rawItem,
  id: 'i2',
  slug: 'tasting',
  label: 'Tasting  evening',
  description: 'Cupping\n\nsession',
  type: 'EVENT',
  unitPrice: null,
  attributes: { startDate: '2026-06-20T20:00:00', venue: 'The roastery', origin: 'x' },
};
const items = [rawItem, event, { ...rawItem, id: 'i3', slug: 'old', available: false }];
const document: DocumentSummary = { ...documentDetail };
const image = { ...document, id: 'd2', slug: null, label: 'Storefront', type: 'IMAGE' as const };

const reader: BusinessSectionReader = {
  business: async () => business,
  articles: async () => [article, { ...article, slug: 'draft', publishedAt: null }],
  article: async () => article,
  faq: async () => faq,
  catalogPage: async (_slug, _locale, page) => paged(page === 1 ? items : [], page, 100, 3),
  documentPage: async (_slug, _locale, page) =>
    paged(page === 1 ? [document, image] : [], page, 100, 2),
  document: async () => documentDetail,
};

/** The file's loaders over the same data, counting every call by section. */
function countingLoaders(indexed: readonly ContentEntry[] | null) {
  const calls: Record<string, number> = {};
  const count =
    <A extends unknown[], R>(name: string, load: (...args: A) => Promise<R>) =>
    (...args: A) => {
      calls[name] = (calls[name] ?? 0) + 1;
      return load(...args);
    };
  const loaders: AiContentLoaders = {
    getBusiness: count('business', async () => business),
    listBlogArticles: count('articles', (slug: string) => reader.articles(slug, 'en')),
    getFaq: count('faq', (slug: string) => reader.faq(slug, 'en')),
    listCatalogItems: count('catalog', (slug: string, page: number) =>
      reader.catalogPage(slug, 'en', page),
    ),
    listDocuments: count('documents', (slug: string, page: number) =>
      reader.documentPage(slug, 'en', page),
    ),
    reviewSummary: count('reviews', async () => summarizeRatings([{ rating: 4 }])),
    itemFactsContext: () => FACTS_CONTEXT,
    indexedEntries: count('index', async () => indexed),
  };
  return { loaders, calls };
}

async function text(loaders: AiContentLoaders): Promise<string> {
  let out = '';
  for await (const chunk of aiContentChunks([business], loaders, context('en'), undefined, NOW))
    out += chunk;
  return out;
}

async function synced(): Promise<ContentEntry[]> {
  const scope = { locale: 'en' as const, business: contentBusinessOf(listingEntry(business.slug)) };
  return readBusinessEntries(reader, scope, new Map(), NOW);
}

const SECTIONS = ['faq', 'articles', 'catalog', 'documents'];

describe('ai-content.txt from the content index', () => {
  it('prints what the API gives, with no section call for a business the index holds', async () => {
    const fromApi = countingLoaders(null);
    const expected = await text(fromApi.loaders);
    expect(SECTIONS.map((name) => fromApi.calls[name])).toEqual([1, 1, 1, 1]);
    expect(expected).toContain('Catalog (3):');
    expect(expected).toContain('- Tasting  evening (Event; Starts');
    expect(expected).toContain('Documents (2):');

    const fromIndex = countingLoaders(await synced());
    expect(await text(fromIndex.loaders)).toBe(expected);
    expect(SECTIONS.map((name) => fromIndex.calls[name] ?? 0)).toEqual([0, 0, 0, 0]);
    expect(fromIndex.calls).toMatchObject({ business: 1, reviews: 1, index: 1 });
  });

  it('reads the API for a business the index does not hold whole', async () => {
    const entries = await synced();
    const expected = await text(countingLoaders(null).loaders);
    const cases: (readonly ContentEntry[])[] = [
      // Written before entries kept what the file prints.
      entries.map((entry) => ({ ...entry, listed: undefined })),
      // A catalog cut short (the index's limits, a duplicate).
      entries.filter((entry) => entry.key !== 'old'),
    ];
    for (const indexed of cases) {
      const { loaders, calls } = countingLoaders(indexed);
      expect(await text(loaders)).toBe(expected);
      expect(SECTIONS.map((name) => calls[name])).toEqual([1, 1, 1, 1]);
    }
    const failing = countingLoaders(null);
    failing.loaders.indexedEntries = async () => Promise.reject(new Error('index down'));
    expect(await text(failing.loaders)).toBe(expected);
  });
});
