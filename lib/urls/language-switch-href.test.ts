import { describe, expect, it } from 'vitest';
import { languageSwitchHref } from '@/lib/urls/language-switch-href';

describe('languageSwitchHref', () => {
  it('swaps the language prefix of the path the browser shows', () => {
    expect(languageSwitchHref('/about', '', 'fr')).toBe('/fr/about');
    expect(languageSwitchHref('/fr/about', '', 'en')).toBe('/about');
    expect(languageSwitchHref('/', '', 'fr')).toBe('/fr');
    expect(languageSwitchHref('/fr', '', 'en')).toBe('/');
    expect(languageSwitchHref('/business/a%25b/faq', '', 'fr')).toBe('/fr/business/a%25b/faq');
  });

  it('keeps the query, but not Next’s _rsc cache key', () => {
    expect(languageSwitchHref('/fr', 'q=pain&page=2', 'en')).toBe('/?q=pain&page=2');
    expect(languageSwitchHref('/fr', '_rsc=Xe_Fkex5', 'en')).toBe('/');
    expect(languageSwitchHref('/business/x/reviews', 'page=3&_rsc=abc', 'fr')).toBe(
      '/fr/business/x/reviews?page=3',
    );
  });
});
