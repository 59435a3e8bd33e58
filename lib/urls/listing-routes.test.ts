import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isListingPath,
  LISTING_PAGE_ROUTES,
  LISTING_TWIN_ROUTES,
  routeListing,
  splitListingPage,
} from './listing-routes';

describe('isListingPath', () => {
  it('takes the listings, first pages only', () => {
    for (const path of [
      '/',
      '/category/bakery',
      '/city/montreal',
      '/business/x/reviews',
      '/business/x/catalog',
      '/business/caf%C3%A9/documents',
    ]) {
      expect(isListingPath(path), path).toBe(true);
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
      '/page/2',
    ]) {
      expect(isListingPath(path), path).toBe(false);
    }
  });
});

describe('splitListingPage', () => {
  it('splits a later page of a listing', () => {
    expect(splitListingPage('/page/2')).toEqual({ basePath: '/', page: '2' });
    expect(splitListingPage('/business/100%25/reviews/page/12')).toEqual({
      basePath: '/business/100%25/reviews',
      page: '12',
    });
  });

  it('is null where `page` is a slug, not a page segment', () => {
    // A catalog item or a document whose slug is "page", a category named "page".
    expect(splitListingPage('/business/x/catalog/page')).toBeNull();
    expect(splitListingPage('/business/x/documents/page')).toBeNull();
    expect(splitListingPage('/category/page')).toBeNull();
    expect(splitListingPage('/business/x/faq/page/2')).toBeNull();
    expect(splitListingPage('/business/x/catalog/item/page/2')).toBeNull();
  });
});

describe('routeListing', () => {
  it('serves an unfiltered first page from its page/1 route, the encoding as sent', () => {
    expect(routeListing('/', '')).toEqual({ rewrite: '/page/1' });
    expect(routeListing('/category/bakery', '?utm_source=mail')).toEqual({
      rewrite: '/category/bakery/page/1',
    });
    expect(routeListing('/business/100%25/reviews', '')).toEqual({
      rewrite: '/business/100%25/reviews/page/1',
    });
    // A form sent empty filters nothing.
    expect(routeListing('/', '?q=+&category=&city=')).toEqual({ rewrite: '/page/1' });
  });

  it('redirects the query pages of old to their paths, other parameters kept', () => {
    expect(routeListing('/', '?page=2')).toEqual({ redirect: '/page/2' });
    expect(routeListing('/business/x/reviews', '?page=3&utm_source=mail')).toEqual({
      redirect: '/business/x/reviews/page/3?utm_source=mail',
    });
    expect(routeListing('/city/montreal', '?page=1')).toEqual({ redirect: '/city/montreal' });
    // A bad page number was page 1, and still is.
    expect(routeListing('/business/x/documents', '?page=abc')).toEqual({
      redirect: '/business/x/documents',
    });
    expect(routeListing('/', '?q=&page=2')).toEqual({ redirect: '/page/2' });
  });

  it('redirects page/1 to the list itself', () => {
    expect(routeListing('/page/1', '')).toEqual({ redirect: '/' });
    expect(routeListing('/business/x/catalog/page/1', '?a=b')).toEqual({
      redirect: '/business/x/catalog?a=b',
    });
  });

  it('leaves filtered views, later pages and other pages to their routes', () => {
    expect(routeListing('/', '?q=pain&page=2')).toBeNull();
    expect(routeListing('/', '?city=montreal')).toBeNull();
    expect(routeListing('/business/x/catalog', '?type=SERVICE&page=2')).toBeNull();
    expect(routeListing('/business/x/catalog', '?q=vis')).toBeNull();
    expect(routeListing('/business/x/reviews/page/2', '')).toBeNull();
    expect(routeListing('/business/x/reviews/page/02', '')).toBeNull();
    expect(routeListing('/business/x', '?page=2')).toBeNull();
    expect(routeListing('/business/x/catalog/page', '')).toBeNull();
  });

  it('does not treat a filter of another listing as a filter', () => {
    // `type` filters a catalog only; on reviews it is an ignored parameter.
    expect(routeListing('/business/x/reviews', '?type=SERVICE&page=2')).toEqual({
      redirect: '/business/x/reviews/page/2?type=SERVICE',
    });
  });
});

describe('LISTING_PAGE_ROUTES', () => {
  it('names route files that exist, one per listing', () => {
    for (const route of LISTING_PAGE_ROUTES) {
      expect(existsSync(join(process.cwd(), 'app', route, 'page.tsx')), route).toBe(true);
    }
    expect(new Set(LISTING_PAGE_ROUTES).size).toBe(6);
    for (const route of LISTING_TWIN_ROUTES) {
      expect(existsSync(join(process.cwd(), 'app', route, 'route.ts')), route).toBe(true);
    }
    expect(new Set(LISTING_TWIN_ROUTES).size).toBe(6);
  });
});
