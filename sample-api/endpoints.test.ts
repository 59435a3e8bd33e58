import { describe, expect, it } from 'vitest';
import { BOULANGERIE_MENU_ID } from './data/businesses/boulangerie-du-plateau';
import { startSampleApi } from './server';
import { BUSINESS, fetchJson, getWithHost, sampleApiForThisFile } from './testing';
import type {
  ApiBlogArticle,
  ApiBlogArticleList,
  ApiBusinessDetail,
  ApiBusinessList,
  ApiCatalogItemDetail,
  ApiCatalogItemList,
  ApiDocumentDetail,
  ApiDocumentList,
  ApiFaq,
  ApiReviewList,
} from './api-types';

const server = sampleApiForThisFile();
const get = <T>(path: string, init?: RequestInit) => fetchJson<T>(`${server.url}${path}`, init);

const BUSINESS_FIELDS = [
  'businessName',
  'slug',
  'website',
  'description',
  'logo',
  'email',
  'phone',
  'legalName',
  'primaryLanguage',
  'locations',
  'areas',
  'category',
  'tags',
  'mdContent',
  'updatedAt',
  'businessTypes',
  'visibility',
  'isVerified',
].sort();
const CATALOG_ITEM_FIELDS = [
  'id',
  'label',
  'description',
  'itemSlug',
  'itemType',
  'unitPrice',
  'unitMeasure',
  'imageUrl',
  'brand',
  'tags',
  'available',
  'attributes',
].sort();
const CATALOG_DETAIL_FIELDS = [
  ...CATALOG_ITEM_FIELDS,
  'additionalImages',
  'mdContent',
  'fullUrl',
  'enrichment',
].sort();
const DOCUMENT_FIELDS = [
  'id',
  'slug',
  'label',
  'description',
  'type',
  'fileSize',
  'thumbnailUrl',
  'createdAt',
  'updatedAt',
].sort();
const DOCUMENT_DETAIL_FIELDS = [
  ...DOCUMENT_FIELDS,
  'markdownContent',
  'seoTitle',
  'seoDescription',
  'seoKeywords',
  'jsonLd',
].sort();
const keys = (value: object) => Object.keys(value).sort();

const PUBLIC_SLUGS = [
  'boulangerie-du-plateau',
  'byward-tech-repair',
  'clinique-dentaire-allumettieres',
  'ferme-beausoleil',
  'festival-des-saveurs-quebec',
  'maritime-nest-realty',
  'quincaillerie-rideau-hardware',
  'traductions-nordik',
];

describe('listBusinesses', () => {
  it('lists exactly the public hand-written businesses, every field present', async () => {
    const { status, headers, body } = await get<ApiBusinessList>('/index/directory-businesses');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(headers.get('cache-control')).toBe('public, max-age=300');
    expect(body.data.map((business) => business.slug)).toEqual(PUBLIC_SLUGS);
    for (const business of body.data) {
      expect(keys(business)).toEqual(BUSINESS_FIELDS);
      expect(business.visibility).toBe('PUBLIC');
    }
  });

  it('switches language with lang and defaults to English', async () => {
    const english = await get<ApiBusinessList>('/index/directory-businesses');
    const explicit = await get<ApiBusinessList>('/index/directory-businesses?lang=en');
    const french = await get<ApiBusinessList>('/index/directory-businesses?lang=fr');
    expect(explicit.text).toBe(english.text);
    const [bakeryEn, bakeryFr] = [english.body.data[0], french.body.data[0]];
    expect(bakeryEn?.category).toBe('Bakery');
    expect(bakeryFr?.category).toBe('Boulangerie');
    expect(bakeryFr?.description).not.toBe(bakeryEn?.description);
    expect(bakeryFr?.businessName).toBe(bakeryEn?.businessName);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await fetch(`${server.url}/index/directory-businesses`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(1000);
    expect(await response.text()).toBe('');
  });
});

describe('getBusiness', () => {
  it('returns the business with its citation', async () => {
    const { status, body } = await get<ApiBusinessDetail>(BUSINESS('boulangerie-du-plateau'));
    expect(status).toBe(200);
    expect(keys(body)).toEqual([...BUSINESS_FIELDS, '_citation'].sort());
    expect(body._citation).toEqual({
      source: 'Open Business Directory — http://localhost:3000/business/boulangerie-du-plateau',
      canonicalUrl: 'http://localhost:3000/business/boulangerie-du-plateau',
      license: 'ODC-By-1.0',
    });
    expect(body.locations).toHaveLength(3);
    expect(body.logo).toBe(`${server.url}/assets/logos/boulangerie-du-plateau.svg`);
  });

  it('builds asset URLs from the Host header, and ignores a forged one', async () => {
    const path = BUSINESS('boulangerie-du-plateau');
    const viaHost = JSON.parse(
      await getWithHost(`${server.url}${path}`, 'api.test:8080'),
    ) as ApiBusinessDetail;
    expect(viaHost.logo).toBe('http://api.test:8080/assets/logos/boulangerie-du-plateau.svg');
    const forged = JSON.parse(
      await getWithHost(`${server.url}${path}`, 'evil.example/"><script>'),
    ) as ApiBusinessDetail;
    expect(forged.logo).toBe(`${server.url}/assets/logos/boulangerie-du-plateau.svg`);
  });

  it('serves the bare business with nulls and empty arrays', async () => {
    const { body } = await get<ApiBusinessDetail>(BUSINESS('traductions-nordik'));
    expect(body).toMatchObject({
      logo: null,
      email: null,
      phone: null,
      legalName: null,
      mdContent: null,
      locations: [],
      tags: [],
    });
  });
});

describe('blog', () => {
  it('lists summaries only, newest first', async () => {
    const { body } = await get<ApiBlogArticleList>(
      `${BUSINESS('boulangerie-du-plateau')}/blog/articles`,
    );
    expect(body.total).toBe(3);
    expect(body.articles.map((article) => article.slug)).toEqual([
      'holiday-orders-2025',
      'bakers-percentages-explained',
      'why-we-bake-with-sourdough',
    ]);
    for (const article of body.articles)
      expect(keys(article)).toEqual(['description', 'publishedDate', 'slug', 'title', 'updatedAt']);
  });

  it('returns an empty list for a business without articles', async () => {
    const { status, body } = await get<ApiBlogArticleList>(
      `${BUSINESS('traductions-nordik')}/blog/articles`,
    );
    expect(status).toBe(200);
    expect(body).toEqual({ articles: [], total: 0 });
  });

  it('returns an article with Markdown, HTML and keywords in each language', async () => {
    const path = `${BUSINESS('boulangerie-du-plateau')}/blog/articles/why-we-bake-with-sourdough`;
    const en = await get<ApiBlogArticle>(path);
    const fr = await get<ApiBlogArticle>(`${path}?lang=fr`);
    expect(en.body.title).toBe('Why we bake with sourdough');
    expect(fr.body.title).toBe('Pourquoi nous boulangeons au levain');
    expect(en.body.content).toContain('[^1]');
    expect(en.body.contentPublic).toContain('<table>');
    expect(en.body.contentPublic).toContain('<del>gluten-free</del>');
    expect(en.body.contentPublic).toContain('class="footnotes"');
    expect(en.body.contentPublic).toContain(
      '<a href="https://grains-du-quebec.example/producteurs">',
    );
    expect(en.body.keywords).toContain('sourdough');
  });
});

describe('faq', () => {
  it('returns categories and uncategorized questions with HTML responses', async () => {
    const { body } = await get<ApiFaq>(`${BUSINESS('boulangerie-du-plateau')}/faq?lang=fr`);
    expect(body.categories.map((category) => category.name)).toEqual([
      'Commandes et cueillette',
      'Allergies et ingrédients',
    ]);
    expect(body.uncategorizedQuestions).toHaveLength(2);
    const first = body.categories[0]?.questions[0];
    expect(first?.response).toContain('**15 h**');
    expect(first?.responsePublic).toContain('<strong>15 h</strong>');
  });
});

describe('reviews', () => {
  it('pages 48 reviews newest first, in the language they were written', async () => {
    const path = `${BUSINESS('boulangerie-du-plateau')}/reviews`;
    const first = await get<ApiReviewList>(path);
    expect(first.body).toMatchObject({ total: 48, page: 1, limit: 20 });
    expect(first.body.reviews).toHaveLength(20);
    const dates = first.body.reviews.map((review) => review.reviewDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const last = await get<ApiReviewList>(`${path}?page=3`);
    expect(last.body.reviews).toHaveLength(8);
    const french = await get<ApiReviewList>(`${path}?lang=fr`);
    expect(french.body.reviews[0]?.content).toBe(first.body.reviews[0]?.content);
    expect(first.body.reviews[0]?.contentPublic).toMatch(/^<p>.*<\/p>$/);
  });
});

describe('catalog', () => {
  it('lists CatalogItem fields only and details CatalogItemDetail fields', async () => {
    const list = await get<ApiCatalogItemList>(
      `${BUSINESS('boulangerie-du-plateau')}/catalog/items`,
    );
    expect(list.body.total).toBe(8);
    for (const item of list.body.items) expect(keys(item)).toEqual(CATALOG_ITEM_FIELDS);
    const detail = await get<ApiCatalogItemDetail>(
      `${BUSINESS('boulangerie-du-plateau')}/catalog/items/country-sourdough?lang=fr`,
    );
    expect(keys(detail.body)).toEqual(CATALOG_DETAIL_FIELDS);
    expect(detail.body.label).toBe('Miche de campagne au levain');
    expect(detail.body.additionalImages).toHaveLength(2);
    expect(detail.body.enrichment?.faq).toContainEqual({
      question: 'Comment le conserver?',
      answer: 'Face coupée sur une planche, ou dans un sac de papier. Jamais au frigo.',
    });
    expect(detail.body.attributes).toMatchObject({ weightGrams: 800, allergens: ['blé'] });
  });

  it('gives an EVENT its start date in attributes', async () => {
    const { body } = await get<ApiCatalogItemDetail>(
      `${BUSINESS('boulangerie-du-plateau')}/catalog/items/sourdough-workshop-february`,
    );
    expect(body.itemType).toBe('EVENT');
    expect(body.attributes?.startDate).toBe('2026-02-14T14:00:00Z');
  });
});

describe('documents', () => {
  it('lists summaries with total and totalPages', async () => {
    const { body } = await get<ApiDocumentList>(
      `${BUSINESS('quincaillerie-rideau-hardware')}/documents`,
    );
    expect(body.total).toBe(3);
    expect(body.totalPages).toBe(1);
    for (const document of body.data) expect(keys(document)).toEqual(DOCUMENT_FIELDS);
  });

  it('finds a document by UUID or by slug, with the same answer', async () => {
    const base = `${BUSINESS('boulangerie-du-plateau')}/documents`;
    const byId = await get<ApiDocumentDetail>(`${base}/${BOULANGERIE_MENU_ID}`);
    const bySlug = await get<ApiDocumentDetail>(`${base}/bread-menu-fall-2025`);
    expect(byId.status).toBe(200);
    expect(bySlug.text).toBe(byId.text);
    expect(keys(byId.body)).toEqual(DOCUMENT_DETAIL_FIELDS);
    expect(byId.body.markdownContent).toContain('| Country sourdough | 800 g | $7.50 | wheat |');
    expect(byId.body.jsonLd).toMatchObject({
      '@type': 'DigitalDocument',
      contentUrl: `${server.url}/assets/documents/${BOULANGERIE_MENU_ID}.pdf`,
    });
  });

  it('serves French document text', async () => {
    const { body } = await get<ApiDocumentDetail>(
      `${BUSINESS('boulangerie-du-plateau')}/documents/storefront-saint-denis?lang=fr`,
    );
    expect(body.type).toBe('IMAGE');
    expect(body.label).toBe('Devanture de la rue Saint-Denis');
    expect(body.markdownContent).toBeNull();
    expect(body.jsonLd).toMatchObject({ '@type': 'ImageObject', inLanguage: 'fr' });
  });
});

describe('configured addresses', () => {
  it('uses publicUrl for assets and siteUrl for the citation', async () => {
    const api = await startSampleApi(0, {
      publicUrl: 'https://cdn.example/directory/',
      siteUrl: 'https://annuaire.example/',
      syntheticBusinesses: 0,
    });
    try {
      const { body } = await fetchJson<ApiBusinessDetail>(
        `${api.url}${BUSINESS('byward-tech-repair')}`,
      );
      expect(body.logo).toBe('https://cdn.example/directory/assets/logos/byward-tech-repair.svg');
      expect(body._citation.canonicalUrl).toBe(
        'https://annuaire.example/business/byward-tech-repair',
      );
      expect(body._citation.source).toBe(
        'Open Business Directory — https://annuaire.example/business/byward-tech-repair',
      );
    } finally {
      await api.close();
    }
  });
});
