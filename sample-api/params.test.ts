import { describe, expect, it } from 'vitest';
import { BUSINESS, fetchJson, sampleApiForThisFile } from './testing';
import type { ApiCatalogItemList, ApiDocumentList, ApiError, ApiReviewList } from './api-types';

const server = sampleApiForThisFile();
const get = <T>(path: string) => fetchJson<T>(`${server.url}${path}`);

const HARDWARE = BUSINESS('quincaillerie-rideau-hardware');
const CATALOG = `${HARDWARE}/catalog/items`;

describe('invalid parameters', () => {
  it.each([
    ['page=0', `${BUSINESS('boulangerie-du-plateau')}/reviews?page=0`],
    ['page=abc', `${BUSINESS('boulangerie-du-plateau')}/reviews?page=abc`],
    ['page=1.5', `${CATALOG}?page=1.5`],
    ['page=-1', `${HARDWARE}/documents?page=-1`],
    ['page=1e2', `${CATALOG}?page=1e2`],
    ['page=', `${CATALOG}?page=`],
    ['limit=0', `${CATALOG}?limit=0`],
    ['limit=101', `${CATALOG}?limit=101`],
    ['limit=ten', `${HARDWARE}/documents?limit=ten`],
    ['lang=de', '/index/directory-businesses?lang=de'],
    ['lang=EN', `${HARDWARE}?lang=EN`],
    ['lang=', `${HARDWARE}/faq?lang=`],
    ['itemType=SPACESHIP', `${CATALOG}?itemType=SPACESHIP`],
    ['itemType=product', `${CATALOG}?itemType=product`],
    ['page twice', `${CATALOG}?page=1&page=2`],
    ['search too long', `${CATALOG}?search=${'a'.repeat(201)}`],
  ])('%s is a 400 with the error body', async (_, path) => {
    const { status, headers, body } = await get<ApiError>(path);
    expect(status).toBe(400);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(body.statusCode).toBe(400);
    expect(body.message).toMatch(/Query parameter/);
  });

  it('checks parameters before the business exists', async () => {
    const { status } = await get(`${BUSINESS('no-such-business')}/reviews?limit=101`);
    expect(status).toBe(400);
  });

  it('ignores parameters an endpoint does not declare, and unknown ones', async () => {
    expect((await get(`${HARDWARE}/faq?page=0&limit=999&utm_source=test`)).status).toBe(200);
    expect((await get('/index/directory-businesses?page=0&limit=0')).status).toBe(200);
  });
});

describe('paging', () => {
  it('defaults to page 1 and limit 20, and accepts the bounds', async () => {
    expect((await get<ApiCatalogItemList>(CATALOG)).body).toMatchObject({
      total: 36,
      page: 1,
      limit: 20,
    });
    const all = await get<ApiCatalogItemList>(`${CATALOG}?limit=100`);
    expect(all.body.items).toHaveLength(36);
    const one = await get<ApiCatalogItemList>(`${CATALOG}?limit=1&page=36`);
    expect(one.body.items).toHaveLength(1);
  });

  it('walks a catalog page by page without gaps or repeats', async () => {
    const slugs: string[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const { body } = await get<ApiCatalogItemList>(`${CATALOG}?limit=10&page=${page}`);
      expect(body.total).toBe(36);
      expect(body.page).toBe(page);
      slugs.push(...body.items.map((item) => item.itemSlug));
    }
    expect(slugs).toHaveLength(36);
    expect(new Set(slugs).size).toBe(36);
  });

  it('answers an empty page past the end with the real total', async () => {
    const { status, body } = await get<ApiReviewList>(
      `${BUSINESS('boulangerie-du-plateau')}/reviews?page=99&limit=20`,
    );
    expect(status).toBe(200);
    expect(body).toEqual({ reviews: [], total: 48, page: 99, limit: 20 });
  });

  it('computes totalPages for documents', async () => {
    const { body } = await get<ApiDocumentList>(`${HARDWARE}/documents?limit=2&page=2`);
    expect(body.total).toBe(3);
    expect(body.totalPages).toBe(2);
    expect(body.data).toHaveLength(1);
    const empty = await get<ApiDocumentList>(`${BUSINESS('ferme-beausoleil')}/documents`);
    expect(empty.body).toEqual({ data: [], total: 0, totalPages: 0 });
  });
});

describe('catalog filters', () => {
  it('filters by itemType, with totals for the filtered set', async () => {
    const { body } = await get<ApiCatalogItemList>(`${CATALOG}?itemType=SERVICE`);
    expect(body.total).toBe(5);
    expect(body.items.every((item) => item.itemType === 'SERVICE')).toBe(true);
    const events = await get<ApiCatalogItemList>(`${CATALOG}?itemType=EVENT`);
    expect(events.body.items.map((item) => item.itemSlug)).toEqual(['deck-building-clinic']);
    const none = await get<ApiCatalogItemList>(`${CATALOG}?itemType=REAL_ESTATE`);
    expect(none.body).toEqual({ items: [], total: 0, page: 1, limit: 20 });
  });

  it('searches without regard to case or accents, in the requested language', async () => {
    const french = await get<ApiCatalogItemList>(
      `${CATALOG}?lang=fr&search=${encodeURIComponent('PELLE A NEIGE')}`,
    );
    expect(french.body.items.map((item) => item.label)).toEqual(['Pelle à neige ergonomique']);
    const english = await get<ApiCatalogItemList>(`${CATALOG}?search=creme%20brulee`);
    expect(english.body.items.map((item) => item.itemSlug)).toEqual(['creme-brulee-torch']);
    const accented = await get<ApiCatalogItemList>(
      `${CATALOG}?lang=fr&search=${encodeURIComponent('câble électrique')}`,
    );
    expect(accented.body.total).toBe(1);
    // The English label is "Ergonomic snow shovel": French words do not match in English.
    expect((await get<ApiCatalogItemList>(`${CATALOG}?search=pelle`)).body.total).toBe(0);
  });

  it('searches descriptions too, every word required', async () => {
    const { body } = await get<ApiCatalogItemList>(`${CATALOG}?search=galvanized%20outdoor`);
    expect(body.items.map((item) => item.itemSlug)).toEqual(['galvanized-nails-1kg']);
    const both = await get<ApiCatalogItemList>(`${CATALOG}?search=winter&itemType=OFFER`);
    expect(both.body.items.map((item) => item.itemSlug)).toEqual([]);
    const offer = await get<ApiCatalogItemList>(`${CATALOG}?search=storm&itemType=OFFER`);
    expect(offer.body.items.map((item) => item.itemSlug)).toEqual(['snowblower-tune-up']);
  });

  it('treats a blank search as no filter and pages search results', async () => {
    expect((await get<ApiCatalogItemList>(`${CATALOG}?search=%20%20`)).body.total).toBe(36);
    const page = await get<ApiCatalogItemList>(`${CATALOG}?search=v&limit=5&page=2`);
    expect(page.body.total).toBeGreaterThan(5);
    expect(page.body.items.length).toBeLessThanOrEqual(5);
  });
});
