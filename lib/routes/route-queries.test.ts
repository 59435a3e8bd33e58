import { describe, expect, it } from 'vitest';
import { parseCatalogRouteQuery } from '@/lib/routes/catalog-query';
import { MAX_SEARCH_LENGTH } from '@/lib/urls/query-params';
import { parseReviewsRouteQuery } from '@/lib/routes/reviews-query';
import { catalogRouteUrl, reviewsRouteUrl } from '@/lib/urls/section-route-urls';

const q = (search: string) => new URLSearchParams(search);

function errorOf(result: { ok: boolean; error?: string }): string {
  expect(result.ok).toBe(false);
  return result.error ?? '';
}

describe('parseReviewsRouteQuery', () => {
  it('reads a valid page and language, with defaults when absent', () => {
    expect(parseReviewsRouteQuery(q('page=3&lang=fr'))).toEqual({
      ok: true,
      value: { page: 3, lang: 'fr', sort: '', stars: null },
    });
    expect(parseReviewsRouteQuery(q(''))).toEqual({
      ok: true,
      value: { page: 1, lang: 'en', sort: '', stars: null },
    });
    expect(parseReviewsRouteQuery(q('page=10000'))).toMatchObject({
      ok: true,
      value: { page: 10000 },
    });
  });

  it('refuses pages that are not integers between 1 and 10000', () => {
    for (const page of [
      '0',
      'abc',
      '-1',
      '1.5',
      '1e2',
      '+2',
      ' 2',
      '01',
      '10001',
      '99999999999',
      '',
    ]) {
      expect(errorOf(parseReviewsRouteQuery(q(`page=${encodeURIComponent(page)}`))), page).toMatch(
        /"page" must be an integer between 1 and 10000/,
      );
    }
  });

  it('refuses an unknown language, a repeated parameter and an undeclared one', () => {
    expect(errorOf(parseReviewsRouteQuery(q('lang=de')))).toMatch(/"lang" must be one of: en, fr/);
    expect(errorOf(parseReviewsRouteQuery(q('lang=EN')))).toMatch(/"lang"/);
    expect(errorOf(parseReviewsRouteQuery(q('page=1&page=2')))).toMatch(/at most once/);
    expect(errorOf(parseReviewsRouteQuery(q('page=1&limit=100')))).toMatch(
      /Unknown query parameter "limit"/,
    );
    expect(errorOf(parseReviewsRouteQuery(q('path=../../x')))).toMatch(
      /Unknown query parameter "path"/,
    );
  });

  it('builds URLs that parse back to the same query', () => {
    const url = reviewsRouteUrl('café & co', { page: 2, lang: 'fr' });
    expect(url).toBe('/api/businesses/caf%C3%A9%20%26%20co/reviews?page=2&lang=fr');
    expect(parseReviewsRouteQuery(new URL(url, 'http://x').searchParams)).toEqual({
      ok: true,
      value: { page: 2, lang: 'fr', sort: '', stars: null },
    });
    const filtered = { page: 1, lang: 'en' as const, sort: 'lowest' as const, stars: 0 };
    expect(
      parseReviewsRouteQuery(new URL(reviewsRouteUrl('s', filtered), 'http://x').searchParams),
    ).toEqual({ ok: true, value: filtered });
  });

  it('reads a sort and a star filter, and refuses any other value', () => {
    expect(parseReviewsRouteQuery(q('sort=highest&stars=5'))).toMatchObject({
      ok: true,
      value: { sort: 'highest', stars: 5 },
    });
    expect(parseReviewsRouteQuery(q('stars=0'))).toMatchObject({ ok: true, value: { stars: 0 } });
    for (const sort of ['best', 'HIGHEST', 'rating']) {
      expect(errorOf(parseReviewsRouteQuery(q(`sort=${sort}`))), sort).toMatch(
        /"sort" must be one of: newest, highest, lowest/,
      );
    }
    for (const stars of ['6', '-1', '4.5', 'five', '05']) {
      expect(errorOf(parseReviewsRouteQuery(q(`stars=${stars}`))), stars).toMatch(
        /"stars" must be one of: 0, 1, 2, 3, 4, 5/,
      );
    }
  });
});

describe('parseCatalogRouteQuery', () => {
  it('reads type and search, trimming the search', () => {
    expect(parseCatalogRouteQuery(q('page=2&lang=en&type=SERVICE&q=%20%20drill%20'))).toEqual({
      ok: true,
      value: {
        page: 2,
        lang: 'en',
        type: 'SERVICE',
        q: 'drill',
        sort: '',
        instock: false,
        tag: '',
      },
    });
    expect(parseCatalogRouteQuery(q('type=&q='))).toEqual({
      ok: true,
      value: { page: 1, lang: 'en', type: null, q: '', sort: '', instock: false, tag: '' },
    });
  });

  it('reads a sort, the in-stock toggle and a tag, and refuses bad values', () => {
    expect(
      parseCatalogRouteQuery(q('sort=price-desc&instock=true&tag=%20levain%20')),
    ).toMatchObject({ ok: true, value: { sort: 'price-desc', instock: true, tag: 'levain' } });
    expect(parseCatalogRouteQuery(q('instock=0'))).toMatchObject({
      ok: true,
      value: { instock: false },
    });
    expect(errorOf(parseCatalogRouteQuery(q('sort=price')))).toMatch(
      /"sort" must be one of: price-asc, price-desc, name/,
    );
    expect(errorOf(parseCatalogRouteQuery(q('instock=yes')))).toMatch(
      /"instock" must be true or false/,
    );
    expect(errorOf(parseCatalogRouteQuery(q(`tag=${'t'.repeat(201)}`)))).toMatch(/"tag"/);
  });

  it('refuses a type outside the enum', () => {
    for (const type of ['BOGUS', 'product', 'PRODUCT ']) {
      expect(errorOf(parseCatalogRouteQuery(q(`type=${encodeURIComponent(type)}`))), type).toMatch(
        /"type" must be one of: PRODUCT, SERVICE/,
      );
    }
  });

  it('refuses a search longer than the cap, whatever its size', () => {
    expect(parseCatalogRouteQuery(q(`q=${'a'.repeat(MAX_SEARCH_LENGTH)}`)).ok).toBe(true);
    expect(errorOf(parseCatalogRouteQuery(q(`q=${'a'.repeat(MAX_SEARCH_LENGTH + 1)}`)))).toMatch(
      /at most 200 characters/,
    );
    expect(errorOf(parseCatalogRouteQuery(q(`q=${'x'.repeat(10_240)}`)))).toMatch(/"q"/);
  });

  it('refuses the API-level names, which are not its own', () => {
    expect(errorOf(parseCatalogRouteQuery(q('itemType=PRODUCT')))).toMatch(
      /Unknown query parameter "itemType"/,
    );
    expect(errorOf(parseCatalogRouteQuery(q('search=drill')))).toMatch(
      /Unknown query parameter "search"/,
    );
  });

  it('builds URLs without empty filters that parse back to the same query', () => {
    expect(catalogRouteUrl('s', { page: 1, lang: 'en', type: null, q: '' })).toBe(
      '/api/businesses/s/catalog?page=1&lang=en',
    );
    const query = {
      page: 3,
      lang: 'fr' as const,
      type: 'EVENT' as const,
      q: 'crème & brûlée',
      sort: 'name' as const,
      instock: true,
      tag: 'fête & co',
    };
    const url = catalogRouteUrl('s', query);
    expect(parseCatalogRouteQuery(new URL(url, 'http://x').searchParams)).toEqual({
      ok: true,
      value: query,
    });
  });
});
