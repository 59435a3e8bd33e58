import { describe, expect, it } from 'vitest';
import {
  internalTwinHref,
  internalTwinPath,
  parseTwinRequestPath,
  localizedPage,
  twinPath,
  twinUrl,
} from '@/lib/urls/twin-paths';

describe('twin paths', () => {
  it('appends .md to the page URL, index.md for the home page', () => {
    expect(twinPath('en', '/business/a%20b/faq')).toBe('/business/a%20b/faq.md');
    expect(twinPath('fr', '/business/x')).toBe('/fr/business/x.md');
    expect(twinPath('en', '/')).toBe('/index.md');
    expect(twinPath('fr', '/')).toBe('/fr/index.md');
    // Paged and filtered pages: the suffix goes on the path, never after the query.
    expect(twinPath('en', '/business/x/documents?page=2')).toBe('/business/x/documents.md?page=2');
    expect(twinPath('fr', '/?page=3')).toBe('/fr/index.md?page=3');
    expect(twinPath('en', '/business/x/catalog?type=PRODUCT&q=a%20b')).toBe(
      '/business/x/catalog.md?type=PRODUCT&q=a%20b',
    );
    expect(twinUrl('https://d.example', 'fr', '/about')).toBe('https://d.example/fr/about.md');
  });

  it('reads twin requests back into pages', () => {
    expect(parseTwinRequestPath('/business/x.md')).toEqual({
      locale: 'en',
      pagePath: '/business/x',
    });
    expect(parseTwinRequestPath('/fr/business/x/blog/a.b.md')).toEqual({
      locale: 'fr',
      pagePath: '/business/x/blog/a.b',
    });
    expect(parseTwinRequestPath('/index.md')).toEqual({ locale: 'en', pagePath: '/' });
    expect(parseTwinRequestPath('/fr/index.md')).toEqual({ locale: 'fr', pagePath: '/' });
    expect(parseTwinRequestPath('/fr.md')).toBeNull();
    expect(parseTwinRequestPath('/en/business/x.md')).toBeNull();
    expect(parseTwinRequestPath('/business/x/.md')).toBeNull();
    expect(parseTwinRequestPath('/business/x')).toBeNull();
  });

  it('maps pages to the internal twin route', () => {
    expect(internalTwinPath({ locale: 'en', pagePath: '/' })).toBe('/md/en');
    expect(internalTwinPath({ locale: 'fr', pagePath: '/business/x/faq' })).toBe(
      '/md/fr/business/x/faq',
    );
  });

  it('routes a listing twin as its HTML page: unfiltered pages to the page/[n] twin route', () => {
    expect(internalTwinHref({ locale: 'en', pagePath: '/' }, '')).toBe('/md/en/page/1');
    expect(internalTwinHref({ locale: 'fr', pagePath: '/business/x/reviews/page/3' }, '')).toBe(
      '/md/fr/business/x/reviews/page/3',
    );
    expect(
      internalTwinHref({ locale: 'en', pagePath: '/business/x/catalog' }, '?type=SERVICE'),
    ).toBe('/md/en/business/x/catalog?type=SERVICE');
    // A catalog item whose slug is "page" stays an item.
    expect(internalTwinHref({ locale: 'en', pagePath: '/business/x/catalog/page' }, '?a=1')).toBe(
      '/md/en/business/x/catalog/page?a=1',
    );
    expect(internalTwinHref({ locale: 'en', pagePath: '/business/x/faq' }, '')).toBe(
      '/md/en/business/x/faq',
    );
  });

  it('splits the locale prefix off page paths', () => {
    expect(localizedPage('/')).toEqual({ locale: 'en', pagePath: '/' });
    expect(localizedPage('/fr')).toEqual({ locale: 'fr', pagePath: '/' });
    expect(localizedPage('/fr/about')).toEqual({ locale: 'fr', pagePath: '/about' });
    expect(localizedPage('/french/about')).toEqual({ locale: 'en', pagePath: '/french/about' });
  });
});
