import { describe, expect, it } from 'vitest';
import {
  isPageNumberSegment,
  pageHref,
  pageInHref,
  pageWindow,
  type PagerEntry,
} from './page-window';

/** The window as text: numbers and "…", easy to read in a failure. */
function shown(entries: PagerEntry[]): string {
  return entries.map((entry) => (entry.kind === 'page' ? String(entry.page) : '…')).join(' ');
}

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(shown(pageWindow(1, 1))).toBe('1');
    expect(shown(pageWindow(2, 5))).toBe('1 2 3 4 5');
  });

  it('keeps first and last pages and the neighbours of the current one', () => {
    expect(shown(pageWindow(10, 20))).toBe('1 … 8 9 10 11 12 … 20');
    expect(shown(pageWindow(1, 20))).toBe('1 2 3 … 20');
    expect(shown(pageWindow(20, 20))).toBe('1 … 18 19 20');
  });

  it('never hides a single page behind a gap', () => {
    expect(shown(pageWindow(5, 9))).toBe('1 2 3 4 5 6 7 8 9');
    expect(shown(pageWindow(4, 20))).toBe('1 2 3 4 5 6 … 20');
  });

  it('stays usable for a page beyond the last one', () => {
    expect(shown(pageWindow(99, 3))).toBe('1 2 3');
    expect(shown(pageWindow(3, 0))).toBe('1');
  });

  it('gives each gap a distinct key', () => {
    const keys = pageWindow(10, 20)
      .filter((entry) => entry.kind === 'gap')
      .map((entry) => (entry.kind === 'gap' ? entry.key : ''));
    expect(new Set(keys).size).toBe(2);
  });
});

describe('pageHref', () => {
  it('pages an unfiltered list by path, page 1 being the list itself', () => {
    expect(pageHref('/business/cafe/documents', 1)).toBe('/business/cafe/documents');
    expect(pageHref('/business/cafe/documents', 3)).toBe('/business/cafe/documents/page/3');
    expect(pageHref('/', 2)).toBe('/page/2');
    expect(pageHref('/', 1)).toBe('/');
    expect(pageHref('/category/bakery', 2, { q: '' })).toBe('/category/bakery/page/2');
  });

  it('keeps extra query parameters, encoded, and never a stale page', () => {
    expect(
      pageHref('/business/cafe/catalog', 2, { type: 'PRODUCT', search: 'thé & café', page: '9' }),
    ).toBe('/business/cafe/catalog?type=PRODUCT&search=th%C3%A9+%26+caf%C3%A9&page=2');
    expect(pageHref('/business/cafe/catalog', 1, { search: '' })).toBe('/business/cafe/catalog');
  });
});

describe('pageInHref', () => {
  it('reads the page from the path, then from the query', () => {
    expect(pageInHref('/fr/business/cafe/reviews/page/4')).toBe(4);
    expect(pageInHref('/page/2')).toBe(2);
    expect(pageInHref('/business/cafe/catalog?type=PRODUCT&page=3')).toBe(3);
    expect(pageInHref('/business/cafe/reviews')).toBe(1);
  });

  it('is page 1 for anything that is not a page number', () => {
    expect(pageInHref('/business/cafe/reviews/page/0')).toBe(1);
    expect(pageInHref('/business/cafe/reviews/page/abc')).toBe(1);
    expect(pageInHref('/business/cafe/reviews?page=-2')).toBe(1);
    // An item whose slug is "page" is not a page number.
    expect(pageInHref('/business/cafe/catalog/page')).toBe(1);
  });

  it('round-trips pageHref', () => {
    for (const page of [1, 2, 57]) {
      expect(pageInHref(pageHref('/city/montreal', page))).toBe(page);
      expect(pageInHref(pageHref('/', page, { q: 'pain' }))).toBe(page);
    }
  });
});

describe('isPageNumberSegment', () => {
  it('takes a page number as pageHref writes it, and nothing else', () => {
    for (const segment of ['1', '2', '57', '999999999'])
      expect(isPageNumberSegment(segment)).toBe(true);
    for (const segment of ['0', '02', '+2', '2.0', 'two', '', '1234567890'])
      expect(isPageNumberSegment(segment), segment).toBe(false);
  });
});
