import { describe, expect, it } from 'vitest';
import { businessPath, canonicalBusinessUrl, languageAlternates, localizedPath } from './paths';

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
