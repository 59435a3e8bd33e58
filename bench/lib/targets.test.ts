import { describe, expect, it } from 'vitest';
import { localizedPath, PAGE_TYPES } from './targets';

describe('localizedPath', () => {
  it('puts French pages under /fr, the home and its searches included', () => {
    expect(localizedPath('/about', 'en')).toBe('/about');
    expect(localizedPath('/about', 'fr')).toBe('/fr/about');
    expect(localizedPath('/', 'fr')).toBe('/fr');
    expect(localizedPath('/?q=bread', 'fr')).toBe('/fr?q=bread');
    expect(localizedPath('/index.md', 'fr')).toBe('/fr/index.md');
  });
});

describe('PAGE_TYPES', () => {
  it('lists every page type of the site as an HTML page, each with its route', () => {
    const html = PAGE_TYPES.filter((type) => type.html);
    expect(html.map((type) => type.id).sort()).toEqual(
      [
        'about',
        'article',
        'catalog',
        'catalog-item',
        'category',
        'city',
        'document',
        'documents',
        'faq',
        'home',
        'not-found',
        'profile',
        'reviews',
        'search',
        'blog',
      ].sort(),
    );
    for (const type of html) expect(type.route, type.id).toMatch(/^\/\[locale\]/);
  });
});
