import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  listReviews: vi.fn(),
  listCatalogItems: vi.fn(),
}));

const { listCatalogItems, listReviews } = await import('@/lib/api');
const { loadReviewPage } = await import('./load-review-page');
const { loadCatalogPage } = await import('@/lib/catalog/load-catalog-page');

describe('section loaders', () => {
  beforeEach(() => vi.clearAllMocks());

  it('turn a section endpoint answering 404 (null) into an empty page, not an error', async () => {
    vi.mocked(listReviews).mockResolvedValue(null);
    vi.mocked(listCatalogItems).mockResolvedValue(null);
    expect(await loadReviewPage('b', 'fr', 3)).toEqual({
      items: [],
      total: 0,
      page: 3,
      limit: 10,
      totalPages: 1,
    });
    expect(await loadCatalogPage('b', 'en', { page: 1, type: null, q: '' })).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it('pass filters to the API layer only when set, with the shared page sizes', async () => {
    vi.mocked(listCatalogItems).mockResolvedValue(null);
    await loadCatalogPage('b', 'en', { page: 2, type: null, q: '' });
    await loadCatalogPage('b', 'fr', { page: 1, type: 'EVENT', q: 'jazz' });
    expect(vi.mocked(listCatalogItems).mock.calls).toEqual([
      ['b', 'en', 2, 12, undefined, undefined],
      ['b', 'fr', 1, 12, 'EVENT', 'jazz'],
    ]);
  });
});
