import type { Business } from '@/lib/api';
import { mapConcurrent } from '@/lib/async/concurrency';
import type { ChunkSummary, EntrySelection } from '@/lib/directory/directory';
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
 * The businesses come from the directory (lib/directory/directory.ts: slug and updatedAt are all
 * a chunk needs), so no file re-reads the listing and none holds the whole directory: a chunk
 * reads its own slice, and the index streams the directory for each chunk's latest update.
 */

/** What the sitemap needs of a business: the directory's entries have it. */
type SitemapBusiness = Pick<Business, 'slug' | 'updatedAt'>;

/** What the sitemap reads of the directory (a Directory has it). */
interface SitemapDirectory {
  readonly total: number;
  /** The home page's lastmod: the latest updatedAt of any business. */
  readonly latestUpdate: string | null;
  slice(selection: EntrySelection, offset: number, limit: number): Promise<SitemapBusiness[]>;
  chunks(selection: EntrySelection, size: number): Promise<ChunkSummary[]>;
}

export interface SitemapSource {
  siteUrl: string;
  /** License and attribution, written as a comment at the top of every file. */
  notice?: string;
  /** The directory the files list, read once per file. */
  directory(): Promise<SitemapDirectory>;
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
  homeLastmod: string | null,
): Promise<SitemapPage[]> {
  return [
    { path: '/', lastmod: homeLastmod },
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
  /** The home page's lastmod, when the expansion starts with the site's own pages. */
  sitePagesLastmod: { home: string | null } | null,
): Promise<Expanded> {
  const perBusiness = await mapConcurrent(businesses, options.concurrency, (business) =>
    source.businessPages(business),
  );
  const pages = [
    ...(sitePagesLastmod ? await sitePages(source, sitePagesLastmod.home) : []),
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

/**
 * The whole directory when it is small enough to be expanded whole (the first regime), or
 * null for a larger one, which is read a chunk at a time.
 */
async function smallDirectory(
  directory: SitemapDirectory,
  options: SitemapOptions,
): Promise<SitemapBusiness[] | null> {
  if (directory.total > options.expandAllMaxBusinesses) return null;
  return directory.slice({}, 0, options.expandAllMaxBusinesses);
}

/** A whole small directory's pages, the site's own first. */
function expandWhole(
  source: SitemapSource,
  options: SitemapOptions,
  businesses: readonly SitemapBusiness[],
): Promise<Expanded> {
  const home = latest(businesses.map((business) => business.updatedAt));
  return expand(source, options, businesses, { home });
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

/** The XML of /sitemap.xml. */
export async function rootSitemap(
  source: SitemapSource,
  options: SitemapOptions = DEFAULT_SITEMAP_OPTIONS,
): Promise<string> {
  const directory = await source.directory();
  const url = (n: number) => absoluteUrl(source.siteUrl, sitemapFilePath(n));
  const small = await smallDirectory(directory, options);
  if (small) {
    const parts = slices(await expandWhole(source, options, small), options.limits);
    if (parts.length === 1) return renderUrlset(parts[0]?.entries ?? [], source.notice);
    return renderSitemapIndex(
      parts.map((part, index) => ({ loc: url(index + 1), lastmod: part.lastmod })),
      source.notice,
    );
  }
  const chunks = await directory.chunks({}, options.businessesPerFile);
  return renderSitemapIndex(
    chunks.map((chunk, index) => ({ loc: url(index + 1), lastmod: chunk.lastmod })),
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
  const directory = await source.directory();
  const small = await smallDirectory(directory, options);
  if (small) {
    const parts = slices(await expandWhole(source, options, small), options.limits);
    // A directory that fits one file has no numbered files.
    if (parts.length === 1) return null;
    const part = parts[n - 1];
    return part ? renderUrlset(part.entries, source.notice) : null;
  }
  const perFile = options.businessesPerFile;
  const chunk = await directory.slice({}, (n - 1) * perFile, perFile);
  if (chunk.length === 0) return null;
  // The directory's latest update is the latest of its businesses' (normalized ISO) dates.
  const sitePagesLastmod = n === 1 ? { home: directory.latestUpdate } : null;
  const [entries = [], ...overflow] = splitEntries(
    (await expand(source, options, chunk, sitePagesLastmod)).entries,
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
