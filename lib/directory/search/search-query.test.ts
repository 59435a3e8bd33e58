import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_LIMIT, normalizeQuery, type SearchSort } from './search-query';

describe('normalizeQuery', () => {
  it('brings page and limit into bounds', () => {
    expect(normalizeQuery({ locale: 'en', page: 0, limit: 0 })).toMatchObject({
      page: 1,
      limit: 1,
    });
    expect(normalizeQuery({ locale: 'en', limit: 5000 }).limit).toBe(MAX_SEARCH_LIMIT);
  });

  it('trims and cuts the text, and falls back to defaults on missing or unknown values', () => {
    const query = normalizeQuery({
      locale: 'en',
      text: `  ${'x'.repeat(500)}`,
      category: '  ',
      // A sort the site does not know, as from an unchecked caller.
      sort: 'price' as SearchSort,
    });
    expect(query.text).toHaveLength(200);
    expect(query.sort).toBe('relevance');
    expect(query.page).toBe(1);
    expect(query.limit).toBe(20);
    expect(query.category).toBeUndefined();
  });
});
