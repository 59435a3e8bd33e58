import { beforeEach, describe, expect, it, vi } from 'vitest';
import { article, business } from '@/lib/markdown/testing/fixtures';

vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  getBusiness: vi.fn(),
  getSectionCounts: vi.fn(),
  getBlogArticle: vi.fn(),
}));

const { getBlogArticle, getBusiness, getSectionCounts } = await import('@/lib/api');
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
});
