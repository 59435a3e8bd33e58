import { describe, expect, it } from 'vitest';
import { shareCardPath } from './share-card-path';

describe('shareCardPath', () => {
  it('gives a business and each of its entries a card of their own', () => {
    expect(shareCardPath('en', '/business/cafe')).toBe('/og/en/business/cafe/card.png');
    expect(shareCardPath('fr', '/business/cafe/blog/menu-d-ete')).toBe(
      '/og/fr/business/cafe/blog/menu-d-ete/card.png',
    );
    expect(shareCardPath('en', '/business/cafe/catalog/latte')).toBe(
      '/og/en/business/cafe/catalog/latte/card.png',
    );
    expect(shareCardPath('en', '/business/cafe/documents/d-1')).toBe(
      '/og/en/business/cafe/documents/d-1/card.png',
    );
  });

  it("shares the business's card on its lists, their pages and its FAQ", () => {
    for (const path of [
      '/business/cafe/blog',
      '/business/cafe/faq',
      '/business/cafe/reviews',
      '/business/cafe/reviews/page/2',
      '/business/cafe/catalog/page/3',
      '/business/cafe/documents',
    ])
      expect(shareCardPath('en', path)).toBe('/og/en/business/cafe/card.png');
  });

  it("gives every other page the directory's card", () => {
    for (const path of ['/', '/page/2', '/category/bakery', '/city/montreal', '/about'])
      expect(shareCardPath('fr', path)).toBe('/og/fr/card.png');
  });

  it('keeps encoded segments as they are', () => {
    expect(shareCardPath('en', '/business/caf%C3%A9/blog/a%2Fb')).toBe(
      '/og/en/business/caf%C3%A9/blog/a%2Fb/card.png',
    );
  });
});
