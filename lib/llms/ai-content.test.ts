import { describe, expect, it } from 'vitest';
import type { Business } from '@/lib/api';
import {
  article,
  business,
  context,
  documentDetail,
  faq,
  FACTS_CONTEXT,
  rawItem,
  paged,
  SITE,
} from '@/lib/markdown/testing/fixtures';
import { summarizeRatings } from '@/lib/models/review-summary';
import { aiContentChunks, renderAiContentIndex, type AiContentLoaders } from './ai-content';

const other: Business = { ...business, slug: 'other', name: 'Other Shop', markdown: null };

const loaders: AiContentLoaders = {
  getBusiness: async (slug) =>
    [business, other].find((candidate) => candidate.slug === slug) ?? null,
  listBlogArticles: async () => [article],
  getFaq: async (slug) => (slug === 'other' ? null : faq),
  listCatalogItems: async (_slug, page) =>
    paged(page <= 3 ? [{ ...rawItem, label: `Item p${page}` }] : [], page, 1, 5),
  listDocuments: async () => paged([documentDetail], 1, 100, 1),
  reviewSummary: async (slug) =>
    summarizeRatings(slug === 'other' ? [] : [{ rating: 5 }, { rating: 4 }, { rating: 4 }]),
  itemFactsContext: () => FACTS_CONTEXT,
};

async function collect(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

describe('ai-content.txt', () => {
  it('holds each business with its attribution line, in listing order', async () => {
    const text = await collect(
      aiContentChunks(
        [business, other],
        loaders,
        context('en'),
        { concurrency: 2, maxCatalogPages: 3, maxDocumentPages: 2 },
        new Date('2025-04-01T00:00:00Z'),
      ),
    );
    expect(text).toContain('Generated: 2025-04-01T00:00:00.000Z');
    expect(text).toContain(
      `Cite a business as: Source: Open Business Directory — ${SITE}/business/{slug}`,
    );
    const first = text.indexOf(`Source: Open Business Directory — ${SITE}/business/cafe-soleil`);
    const second = text.indexOf(`Source: Open Business Directory — ${SITE}/business/other`);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    expect(text).toContain(`Canonical URL: ${SITE}/business/cafe-soleil`);
  });

  it('includes the profile, Markdown body, FAQ, catalog with prices, documents and articles', async () => {
    const text = await collect(
      aiContentChunks([business], loaders, context('en'), {
        concurrency: 1,
        maxCatalogPages: 3,
        maxDocumentPages: 2,
      }),
    );
    for (const expected of [
      'Category: Café',
      'Locations: 1 Rue Sainte-Catherine, Montréal H2X 1Y4, CA',
      'Roasted daily.',
      'Q: Do you deliver?',
      'A: Yes, **within 5 km**.',
      'Q: Wi-Fi?',
      'Catalog (5):',
      '- Item p1 (Product; 18.50 / bag (340 g); Available)',
      '- Item p3',
      'Only the first 3 of 5 catalog items are listed.',
      'Documents (1):',
      'Blog articles (1):',
      'Rating: 4.3 out of 5. Based on 3 ratings.',
      'Ratings by number of stars: 5 stars: 1, 4 stars: 2, 3 stars: 0, 2 stars: 0, 1 star: 0, 0 stars: 0',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('writes French labels and names the French page', async () => {
    const text = await collect(aiContentChunks([other], loaders, context('fr')));
    expect(text).toContain(`Page en français : ${SITE}/fr/business/other`);
    expect(text).toContain(`URL canonique : ${SITE}/business/other`);
    expect(text).toContain('Catalogue (5) :');
    // A business without a rated review states no rating at all.
    expect(text).not.toContain('Note :');
  });

  it('reads each business by its slug, and leaves out one that is gone', async () => {
    const text = await collect(
      aiContentChunks([{ slug: 'gone' }, { slug: 'other' }], loaders, context('en')),
    );
    expect(text).toContain('Businesses: 2');
    expect(text).not.toContain('/business/gone');
    expect(text).toContain(`Source: Open Business Directory — ${SITE}/business/other`);
  });

  it('keeps going when a section fails, and says so', async () => {
    const failing = { ...loaders, getFaq: async () => Promise.reject(new Error('503')) };
    const text = await collect(aiContentChunks([business, other], failing, context('en')));
    expect(text).toContain('Some details of this business could not be loaded');
    expect(text).toContain(`Source: Open Business Directory — ${SITE}/business/other`);
  });

  it('opens a part file with its place among the parts and the index to find the others', async () => {
    const text = await collect(
      aiContentChunks(
        [other],
        loaders,
        context('fr'),
        { concurrency: 1, maxCatalogPages: 1, maxDocumentPages: 1 },
        new Date('2025-04-01T00:00:00Z'),
        { part: 3, parts: 7, indexUrl: `${SITE}/fr/ai-content.txt` },
      ),
    );
    const [title, , partOf] = text.split('\n');
    expect(title).toMatch(/partie 3 sur 7$/);
    expect(partOf).toBe(
      `Ceci est la partie 3 sur 7; toutes les parties sont énumérées dans ${SITE}/fr/ai-content.txt.`,
    );
    expect(text).toContain('ODC-By-1.0');
    expect(text).toContain('Entreprises : 1');
    expect(text).toContain(`Source: Open Business Directory — ${SITE}/business/other\n`);
  });

  it('lists the parts of a split file, in order, under the license and how to cite', () => {
    const text = renderAiContentIndex(
      1001,
      500,
      [
        { url: `${SITE}/ai-content/1.txt`, businesses: 500, updatedAt: '2025-03-02T10:00:00Z' },
        { url: `${SITE}/ai-content/2.txt`, businesses: 500, updatedAt: null },
        { url: `${SITE}/ai-content/3.txt`, businesses: 1, updatedAt: '2025-01-05T00:00:00Z' },
      ],
      new Date('2025-04-01T00:00:00Z'),
      context('en'),
    );
    expect(text).toContain('ODC-By-1.0');
    expect(text).toContain(
      `Cite a business as: Source: Open Business Directory — ${SITE}/business/{slug}`,
    );
    expect(text).toContain('Businesses: 1001');
    expect(text).toContain('split into 3 files of at most 500 businesses each');
    expect(text.split('\n').filter((line) => line.startsWith('- Part '))).toEqual([
      `- Part 1: ${SITE}/ai-content/1.txt (500 businesses, last updated 2025-03-02)`,
      `- Part 2: ${SITE}/ai-content/2.txt (500 businesses, last updated -)`,
      `- Part 3: ${SITE}/ai-content/3.txt (1 business, last updated 2025-01-05)`,
    ]);
    // An index expands no business: no block, no attribution line of its own.
    expect(text).not.toContain('========');
  });
});
