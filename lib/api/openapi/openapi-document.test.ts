import { describe, expect, it } from 'vitest';

import { loadOpenApiDocument, openApiDocumentFor } from './openapi-document';
import { createResponseValidator } from '../testing/response-validator';

/** Section 4.2 of the spec: operation id → path. */
const SPEC_OPERATIONS: Record<string, string> = {
  listBusinesses: '/index/directory-businesses',
  getBusiness: '/index/directory-business/{slug}',
  listBlogArticles: '/index/directory-business/{slug}/blog/articles',
  getBlogArticle: '/index/directory-business/{slug}/blog/articles/{articleSlug}',
  getBusinessFaq: '/index/directory-business/{slug}/faq',
  listBusinessReviews: '/index/directory-business/{slug}/reviews',
  listCatalogItems: '/index/directory-business/{slug}/catalog/items',
  getCatalogItem: '/index/directory-business/{slug}/catalog/items/{itemSlug}',
  listBusinessDocuments: '/index/directory-business/{slug}/documents',
  getDocument: '/index/directory-business/{slug}/documents/{documentId}',
};

/** Section 7 of the spec: the only operations that declare a 404. */
const SPEC_404_OPERATIONS = [
  'getBlogArticle',
  'getBusiness',
  'getBusinessFaq',
  'getCatalogItem',
  'getDocument',
];

interface OperationSummary {
  operationId: string;
  path: string;
  method: string;
  statuses: string[];
}

function operationsOf(document: ReturnType<typeof loadOpenApiDocument>): OperationSummary[] {
  return Object.entries(document.paths).flatMap(([path, pathItem]) =>
    Object.entries(pathItem).map(([method, operation]) => ({
      operationId: operation.operationId,
      path,
      method,
      statuses: Object.keys(operation.responses),
    })),
  );
}

function without(body: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy = { ...body };
  delete copy[key];
  return copy;
}

function validBusiness(): Record<string, unknown> {
  return {
    businessName: 'Atelier Lumière',
    slug: 'atelier-lumiere',
    website: 'https://atelier-lumiere.example',
    description: 'Lighting design studio.',
    logo: null,
    email: 'hello@atelier-lumiere.example',
    phone: null,
    legalName: null,
    primaryLanguage: 'fr',
    locations: [
      { address: '1 rue de la Paix', city: 'Paris', postal_code: '75002', country: 'FR' },
    ],
    areas: ['Paris'],
    category: 'Design',
    tags: ['lighting'],
    mdContent: null,
    updatedAt: '2026-11-02T10:00:00.000Z',
    businessTypes: [{ id: 'studio', label: 'Studio' }],
    visibility: 'PUBLIC',
    isVerified: true,
    _citation: {
      source: 'Open Business Directory',
      canonicalUrl: 'https://directory.example/business/atelier-lumiere',
      license: 'ODC-By-1.0',
    },
  };
}

function validReview(): Record<string, unknown> {
  return {
    author: 'Camille',
    ratingValue: 4.5,
    title: 'Great',
    content: 'Great work.',
    contentPublic: '<p>Great work.</p>',
    reviewDate: '2026-10-01T08:30:00Z',
  };
}

describe('the Directory API OpenAPI document', () => {
  const document = loadOpenApiDocument();

  it('is OpenAPI 3.1.0 for version 1.0.0 under ODC-By-1.0', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('1.0.0');
    expect(document.info.license.identifier).toBe('ODC-By-1.0');
    expect(document.info.description).toContain(
      'Source: <directory_name> — {site_url}/business/{slug}',
    );
  });

  it("has exactly the spec's ten operations, each a GET at the spec's path", () => {
    const operations = operationsOf(document);
    expect(operations).toHaveLength(10);
    expect(
      Object.fromEntries(operations.map(({ operationId, path }) => [operationId, path])),
    ).toEqual(SPEC_OPERATIONS);
    expect(new Set(operations.map(({ method }) => method))).toEqual(new Set(['get']));
  });

  it('declares a 404 on the operations the spec names and on the lists under a business, and a 400 everywhere', () => {
    const operations = operationsOf(document);
    const with404 = operations
      .filter(({ statuses }) => statuses.includes('404'))
      .map(({ operationId }) => operationId);
    // The spec names five; the lists under a business also 404 for an unknown business (our extension).
    expect(with404.sort()).toEqual(
      [
        ...SPEC_404_OPERATIONS,
        'listBlogArticles',
        'listBusinessDocuments',
        'listBusinessReviews',
        'listCatalogItems',
      ].sort(),
    );
    expect(with404).not.toContain('listBusinesses');
    for (const { operationId, statuses } of operations) {
      expect(statuses, operationId).toEqual(expect.arrayContaining(['200', '400']));
    }
  });
});

describe('the response validator over the document', () => {
  const { validateResponse } = createResponseValidator();

  it('accepts a well-formed business, with or without _citation', () => {
    expect(validateResponse('getBusiness', 200, validBusiness())).toEqual({
      valid: true,
      errors: [],
    });
    expect(validateResponse('getBusiness', 200, without(validBusiness(), '_citation')).valid).toBe(
      true,
    );
    expect(validateResponse('listBusinesses', 200, { data: [validBusiness()] }).valid).toBe(true);
  });

  it('rejects a business with a field of the wrong type', () => {
    const result = validateResponse('getBusiness', 200, { ...validBusiness(), isVerified: 'yes' });
    expect(result.valid).toBe(false);
    expect(result.errors).toContain('/isVerified must be boolean');
  });

  it('rejects a business missing a required field, even a nullable one', () => {
    expect(validateResponse('getBusiness', 200, without(validBusiness(), 'slug')).errors).toContain(
      "(root) must have required property 'slug'",
    );
    expect(validateResponse('getBusiness', 200, without(validBusiness(), 'logo')).valid).toBe(
      false,
    );
  });

  it('checks formats and enums', () => {
    expect(
      validateResponse('getBusiness', 200, { ...validBusiness(), website: 'not a url' }).errors,
    ).toContain('/website must match format "uri"');
    expect(
      validateResponse('getBusiness', 200, { ...validBusiness(), visibility: 'SECRET' }).valid,
    ).toBe(false);
  });

  it('rejects a review rated 6 and accepts one rated 0 to 5', () => {
    const page = (ratingValue: number) => ({
      reviews: [{ ...validReview(), ratingValue }],
      total: 1,
      page: 1,
      limit: 20,
    });
    expect(validateResponse('listBusinessReviews', 200, page(5)).valid).toBe(true);
    expect(validateResponse('listBusinessReviews', 200, page(0)).valid).toBe(true);
    const result = validateResponse('listBusinessReviews', 200, page(6));
    expect(result.valid).toBe(false);
    expect(result.errors).toContain('/reviews/0/ratingValue must be <= 5');
  });

  it('validates allOf details and their nullable fields', () => {
    const item: Record<string, unknown> = {
      id: 'i1',
      label: 'Lamp',
      description: null,
      itemSlug: 'lamp',
      itemType: 'PRODUCT',
      unitPrice: null,
      unitMeasure: null,
      imageUrl: null,
      brand: null,
      tags: null,
      available: true,
      attributes: { colour: 'brass' },
    };
    const detail = {
      ...item,
      additionalImages: null,
      mdContent: null,
      fullUrl: null,
      enrichment: null,
    };
    expect(validateResponse('getCatalogItem', 200, detail).valid).toBe(true);
    expect(validateResponse('getCatalogItem', 200, without(detail, 'enrichment')).valid).toBe(
      false,
    );
    expect(validateResponse('getCatalogItem', 200, { ...detail, itemType: 'CAR' }).valid).toBe(
      false,
    );
  });

  it('validates error bodies for declared statuses and refuses undeclared ones', () => {
    const notFound = { message: 'Business not found', statusCode: 404 };
    expect(validateResponse('getBusiness', 404, notFound).valid).toBe(true);
    expect(validateResponse('getBusiness', 404, { message: 'x' }).valid).toBe(false);
    expect(validateResponse('listBusinesses', 400, { message: 'bad', statusCode: 400 }).valid).toBe(
      true,
    );
    expect(validateResponse('listBusinesses', 404, notFound)).toEqual({
      valid: false,
      errors: ['listBusinesses declares no 404 response'],
    });
    expect(validateResponse('noSuchOperation', 200, {}).errors).toEqual([
      'unknown operationId "noSuchOperation"',
    ]);
  });

  it('compiles every declared response schema under strict mode', () => {
    for (const { operationId, statuses } of operationsOf(loadOpenApiDocument())) {
      for (const status of statuses) {
        const result = validateResponse(operationId, Number(status), null);
        expect(result.valid, `${operationId} ${status}`).toBe(false);
        expect(result.errors, `${operationId} ${status}`).not.toContainEqual(
          expect.stringContaining('declares no'),
        );
      }
    }
  });
});

describe('openApiDocumentFor', () => {
  it('points servers at the configured API without mutating the original document', () => {
    const original = loadOpenApiDocument();
    const before = JSON.stringify(original);
    const served = openApiDocumentFor('https://api.example.org');
    expect(served.servers).toEqual([
      { url: 'https://api.example.org', description: 'Configured Directory API' },
    ]);
    expect(served.paths).toEqual(original.paths);
    expect(served.paths).not.toBe(original.paths);
    expect(JSON.stringify(loadOpenApiDocument())).toBe(before);
    expect(original.servers).toEqual([expect.objectContaining({ url: 'http://127.0.0.1:4010' })]);
  });

  it('drops a trailing slash so clients never request "//index/…"', () => {
    expect(openApiDocumentFor('https://api.example.org/v/').servers[0]?.url).toBe(
      'https://api.example.org/v',
    );
  });
});
