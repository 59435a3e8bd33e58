import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  article,
  business,
  documentDetail,
  faq,
  item,
  review,
} from '@/lib/markdown/testing/fixtures';

vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  getBusiness: vi.fn(),
  getSectionCounts: vi.fn(),
  getBlogArticle: vi.fn(),
  getCatalogItem: vi.fn(),
  getDocument: vi.fn(),
  getFaq: vi.fn(),
  listBlogArticles: vi.fn(),
  listDocuments: vi.fn(),
  listReviews: vi.fn(),
}));

const {
  getBlogArticle,
  getBusiness,
  getCatalogItem,
  getDocument,
  getFaq,
  getSectionCounts,
  listBlogArticles,
  listDocuments,
  listReviews,
} = await import('@/lib/api');
const { loadDocumentsModel } = await import('./documents');
const { loadBlogModel } = await import('./blog');
const { loadCatalogItemModel } = await import('./catalog-item');
const { loadDocumentModel } = await import('./document');
const { loadFaqModel } = await import('./faq');
const { loadProfileModel } = await import('./profile');
const { loadArticleModel } = await import('./article');

const SITE = 'https://dir.example';

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubEnv('SITE_URL', SITE);
  vi.stubEnv('DIRECTORY_NAME', 'Test Directory');
  vi.mocked(getBusiness).mockResolvedValue(business);
  vi.mocked(getSectionCounts).mockResolvedValue({ blog: 2, reviews: 0 });
  vi.mocked(getBlogArticle).mockResolvedValue(article);
  vi.mocked(getCatalogItem).mockResolvedValue(item);
  vi.mocked(getDocument).mockResolvedValue(documentDetail);
  vi.mocked(getFaq).mockResolvedValue(faq);
  vi.mocked(listBlogArticles).mockResolvedValue(null);
  vi.mocked(listReviews).mockResolvedValue({
    items: [
      { ...review, rating: 5 },
      { ...review, rating: 4 },
    ],
    total: 2,
    page: 1,
    limit: 100,
    totalPages: 1,
  });
});

describe('page models', () => {
  it('give the profile its frame: canonical, alternates, twin, attribution, counts', async () => {
    const model = await loadProfileModel('fr', business.slug);
    const path = `/business/${business.slug}`;
    expect(model?.frame).toEqual({
      locale: 'fr',
      path,
      siteUrl: SITE,
      siteName: 'Test Directory',
      canonicalUrl: `${SITE}/fr${path}`,
      alternates: { en: `${SITE}${path}`, fr: `${SITE}/fr${path}`, 'x-default': `${SITE}${path}` },
      twinUrl: `${SITE}/fr${path}.md`,
      homeUrl: `${SITE}/fr`,
      attribution: `Source: Test Directory — ${SITE}${path}`,
      license: { id: 'ODC-By-1.0', url: 'https://opendatacommons.org/licenses/by/1-0/' },
    });
    expect(model?.sectionCounts).toEqual({ blog: 2, reviews: 0 });
    expect(vi.mocked(getSectionCounts)).toHaveBeenCalledWith(business.slug, 'fr');
    // The reviews page's summary, over every review.
    expect(model?.reviews).toMatchObject({ count: 2, average: 4.5, complete: true });
  });

  it('put an article at its own path, with the way back to the list', async () => {
    const model = await loadArticleModel('en', business.slug, article.slug);
    expect(model?.frame.canonicalUrl).toBe(
      `${SITE}/business/${business.slug}/blog/${article.slug}`,
    );
    expect(model?.frame.twinUrl).toBe(`${SITE}/business/${business.slug}/blog/${article.slug}.md`);
    expect(model?.listPath).toBe(`/business/${business.slug}/blog`);
    expect(model?.article).toBe(article);
  });

  it('are null (a 404) when the business or the article does not exist', async () => {
    vi.mocked(getBusiness).mockResolvedValue(null);
    expect(await loadProfileModel('en', 'nobody')).toBeNull();
    expect(await loadArticleModel('en', 'nobody', article.slug)).toBeNull();
    vi.mocked(getBusiness).mockResolvedValue(business);
    vi.mocked(getBlogArticle).mockResolvedValue(null);
    expect(await loadArticleModel('en', business.slug, 'no-such-article')).toBeNull();
  });

  it('are plain data, which an agent interface can send as it is', async () => {
    const model = await loadArticleModel('en', business.slug, article.slug);
    expect(JSON.parse(JSON.stringify(model))).toEqual(model);
  });

  it('address an item by its own slug and a document by its slug, else its id', async () => {
    const itemModel = await loadCatalogItemModel('en', business.slug, 'ANY-spelling');
    expect(itemModel?.frame.path).toBe(`/business/${business.slug}/catalog/${item.slug}`);
    expect(itemModel?.listPath).toBe(`/business/${business.slug}/catalog`);
    const byId = { ...documentDetail, slug: null };
    vi.mocked(getDocument).mockResolvedValue(byId);
    const documentModel = await loadDocumentModel('fr', business.slug, byId.id);
    expect(documentModel?.frame.path).toBe(`/business/${business.slug}/documents/${byId.id}`);
    expect(documentModel?.frame.canonicalUrl).toMatch(/^https:\/\/dir\.example\/fr\//);
  });

  it('read a missing FAQ or blog (the endpoint 404) as an empty section, not a 404', async () => {
    vi.mocked(getFaq).mockResolvedValue(null);
    const faqModel = await loadFaqModel('en', business.slug);
    expect(faqModel).toMatchObject({ faq: null, questionCount: 0 });
    expect(await loadBlogModel('en', business.slug)).toMatchObject({ articles: [] });
  });

  it("list each document with its file, read from the document's own answer", async () => {
    const withFile = { ...documentDetail, jsonLd: { contentUrl: 'https://f.example/menu.pdf' } };
    const gone = { ...documentDetail, id: 'gone', slug: null };
    vi.mocked(listDocuments).mockResolvedValue({
      items: [withFile, gone],
      total: 2,
      page: 1,
      limit: 12,
      totalPages: 1,
    });
    vi.mocked(getDocument).mockImplementation(async (_slug, id) =>
      id === documentDetail.slug ? withFile : null,
    );
    const model = await loadDocumentsModel('fr', business.slug, 1);
    expect(
      vi
        .mocked(getDocument)
        .mock.calls.map((call) => call[1])
        .sort(),
    ).toEqual(['gone', 'menu-2025']);
    expect(model?.documents.items.map((document) => document.file.url)).toEqual([
      'https://f.example/menu.pdf',
      null,
    ]);
    // A document whose own answer is a 404 is listed still, without a file.
    expect(model?.documents.items[1]?.file).toMatchObject({ missing: 'not-published' });
    expect(model?.documents.items[0]?.file.size?.replace(/\s/g, ' ')).toBe('1,3 Mo');
  });
});
