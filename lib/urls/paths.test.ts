import { describe, expect, it } from 'vitest';
import {
  businessPath,
  canonicalBusinessUrl,
  languageAlternates,
  localizedPath,
  splitLocale,
} from './paths';

describe('paths', () => {
  it('encodes every dynamic segment', () => {
    expect(businessPath('a/b', 'blog', '../x y')).toBe('/business/a%2Fb/blog/..%2Fx%20y');
    expect(businessPath('café')).toBe('/business/caf%C3%A9');
  });

  it('prefixes French only', () => {
    expect(localizedPath('en', '/about')).toBe('/about');
    expect(localizedPath('fr', '/about')).toBe('/fr/about');
    expect(localizedPath('fr', '/')).toBe('/fr');
  });

  it('keeps the query or hash of the French home on /fr, not /fr/', () => {
    expect(localizedPath('fr', '/?page=2')).toBe('/fr?page=2');
    expect(localizedPath('fr', '/#main')).toBe('/fr#main');
    expect(localizedPath('fr', '/business/a%25b/reviews?page=2')).toBe(
      '/fr/business/a%25b/reviews?page=2',
    );
    expect(localizedPath('en', '/?page=2')).toBe('/?page=2');
  });

  it('splits a browser path into its locale and unprefixed path', () => {
    expect(splitLocale('/fr')).toEqual({ locale: 'fr', path: '/' });
    expect(splitLocale('/fr/business/x')).toEqual({ locale: 'fr', path: '/business/x' });
    expect(splitLocale('/en/about')).toEqual({ locale: 'en', path: '/about' });
    expect(splitLocale('/about')).toEqual({ locale: 'en', path: '/about' });
    // Not a language prefix: only letters in common.
    expect(splitLocale('/fresh-bakery')).toEqual({ locale: 'en', path: '/fresh-bakery' });
    for (const path of ['/', '/about', '/business/x/catalog/y'])
      for (const locale of ['en', 'fr'] as const)
        expect(splitLocale(localizedPath(locale, path))).toEqual({ locale, path });
  });

  it('gives the spec canonical URL and reciprocal alternates', () => {
    expect(canonicalBusinessUrl('https://d.example', 'acme')).toBe(
      'https://d.example/business/acme',
    );
    expect(languageAlternates('https://d.example', '/business/acme/faq')).toEqual({
      en: 'https://d.example/business/acme/faq',
      fr: 'https://d.example/fr/business/acme/faq',
      'x-default': 'https://d.example/business/acme/faq',
    });
  });
});
