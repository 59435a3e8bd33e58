import { describe, expect, it } from 'vitest';
import { createResponseValidator } from '../lib/api/testing/response-validator';
import { HANDWRITTEN_BUSINESSES } from './data';
import type { OperationId } from './routes';
import { syntheticCore } from './synthetic-core';
import { BUSINESS, fetchJson, sampleApiForThisFile } from './testing';
import type { ApiBlogArticleList, ApiCatalogItemList, ApiDocumentList } from './api-types';

/**
 * Contract: every response of the sample API validates against its operation in the OpenAPI
 * document (lib/api/openapi/directory-api.json) — every endpoint of every hand-written business
 * in both languages, a sample of synthetic ones, and the 400/404 answers.
 */
const SYNTHETIC = 300;
const server = sampleApiForThisFile({ syntheticBusinesses: SYNTHETIC });
const validator = createResponseValidator();

interface Check {
  operation: OperationId;
  path: string;
}

/** Calls each path and returns "operation status path: error" lines for every invalid answer. */
async function violations(checks: readonly Check[]): Promise<string[]> {
  const problems: string[] = [];
  for (const { operation, path } of checks) {
    const { status, body } = await fetchJson(`${server.url}${path}`);
    const result = validator.validateResponse(operation, status, body);
    if (!result.valid) problems.push(`${operation} ${status} ${path}: ${result.errors.join('; ')}`);
  }
  return problems;
}

/** Every endpoint of one business in one language, following its lists to every detail. */
async function checksFor(slug: string, lang: 'en' | 'fr'): Promise<Check[]> {
  const base = BUSINESS(slug);
  const q = `lang=${lang}`;
  const get = async <T>(path: string) => (await fetchJson<T>(`${server.url}${path}`)).body;
  const checks: Check[] = [
    { operation: 'getBusiness', path: `${base}?${q}` },
    { operation: 'listBlogArticles', path: `${base}/blog/articles?${q}` },
    { operation: 'getBusinessFaq', path: `${base}/faq?${q}` },
    { operation: 'listBusinessReviews', path: `${base}/reviews?${q}` },
    { operation: 'listBusinessReviews', path: `${base}/reviews?${q}&page=3&limit=20` },
    { operation: 'listCatalogItems', path: `${base}/catalog/items?${q}&limit=100` },
    { operation: 'listCatalogItems', path: `${base}/catalog/items?${q}&itemType=EVENT&search=a` },
    { operation: 'listBusinessDocuments', path: `${base}/documents?${q}&limit=100` },
  ];
  const articles = await get<ApiBlogArticleList>(`${base}/blog/articles?${q}`);
  for (const article of articles.articles) {
    checks.push({
      operation: 'getBlogArticle',
      path: `${base}/blog/articles/${encodeURIComponent(article.slug)}?${q}`,
    });
  }
  const items = await get<ApiCatalogItemList>(`${base}/catalog/items?${q}&limit=100`);
  for (const item of items.items) {
    checks.push({
      operation: 'getCatalogItem',
      path: `${base}/catalog/items/${encodeURIComponent(item.itemSlug)}?${q}`,
    });
  }
  const documents = await get<ApiDocumentList>(`${base}/documents?${q}&limit=100`);
  for (const document of documents.data) {
    checks.push({ operation: 'getDocument', path: `${base}/documents/${document.id}?${q}` });
    if (document.slug)
      checks.push({
        operation: 'getDocument',
        path: `${base}/documents/${encodeURIComponent(document.slug)}?${q}`,
      });
  }
  return checks;
}

describe('contract with the OpenAPI document', () => {
  it('can fail: a business without its slug or with a rating of 7 is rejected', async () => {
    const { body } = await fetchJson<Record<string, unknown>>(
      `${server.url}${BUSINESS('boulangerie-du-plateau')}`,
    );
    const withoutSlug = Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'slug'));
    expect(validator.validateResponse('getBusiness', 200, withoutSlug).valid).toBe(false);
    const review = {
      author: 'a',
      ratingValue: 7,
      title: 't',
      content: 'c',
      contentPublic: '<p>c</p>',
      reviewDate: '2025-01-01T00:00:00Z',
    };
    expect(
      validator.validateResponse('listBusinessReviews', 200, {
        reviews: [review],
        total: 1,
        page: 1,
        limit: 20,
      }).valid,
    ).toBe(false);
  });

  it('validates the listing in both languages', async () => {
    expect(
      await violations([
        { operation: 'listBusinesses', path: '/index/directory-businesses' },
        { operation: 'listBusinesses', path: '/index/directory-businesses?lang=fr' },
      ]),
    ).toEqual([]);
  });

  for (const business of HANDWRITTEN_BUSINESSES.filter((seed) => seed.visibility !== 'HIDDEN')) {
    it(`validates every endpoint of ${business.slug} in both languages`, async () => {
      const checks = [
        ...(await checksFor(business.slug, 'en')),
        ...(await checksFor(business.slug, 'fr')),
      ];
      expect(checks.length).toBeGreaterThanOrEqual(16);
      expect(await violations(checks)).toEqual([]);
    });
  }

  it('validates every endpoint of a sample of synthetic businesses', async () => {
    const checks: Check[] = [];
    for (let number = 1; number <= SYNTHETIC; number += 15) {
      checks.push(...(await checksFor(syntheticCore(number).slug, number % 2 === 0 ? 'fr' : 'en')));
    }
    expect(await violations(checks)).toEqual([]);
  });

  it('validates the 404 answers of the operations that declare them', async () => {
    const hidden = BUSINESS('depanneur-chez-ginette');
    const bakery = BUSINESS('boulangerie-du-plateau');
    expect(
      await violations([
        { operation: 'getBusiness', path: BUSINESS('no-such-business') },
        { operation: 'getBusiness', path: hidden },
        { operation: 'getBlogArticle', path: `${bakery}/blog/articles/no-such-article` },
        { operation: 'getBlogArticle', path: `${hidden}/blog/articles/merci-verdun` },
        { operation: 'getBusinessFaq', path: `${BUSINESS('maritime-nest-realty')}/faq` },
        { operation: 'getBusinessFaq', path: `${BUSINESS('traductions-nordik')}/faq?lang=fr` },
        { operation: 'getCatalogItem', path: `${bakery}/catalog/items/no-such-item` },
        { operation: 'getDocument', path: `${bakery}/documents/no-such-document` },
      ]),
    ).toEqual([]);
  });

  it('answers list endpoints of an unknown business with the same error body', async () => {
    // The document declares 404 only where the spec does (single resources); the list
    // endpoints of an unknown business answer 404 too, so their body is checked against the
    // error schema through an operation that declares it.
    const problems: string[] = [];
    for (const section of ['blog/articles', 'reviews', 'catalog/items', 'documents']) {
      const path = `${BUSINESS('no-such-business')}/${section}`;
      const { status, body } = await fetchJson(`${server.url}${path}`);
      const result = validator.validateResponse('getBusiness', 404, body);
      if (status !== 404 || !result.valid)
        problems.push(`${status} ${path}: ${result.errors.join('; ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('validates the 400 answers of every operation', async () => {
    const base = BUSINESS('boulangerie-du-plateau');
    expect(
      await violations([
        { operation: 'listBusinesses', path: '/index/directory-businesses?lang=de' },
        { operation: 'getBusiness', path: `${base}?lang=de` },
        { operation: 'listBlogArticles', path: `${base}/blog/articles?lang=xx` },
        {
          operation: 'getBlogArticle',
          path: `${base}/blog/articles/why-we-bake-with-sourdough?lang=de`,
        },
        { operation: 'getBusinessFaq', path: `${base}/faq?lang=de` },
        { operation: 'listBusinessReviews', path: `${base}/reviews?page=0` },
        { operation: 'listBusinessReviews', path: `${base}/reviews?limit=101` },
        { operation: 'listCatalogItems', path: `${base}/catalog/items?page=abc` },
        { operation: 'listCatalogItems', path: `${base}/catalog/items?itemType=SPACESHIP` },
        { operation: 'getCatalogItem', path: `${base}/catalog/items/baguette?lang=de` },
        { operation: 'listBusinessDocuments', path: `${base}/documents?limit=0` },
        { operation: 'getDocument', path: `${base}/documents/bread-menu-fall-2025?lang=de` },
      ]),
    ).toEqual([]);
  });
});
