import { describe, expect, it } from 'vitest';
import { ListingIndexBuilder } from '@/lib/directory/listing-index';
import { MemoryDirectory } from '@/lib/directory/memory-directory';
import { listingViewOf, type SearchParams } from '@/lib/directory/listing-view';
import { getSiteConfig } from '@/lib/config/site-config';
import { business } from '@/lib/markdown/testing/fixtures';
import { listingItemListJsonLd, webSiteJsonLd } from '@/lib/seo/site-json-ld';
import { listingModelOf } from './listing';

const SITE = getSiteConfig().siteUrl;

/** 30 businesses in two categories: two pages of the home list (24 a page). */
async function modelOf(kind: 'home' | 'category', slug: string, params: SearchParams = {}) {
  const builder = new ListingIndexBuilder();
  for (let n = 1; n <= 30; n += 1)
    builder.add({ ...business, slug: `shop-${n}`, category: n % 2 ? 'Bakery' : 'Hardware' });
  const view = await listingViewOf(
    new MemoryDirectory(builder.build('fr')),
    'fr',
    kind,
    slug,
    params,
  );
  if (!view) throw new Error('no such listing page');
  return listingModelOf(view);
}

describe('listingModelOf', () => {
  it("frames each page of a list at that page's own URL, in every language", async () => {
    const { frame } = await modelOf('home', '', { page: '2' });
    expect(frame.canonicalUrl).toBe(`${SITE}/fr/page/2`);
    expect(frame.alternates.en).toBe(`${SITE}/page/2`);
    expect(frame.twinUrl).toBe(`${SITE}/fr/page/2.md`);
    expect(frame.attribution).toBeNull();
  });

  it('gives a filtered view its unfiltered canonical, and a twin with the filters', async () => {
    const model = await modelOf('home', '', { q: 'shop', category: 'bakery' });
    expect(model.view.filtered).toBe(true);
    expect(model.frame.canonicalUrl).toBe(`${SITE}/fr`);
    expect(model.viewTwinUrl).toBe(`${SITE}/fr/index.md?q=shop&category=bakery`);
  });

  it('gives a facet page its breadcrumbs and localized texts; the home page none', async () => {
    const category = await modelOf('category', 'bakery', { page: '1' });
    expect(category.crumbs.map((crumb) => crumb.path)).toEqual(['/', '/category/bakery']);
    expect(category.crumbs[0]?.label).toBe('Répertoire');
    expect(category.texts.heading).toContain(category.view.facet?.name ?? '?');
    expect((await modelOf('home', '')).crumbs).toEqual([]);
  });
});

describe('the listing JSON-LD', () => {
  it('lists the businesses of a page at their positions in the whole list', async () => {
    const model = await modelOf('home', '', { page: '2' });
    const list = listingItemListJsonLd(model);
    expect(list.numberOfItems).toBe(30);
    const items = list.itemListElement as unknown as { position: number; url: string }[];
    expect(items).toHaveLength(6);
    expect(items[0]).toMatchObject({ position: 25, url: `${SITE}/fr/business/shop-25` });
  });

  it('names the directory and its search, in the page language', async () => {
    const { frame } = await modelOf('home', '');
    const site = webSiteJsonLd(frame) as unknown as {
      url: string;
      potentialAction: { target: { urlTemplate: string }; 'query-input': string };
    };
    expect(site.url).toBe(`${SITE}/fr`);
    expect(site.potentialAction.target.urlTemplate).toBe(`${SITE}/fr?q={search_term_string}`);
    expect(site.potentialAction['query-input']).toBe('required name=search_term_string');
  });
});
