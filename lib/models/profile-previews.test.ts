import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentSummary, Review } from '@/lib/api';

// The door's own getters, so that the section counts (inside lib/api) read the mocks too.
vi.mock('@/lib/api/directory', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/directory')>()),
  listReviews: vi.fn(),
  listCatalogItems: vi.fn(),
  listBlogArticles: vi.fn(),
  getFaq: vi.fn(),
  listDocuments: vi.fn(),
  getDocument: vi.fn(),
}));

const api = await import('@/lib/api');
const { getSectionCounts } = api;
const { loadProfilePreviews, PREVIEW_SIZES } = await import('./profile-previews');
const { getReviewSummary } = await import('./review-summary');
const { business } = await import('@/lib/markdown/testing/fixtures');

const review = (day: number | null, title = `r${day}`): Review => ({
  author: 'A',
  rating: 4,
  title,
  content: '',
  reviewedAt: day === null ? null : `2025-03-${String(day).padStart(2, '0')}T00:00:00.000Z`,
});
const paged = <T>(items: T[], total = items.length) => ({
  items,
  total,
  page: 1,
  limit: 10,
  totalPages: 1,
});
const document = (id: string): DocumentSummary => ({
  id,
  slug: id,
  label: id,
  description: null,
  type: 'PDF',
  fileSize: null,
  thumbnailUrl: null,
  createdAt: null,
  updatedAt: null,
});
const article = (slug: string, publishedAt: string | null) => ({
  slug,
  title: slug,
  description: '',
  publishedAt,
  updatedAt: null,
});
const question = (anchor: string) => ({ question: anchor, answerMarkdown: 'A', anchor });

describe('loadProfilePreviews', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(api.listReviews).mockResolvedValue(
      paged([review(2), review(null), review(9), review(5), review(7)], 27),
    );
    vi.mocked(api.listCatalogItems).mockResolvedValue(null);
    vi.mocked(api.listBlogArticles).mockResolvedValue([
      article('old', '2024-01-01T00:00:00.000Z'),
      article('new', '2025-06-01T00:00:00.000Z'),
      article('undated', null),
    ]);
    vi.mocked(api.getFaq).mockResolvedValue({
      updatedAt: null,
      categories: [{ name: 'C', questions: [question('c1'), question('c2')] }],
      uncategorizedQuestions: [question('u1'), question('u2')],
    });
    vi.mocked(api.listDocuments).mockResolvedValue(
      paged(['d1', 'd2', 'd3', 'd4', 'd5'].map(document)),
    );
    vi.mocked(api.getDocument).mockImplementation(async (_slug, id) => ({
      ...document(id),
      markdown: '',
      seoTitle: null,
      seoDescription: null,
      seoKeywords: [],
      jsonLd: { contentUrl: `https://files.example/${id}.pdf` },
    }));
  });

  it('keeps the latest reviews and article, the first questions and documents, within the sizes', async () => {
    const previews = await loadProfilePreviews(business, 'en');
    expect(previews.reviews.map((entry) => entry.title)).toEqual(['r9', 'r7', 'r5']);
    expect(previews.article?.slug).toBe('new');
    expect(previews.faq.map((entry) => entry.anchor)).toEqual(['c1', 'c2', 'u1']);
    expect(previews.documents.map((entry) => entry.id)).toEqual(['d1', 'd2', 'd3']);
    expect(previews.catalog).toEqual([]);
    expect(PREVIEW_SIZES).toEqual({ reviews: 3, catalog: 4, faq: 3, documents: 3 });
  });

  it('reads each section exactly as the section counts read its first page, and the reviews as the rating summary reads them (one shared cache entry each)', async () => {
    await getReviewSummary(business.slug, 'fr');
    const summaryCalls = vi.mocked(api.listReviews).mock.calls.slice();
    vi.clearAllMocks();
    await getSectionCounts(business.slug, 'fr');
    const countCalls = {
      catalog: vi.mocked(api.listCatalogItems).mock.calls.slice(),
      blog: vi.mocked(api.listBlogArticles).mock.calls.slice(),
      faq: vi.mocked(api.getFaq).mock.calls.slice(),
      documents: vi.mocked(api.listDocuments).mock.calls.slice(),
    };
    vi.clearAllMocks();
    await loadProfilePreviews(business, 'fr');
    // The reviews page reads its reviews through the summary's calls (it sorts and filters them),
    // and the profile reads the summary anyway for its rating.
    expect(vi.mocked(api.listReviews).mock.calls).toEqual(summaryCalls);
    // The catalog page's loader spells the absent filters out; the URL is the same.
    expect(vi.mocked(api.listCatalogItems).mock.calls).toEqual(
      countCalls.catalog.map((call) => [...call, undefined, undefined]),
    );
    expect(vi.mocked(api.listBlogArticles).mock.calls).toEqual(countCalls.blog);
    expect(vi.mocked(api.getFaq).mock.calls).toEqual(countCalls.faq);
    expect(vi.mocked(api.listDocuments).mock.calls).toEqual(countCalls.documents);
  });

  it("reads the file of the previewed documents alone, each through its own page's call", async () => {
    vi.mocked(api.listDocuments).mockResolvedValue(
      paged([{ ...document('d1'), slug: null }, ...['d2', 'd3', 'd4'].map(document)]),
    );
    const previews = await loadProfilePreviews(business, 'fr');
    // The document's page and the documents page read a document by its slug, else its id.
    expect(vi.mocked(api.getDocument).mock.calls).toEqual(
      ['d1', 'd2', 'd3'].map((id) => [business.slug, id, 'fr']),
    );
    expect(previews.documents.map((entry) => entry.file.url)).toEqual(
      ['d1', 'd2', 'd3'].map((id) => `https://files.example/${id}.pdf`),
    );
    expect(previews.documents[0]?.file).toMatchObject({
      encodingFormat: 'application/pdf',
      missing: null,
    });
  });

  it('states why a previewed document has no file, and empties the preview when one cannot be read', async () => {
    vi.mocked(api.getDocument).mockResolvedValue(null);
    const missing = await loadProfilePreviews(business, 'en');
    expect(missing.documents.map((entry) => entry.file.missing)).toEqual([
      'not-published',
      'not-published',
      'not-published',
    ]);
    vi.mocked(api.getDocument).mockRejectedValue(new Error('upstream down'));
    const failing = await loadProfilePreviews(business, 'en');
    expect(failing.documents).toEqual([]);
    expect(failing.faq).toHaveLength(3);
  });

  it('shows a failing or missing section as empty instead of failing the profile', async () => {
    vi.mocked(api.listReviews).mockRejectedValue(new Error('upstream down'));
    vi.mocked(api.getFaq).mockResolvedValue(null);
    vi.mocked(api.listBlogArticles).mockResolvedValue(null);
    vi.mocked(api.listDocuments).mockResolvedValue(null);
    expect(await loadProfilePreviews(business, 'en')).toEqual({
      reviews: [],
      catalog: [],
      article: null,
      faq: [],
      documents: [],
    });
  });
});
