import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_LIMIT, normalizeQuery, searchQueryFromParams } from './search-query';

describe('searchQueryFromParams', () => {
  it('reads the URL parameters, first value of each', () => {
    expect(
      searchQueryFromParams(
        {
          q: ['  pain ', 'x'],
          category: 'bakery',
          city: 'montreal',
          verified: '1',
          sort: 'name',
          page: '3',
          limit: '10',
        },
        'fr',
      ),
    ).toEqual({
      text: 'pain',
      category: 'bakery',
      city: 'montreal',
      verified: true,
      sort: 'name',
      page: 3,
      limit: 10,
      locale: 'fr',
    });
  });

  it('falls back to defaults on missing or invalid values', () => {
    const query = searchQueryFromParams(
      { q: 'x'.repeat(500), sort: 'price', page: 'two', limit: '-5', verified: 'no' },
      'en',
    );
    expect(query.text).toHaveLength(200);
    expect(query.sort).toBe('relevance');
    expect(query.page).toBe(1);
    expect(query.limit).toBe(20);
    expect(query.verified).toBeUndefined();
    expect(query.category).toBeUndefined();
  });
});

describe('normalizeQuery', () => {
  it('brings page and limit into bounds', () => {
    expect(normalizeQuery({ locale: 'en', page: 0, limit: 0 })).toMatchObject({
      page: 1,
      limit: 1,
    });
    expect(normalizeQuery({ locale: 'en', limit: 5000 }).limit).toBe(MAX_SEARCH_LIMIT);
  });
});
