import { describe, expect, it } from 'vitest';
import { apiRequestUrl } from './request-url';

const BASE = 'https://api.example.org/v';

describe('apiRequestUrl', () => {
  it('builds the endpoint URL with lang and query parameters', () => {
    expect(
      apiRequestUrl(BASE, ['index', 'directory-business', 'acme', 'reviews'], 'fr', {
        page: 2,
        limit: 10,
      }),
    ).toBe(
      'https://api.example.org/v/index/directory-business/acme/reviews?page=2&limit=10&lang=fr',
    );
  });

  it('skips undefined and empty query values', () => {
    expect(apiRequestUrl(BASE, ['x'], 'en', { itemType: undefined, search: '' })).toBe(
      'https://api.example.org/v/x?lang=en',
    );
  });

  it('percent-encodes each segment so a slug cannot reach another endpoint', () => {
    const url = new URL(
      apiRequestUrl(BASE, ['index', 'directory-business', '../../admin?x=1#f', 'faq'], 'en'),
    );
    expect(url.pathname).toBe('/v/index/directory-business/..%2F..%2Fadmin%3Fx%3D1%23f/faq');
    expect(url.search).toBe('?lang=en');
    expect(url.hash).toBe('');
  });

  it('encodes spaces, percent signs and non-ASCII letters', () => {
    const url = apiRequestUrl(BASE, ['café 100%'], 'en');
    expect(url).toBe('https://api.example.org/v/caf%C3%A9%20100%25?lang=en');
  });

  it('lets lang from the caller win over a lang smuggled in the query', () => {
    const url = new URL(apiRequestUrl(BASE, ['x'], 'fr', { lang: 'de' }));
    expect(url.searchParams.getAll('lang')).toEqual(['fr']);
  });
});
