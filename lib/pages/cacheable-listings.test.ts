import { describe, expect, it } from 'vitest';
import {
  cachedRoutePath,
  isCacheableListingPath,
  isInternalCachedPath,
} from './cacheable-listings';

describe('isCacheableListingPath', () => {
  it('takes the listings whose first page is cached', () => {
    for (const path of [
      '/',
      '/category/bakery',
      '/city/montreal',
      '/business/x/reviews',
      '/business/x/catalog',
      '/business/caf%C3%A9/documents',
    ]) {
      expect(isCacheableListingPath(path), path).toBe(true);
    }
  });

  it('leaves every other page, and deeper or odd paths, to their own routes', () => {
    for (const path of [
      '/about',
      '/business/x',
      '/business/x/faq',
      '/business/x/blog',
      '/business/x/catalog/item',
      '/business/x/documents/1',
      '/category',
      '/category/a/b',
      '/city/',
      '/business/x/reviews/',
      '/cached',
      '/cached/category/x',
    ]) {
      expect(isCacheableListingPath(path), path).toBe(false);
    }
  });
});

describe('isInternalCachedPath', () => {
  it('spots the internal segment only as the first one', () => {
    expect(isInternalCachedPath('/cached')).toBe(true);
    expect(isInternalCachedPath('/cached/category/x')).toBe(true);
    expect(isInternalCachedPath('/cachedx')).toBe(false);
    expect(isInternalCachedPath('/business/cached')).toBe(false);
    expect(isInternalCachedPath('/')).toBe(false);
  });
});

describe('cachedRoutePath', () => {
  it('puts the internal segment after the locale, the rest as sent', () => {
    expect(cachedRoutePath('en', '/en')).toBe('/en/cached/home');
    expect(cachedRoutePath('fr', '/fr')).toBe('/fr/cached/home');
    expect(cachedRoutePath('en', '/en/category/bakery')).toBe('/en/cached/category/bakery');
    expect(cachedRoutePath('fr', '/fr/business/100%25/reviews')).toBe(
      '/fr/cached/business/100%25/reviews',
    );
  });

  it('refuses a route path of another locale', () => {
    expect(cachedRoutePath('en', '/fr/category/x')).toBeNull();
    expect(cachedRoutePath('en', '/english')).toBeNull();
  });
});
