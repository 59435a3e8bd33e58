import type { Business } from '@/lib/api';
import { mapConcurrent } from '@/lib/async/concurrency';
import { absoluteUrl } from '@/lib/urls/paths';
import {
  latest,
  pageEntries,
  renderSitemapIndex,
  renderUrlset,
  SITEMAP_LIMITS,
  splitEntries,
  type SitemapLimits,
  type SitemapPage,
} from './urlset';

/*
 * /sitemap.xml and /sitemaps/{n}.xml. Two regimes, both a pure function of the listing, so
 * the root and each file agree without sharing state:
 *
 * - A directory of up to `expandAllMaxBusinesses` businesses is expanded whole. If its pages
 *   fit one file, /sitemap.xml is that <urlset>; past 50,000 URLs or 50 MB it becomes a
 *   <sitemapindex> of /sitemaps/1.xml…/sitemaps/k.xml, consecutive slices of the same list.
 * - A larger directory would cost too many upstream calls to expand in one request, so
 *   /sitemap.xml is at once an index of business chunks: /sitemaps/{n}.xml expands only the
 *   `businessesPerFile` businesses of chunk n (chunk 1 also holds the home, About, developers, category
 *   and city pages).
 *
 * The listing comes from the directory index (slug and updatedAt are all a chunk needs), so no
 * file re-reads the listing.
 */

/** What the sitemap needs of a business: the directory index's entries have it. */
type SitemapBusiness = Pick<Business, 'slug' | 'updatedAt'>;

export interface SitemapSource {
  siteUrl: string;
  /** License and attribution, written as a comment at the top of every file. */
  notice?: string;
  listBusinesses(): Promise<readonly SitemapBusiness[]>;
  businessPages(business: SitemapBusiness): Promise<SitemapPage[]>;
  /** The listing pages besides the home page (categories, cities), listed with it. */
  listingPages?(): Promise<SitemapPage[]>;
}

export interface SitemapOptions {
  limits: SitemapLimits;
  expandAllMaxBusinesses: number;
  businessesPerFile: number;
  /** Businesses expanded at the same time. */
  concurrency: number;
}

const DEFAULT_SITEMAP_OPTIONS: SitemapOptions = {
  limits: SITEMAP_LIMITS,
  expandAllMaxBusinesses: 500,
  businessesPerFile: 25,
  concurrency: 6,
};

function sitemapFilePath(n: number): string {
  return `/sitemaps/${n}.xml`;
}

async function sitePages(
  source: SitemapSource,
  businesses: readonly SitemapBusiness[],
): Promise<SitemapPage[]> {
  return [
    { path: '/', lastmod: latest(businesses.map((business) => business.updatedAt)) },
    { path: '/events', lastmod: null },
    { path: '/about', lastmod: null },
    { path: '/developers', lastmod: null },
    ...((await source.listingPages?.()) ?? []),
  ];
}

interface Expanded {
  entries: string[];
  lastmods: (string | null)[];
}

async function expand(
  source: SitemapSource,
  options: SitemapOptions,
  businesses: readonly SitemapBusiness[],
  withSitePages: boolean,
  allBusinesses: readonly SitemapBusiness[],
): Promise<Expanded> {
  const perBusiness = await mapConcurrent(businesses, options.concurrency, (business) =>
    source.businessPages(business),
  );
  const pages = [
    ...(withSitePages ? await sitePages(source, allBusinesses) : []),
    ...perBusiness.flat(),
  ];
  const entries: string[] = [];
  const lastmods: (string | null)[] = [];
  for (const page of pages) {
    for (const entry of pageEntries(page, source.siteUrl)) {
      entries.push(entry);
      lastmods.push(page.lastmod);
    }
  }
  return { entries, lastmods };
}

function isSmall(businesses: readonly SitemapBusiness[], options: SitemapOptions): boolean {
  return businesses.length <= options.expandAllMaxBusinesses;
}

/** Slices of a whole expansion, with each slice's latest lastmod. */
function slices(
  expanded: Expanded,
  limits: SitemapLimits,
): { entries: string[]; lastmod: string | null }[] {
  let offset = 0;
  return splitEntries(expanded.entries, limits).map((entries) => {
    const lastmod = latest(expanded.lastmods.slice(offset, offset + entries.length));
    offset += entries.length;
    return { entries, lastmod };
  });
}

function chunkOf<T>(items: readonly T[], size: number, n: number): T[] {
  return items.slice((n - 1) * size, n * size);
}

/** The XML of /sitemap.xml. */
export async function rootSitemap(
  source: SitemapSource,
  options: SitemapOptions = DEFAULT_SITEMAP_OPTIONS,
): Promise<string> {
  const businesses = await source.listBusinesses();
  const url = (n: number) => absoluteUrl(source.siteUrl, sitemapFilePath(n));
  if (isSmall(businesses, options)) {
    const parts = slices(
      await expand(source, options, businesses, true, businesses),
      options.limits,
    );
    if (parts.length === 1) return renderUrlset(parts[0]?.entries ?? [], source.notice);
    return renderSitemapIndex(
      parts.map((part, index) => ({ loc: url(index + 1), lastmod: part.lastmod })),
      source.notice,
    );
  }
  const chunks = Math.ceil(businesses.length / options.businessesPerFile);
  return renderSitemapIndex(
    Array.from({ length: chunks }, (_, index) => ({
      loc: url(index + 1),
      lastmod: latest(
        chunkOf(businesses, options.businessesPerFile, index + 1).map(
          (business) => business.updatedAt,
        ),
      ),
    })),
    source.notice,
  );
}

/** The XML of /sitemaps/{n}.xml, or null when there is no such file. */
export async function sitemapFile(
  source: SitemapSource,
  n: number,
  options: SitemapOptions = DEFAULT_SITEMAP_OPTIONS,
): Promise<string | null> {
  if (!Number.isInteger(n) || n < 1) return null;
  const businesses = await source.listBusinesses();
  if (isSmall(businesses, options)) {
    const parts = slices(
      await expand(source, options, businesses, true, businesses),
      options.limits,
    );
    // A directory that fits one file has no numbered files.
    if (parts.length === 1) return null;
    const part = parts[n - 1];
    return part ? renderUrlset(part.entries, source.notice) : null;
  }
  const chunk = chunkOf(businesses, options.businessesPerFile, n);
  if (chunk.length === 0) return null;
  const [entries = [], ...overflow] = splitEntries(
    (await expand(source, options, chunk, n === 1, businesses)).entries,
    options.limits,
  );
  if (overflow.length > 0) {
    // Only a chunk whose businesses average thousands of pages gets here; lower
    // businessesPerFile if it does. The file stays valid rather than growing past the limits.
    console.warn(
      `sitemap: chunk ${n} exceeds the sitemap limits; ${overflow.flat().length} URLs left out`,
    );
  }
  return renderUrlset(entries, source.notice);
}
