import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/i18n/routing';
import { business, context, SITE } from '@/lib/markdown/testing/fixtures';
import { summarizeMarkdown } from '@/lib/markdown/testing/markdown-tree';
import { DIRECTORY_PAGE_SIZE } from '@/lib/directory/directory-paths';
import { ListingIndexBuilder } from '@/lib/directory/listing-index';
import { MemoryDirectory } from '@/lib/directory/memory-directory';
import { renderListingTwin } from '@/lib/markdown/listing-twin';
import { listingModelOf } from '@/lib/models/listing';
import { listingViewOf, type SearchParams } from '@/lib/directory/listing-view';

/** 30 businesses: two pages of the home list; the fixture's hostile texts in every name. */
function index(locale: Locale) {
  const builder = new ListingIndexBuilder();
  for (let n = 1; n <= 30; n += 1) {
    builder.add({
      ...business,
      slug: `shop-${n}`,
      name: `${business.name} ${n}`,
      category: n % 2 === 0 ? 'Bakery' : 'Hardware',
      locations: [{ ...business.locations[0]!, city: n <= 10 ? 'Montréal' : 'Gatineau' }],
    });
  }
  return builder.build(locale);
}

async function twin(
  locale: Locale,
  kind: 'home' | 'category' | 'city',
  slug: string,
  params: SearchParams = {},
) {
  const view = await listingViewOf(new MemoryDirectory(index(locale)), locale, kind, slug, params);
  if (!view) throw new Error('no such listing page');
  const markdown = renderListingTwin(listingModelOf(view), context(locale));
  const tree = summarizeMarkdown(markdown);
  // Untrusted names and descriptions stay text: no raw HTML, no link or image of theirs.
  expect(tree.html).toEqual([]);
  expect(tree.images).toEqual([]);
  expect(tree.links.filter((url) => url.includes('evil.example') || !/^https?:/.test(url))).toEqual(
    [],
  );
  return { markdown, tree };
}

describe('listing twins', () => {
  it('list one page of businesses with their twins, the pager and the citation pattern', async () => {
    const { markdown, tree } = await twin('en', 'home', '');
    const businessLinks = tree.links.filter((url) => /\/business\/shop-\d+\.md$/.test(url));
    expect(businessLinks).toHaveLength(DIRECTORY_PAGE_SIZE);
    expect(businessLinks[0]).toBe(`${SITE}/business/shop-1.md`);
    expect(tree.links).toContain(`${SITE}/page/2.md`);
    expect(markdown).toContain(`Source: Open Business Directory — ${SITE}/business/{slug}`);
    expect(markdown).toContain(`${SITE}/`);
  });

  it('show the last page with a link back and no next page', async () => {
    const { tree } = await twin('fr', 'home', '', { page: '2' });
    const businessLinks = tree.links.filter((url) => /\/business\/shop-\d+\.md$/.test(url));
    expect(businessLinks).toHaveLength(30 - DIRECTORY_PAGE_SIZE);
    expect(businessLinks.every((url) => url.startsWith(`${SITE}/fr/business/`))).toBe(true);
    expect(tree.links).toContain(`${SITE}/fr/index.md`);
    expect(tree.links).not.toContain(`${SITE}/fr/index.md?page=3`);
  });

  it('link every category and city page, and list only a facet’s businesses on its page', async () => {
    const { tree } = await twin('en', 'city', 'montreal');
    expect(tree.links).toContain(`${SITE}/category/bakery.md`);
    expect(tree.links).toContain(`${SITE}/city/gatineau.md`);
    expect(tree.links.filter((url) => /\/business\/shop-\d+\.md$/.test(url))).toHaveLength(10);
  });

  it('have no view for an unknown facet or a page past the last', async () => {
    expect(
      await listingViewOf(
        new MemoryDirectory(index('en')),
        'en',
        'category',
        'no-such-category',
        {},
      ),
    ).toBeNull();
    expect(
      await listingViewOf(new MemoryDirectory(index('en')), 'en', 'home', '', { page: '3' }),
    ).toBeNull();
  });
});
