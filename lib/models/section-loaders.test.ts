import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  listReviews: vi.fn(),
  listCatalogItems: vi.fn(),
}));

const { listCatalogItems, listReviews } = await import('@/lib/api');
const { loadReviewPage } = await import('@/lib/models/load-review-page');
const { loadCatalogPage } = await import('@/lib/models/load-catalog-page');
const { NO_CATALOG_FILTERS } = await import('@/lib/catalog/catalog-filters');

const BUSINESS = { slug: 'b', name: 'B', locations: [] };

describe('section loaders', () => {
  beforeEach(() => vi.clearAllMocks());

  it('turn a section endpoint answering 404 (null) into an empty page, not an error', async () => {
    vi.mocked(listReviews).mockResolvedValue(null);
    vi.mocked(listCatalogItems).mockResolvedValue(null);
    expect(await loadReviewPage('b', 'fr', { page: 3, sort: '', stars: null })).toEqual({
      items: [],
      total: 0,
      page: 3,
      limit: 10,
      totalPages: 1,
    });
    expect(await loadCatalogPage(BUSINESS, 'en', { ...NO_CATALOG_FILTERS, page: 1 })).toMatchObject(
      {
        items: [],
        total: 0,
      },
    );
  });

  it('pass filters to the API layer only when set, with the shared page sizes', async () => {
    vi.mocked(listCatalogItems).mockResolvedValue(null);
    await loadCatalogPage(BUSINESS, 'en', { ...NO_CATALOG_FILTERS, page: 2 });
    await loadCatalogPage(BUSINESS, 'fr', {
      ...NO_CATALOG_FILTERS,
      page: 1,
      type: 'EVENT',
      q: 'jazz',
    });
    expect(vi.mocked(listCatalogItems).mock.calls).toEqual([
      ['b', 'en', 2, 12, undefined, undefined],
      ['b', 'fr', 1, 12, 'EVENT', 'jazz'],
    ]);
  });

  it('give each item its facts: an event past its end has ended', async () => {
    vi.mocked(listCatalogItems).mockResolvedValue({
      items: [
        {
          id: '1',
          slug: 'gala',
          label: 'Gala',
          description: null,
          type: 'EVENT',
          unitPrice: 20,
          unitMeasure: null,
          imageUrl: null,
          brand: null,
          tags: [],
          available: true,
          attributes: { startDate: '2020-05-01T18:00:00Z' },
        },
      ],
      total: 1,
      page: 1,
      limit: 12,
      totalPages: 1,
    });
    const page = await loadCatalogPage(BUSINESS, 'en', { ...NO_CATALOG_FILTERS, page: 1 });
    expect(page.items[0]?.facts).toMatchObject({
      status: 'ended',
      start: { iso: '2020-05-01T18:00:00Z', hasTime: true },
      price: { amount: 20, regular: null },
    });
  });
});
