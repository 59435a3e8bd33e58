import { describe, expect, it } from 'vitest';
import { catalogFilterQuery, readCatalogFilters } from './catalog-filters';

describe('readCatalogFilters', () => {
  it('reads a valid type, a trimmed search and a page', () => {
    expect(readCatalogFilters({ type: 'SERVICE', q: '  drill ', page: '2' })).toEqual({
      type: 'SERVICE',
      q: 'drill',
      page: 2,
      sort: '',
      instock: false,
      tag: '',
    });
  });

  it('ignores an unknown type and forgives a bad page', () => {
    expect(readCatalogFilters({ type: 'BOGUS', page: 'abc' })).toEqual({
      type: null,
      q: '',
      page: 1,
      sort: '',
      instock: false,
      tag: '',
    });
    expect(readCatalogFilters({ type: 'product', page: '0' })).toEqual({
      type: null,
      q: '',
      page: 1,
      sort: '',
      instock: false,
      tag: '',
    });
  });

  it('caps the search at 200 characters', () => {
    expect(readCatalogFilters({ q: 'x'.repeat(10_240) }).q).toHaveLength(200);
  });

  it('takes the first of repeated values', () => {
    expect(readCatalogFilters({ type: ['EVENT', 'OFFER'], q: ['a', 'b'] })).toMatchObject({
      type: 'EVENT',
      q: 'a',
    });
  });
});

describe('catalogFilterQuery', () => {
  it('keeps only the filters that are set', () => {
    expect(catalogFilterQuery({ type: null, q: '' })).toEqual({});
    expect(catalogFilterQuery({ type: 'OFFER', q: 'snow' })).toEqual({ type: 'OFFER', q: 'snow' });
    expect(
      catalogFilterQuery({ type: null, q: '', sort: 'price-asc', instock: true, tag: 'levain' }),
    ).toEqual({ sort: 'price-asc', instock: 'true', tag: 'levain' });
    expect(catalogFilterQuery({ type: null, q: '', sort: '', instock: false, tag: '' })).toEqual(
      {},
    );
  });
});
