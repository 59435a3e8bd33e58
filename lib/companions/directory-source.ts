import { processWide } from '@/lib/async/process-wide.mjs';
import 'server-only';
import {
  API_MAX_LIMIT,
  getBusiness,
  getFaq,
  listBlogArticles,
  listCatalogItems,
  listDocuments,
  listReviews,
  REVIEWS_PAGE_SIZE,
  type DataLifetime,
} from '@/lib/api';
import type { SyncedBusiness } from '@/lib/content/content-store';
import type { Directory } from '@/lib/directory/directory';
import { getDirectory } from '@/lib/directory/directories';
import { readContentStore } from '@/lib/models/content-store-access';
import { itemFactsContext } from '@/lib/models/item-facts-context';
import { getReviewSummary } from '@/lib/models/review-summary';
import { getSiteConfig } from '@/lib/config/site-config';
import { facetPath } from '@/lib/directory/directory-paths';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/routing';
import type { AiContentLoaders } from '@/lib/llms/ai-content';
import type { CategoryFile } from '@/lib/llms/category-files';
import { DEFAULT_LLMS_LIMITS } from '@/lib/llms/llms-txt';
import type { MarkdownContext } from '@/lib/markdown/context';
import { llmsPlanOf, planStoredLlmsFiles } from './shared-llms-plan';
import { businessPages, type BusinessSectionLoaders } from '@/lib/sitemap/business-pages';
import type { SitemapSource } from '@/lib/sitemap/sitemap-files';
import type { SitemapPage } from '@/lib/sitemap/urlset';
import { LICENSE_ID, LICENSE_URL } from '@/lib/urls/paths';
import { attributionPattern } from '@/lib/urls/attribution-pattern';
import { siteTranslator } from '@/lib/i18n/translator';

/*
 * The companion builders take their data as functions; this module binds them to lib/api, the
 * one door to the API, so that they share its cache with the pages. Lists are read at the
 * API's maximum page size to keep the number of upstream calls down; the reviews count uses
 * the pages' own page size, so it is the very request the section menu already made.
 *
 * The listing itself is never read here: the directory (lib/directory/directories: this
 * process's index, or the cluster's stored listing, refreshed every API_CACHE_SECONDS) names the
 * businesses by bounded reads, and companies.json, which needs them whole, streams the listing
 * (lib/api/listing-stream) or reads each business.
 */

export function markdownContext(locale: Locale): MarkdownContext {
  const config = getSiteConfig();
  return {
    locale,
    siteUrl: config.siteUrl,
    directoryName: config.directoryName,
    t: siteTranslator(locale),
  };
}

/** What the expanding files read is kept for COMPANION_CACHE_SECONDS (see DataLifetime). */
const COMPANION: DataLifetime = 'companion';

function sectionLoaders(locale: Locale): BusinessSectionLoaders & AiContentLoaders {
  return {
    getBusiness: (slug) => getBusiness(slug, locale, COMPANION),
    listBlogArticles: (slug) => listBlogArticles(slug, locale, COMPANION),
    getFaq: (slug) => getFaq(slug, locale, COMPANION),
    countReviews: async (slug) =>
      (await listReviews(slug, locale, 1, REVIEWS_PAGE_SIZE, COMPANION))?.total ?? null,
    listCatalogItems: (slug, page) =>
      listCatalogItems(slug, locale, page, API_MAX_LIMIT, undefined, undefined, COMPANION),
    listDocuments: (slug, page) => listDocuments(slug, locale, page, API_MAX_LIMIT, COMPANION),
    reviewSummary: (slug) => getReviewSummary(slug, locale, COMPANION),
    itemFactsContext,
  };
}

/** A business and its rating summary for the open data, read with the companion lifetime. */
export function openDataLoaders(locale: Locale) {
  return {
    getBusiness: (slug: string) => getBusiness(slug, locale, COMPANION),
    ratingOf: (slug: string) => getReviewSummary(slug, locale, COMPANION),
  };
}

/**
 * ai-content.txt reads a business's sections from the content index when the sync holds it
 * up to date: read successfully, not failed since, at the listing's current updatedAt. The
 * sync's bookkeeping is read once per file, not once per business.
 */
export function aiContentLoaders(locale: Locale): AiContentLoaders {
  let synced: Promise<Map<string, SyncedBusiness> | null> | null = null;
  const syncedOnce = () =>
    (synced ??= readContentStore().then((store) => store?.syncedBusinesses(locale) ?? null));
  return {
    ...sectionLoaders(locale),
    indexedEntries: async (business) => {
      const held = (await syncedOnce())?.get(business.slug);
      if (!held || held.syncedAt === null || held.failure !== null) return null;
      if (held.updatedAt !== business.updatedAt) return null;
      const store = await readContentStore();
      return store ? store.entriesOfBusiness(locale, business.slug) : null;
    },
  };
}

/** Pages are the same paths in both languages, so the sitemap reads the English data only. */
export function sitemapSource(): SitemapSource {
  const loaders = sectionLoaders(defaultLocale);
  const { siteUrl, directoryName } = getSiteConfig();
  return {
    siteUrl,
    notice: `${directoryName}: open data under ${LICENSE_ID} (${LICENSE_URL}). Attribution: ${attributionPattern(directoryName, siteUrl)}`,
    directory: () => getDirectory(defaultLocale),
    businessPages: (business) => businessPages(business, loaders),
    listingPages: async () => listingPages(await getDirectory(defaultLocale)),
  };
}

/** The category and city pages, with their businesses' latest update as lastmod. */
function listingPages(directory: Directory): SitemapPage[] {
  return [
    ...directory.categories.map((facet) => ({
      path: facetPath('category', facet.slug),
      lastmod: facet.lastmod,
    })),
    ...directory.cities.map((facet) => ({
      path: facetPath('city', facet.slug),
      lastmod: facet.lastmod,
    })),
  ];
}

/*
 * Process-wide: the llms routes, the MCP route and the server's start each bundle a copy. Weak,
 * so that a plan lives exactly as long as its directory: a bounded map holding directories
 * would keep a replaced in-memory directory (its whole index) alive until it is evicted. Each
 * plan is small (a few numbers a file), and at most two directories a language are alive.
 */
function categoryPlans(): WeakMap<Directory, Promise<CategoryFile[]>> {
  return processWide('llms-category-plans', '', () => new WeakMap());
}

/**
 * The per-category llms files of a directory, planned once per directory (a plan is one pass
 * over its stream that measures every business's line), shared by /llms.txt and every category
 * file until the directory is refreshed. A plan holds the files' layout only, not their lines.
 * A stored directory's plan is the writer's, when it has stored one (shared-llms-plan.ts).
 */
export function llmsCategoryPlan(
  directory: Directory,
  ctx: MarkdownContext,
): Promise<CategoryFile[]> {
  const plans = categoryPlans();
  let plan = plans.get(directory);
  if (!plan) {
    plan = llmsPlanOf(directory, ctx);
    plans.set(directory, plan);
    // A failed read is not kept: the next reader plans again.
    plan.catch(() => {
      if (plans.get(directory) === plan) plans.delete(directory);
    });
  }
  return plan;
}

/**
 * Plans a directory's llms files as soon as it is built, when /llms.txt will need them (a
 * directory too large to list inline): the pass over every business takes about a second at
 * the largest sizes, which a crawler's first request would otherwise wait for.
 */
export function planLlmsFilesAhead(directory: Directory): void {
  if (directory.total <= DEFAULT_LLMS_LIMITS.maxInlineBusinesses) return;
  if (!isLocale(directory.locale)) return;
  llmsCategoryPlan(directory, markdownContext(directory.locale)).catch((error: unknown) =>
    console.warn(`llms files (${directory.locale}): not planned ahead`, error),
  );
}

/** After a failed plan (the database down or too slow), the writer's next try. */
const CLUSTER_PLAN_RETRY_MS = 30_000;

/**
 * The writer's share of the llms files (DATABASE_URL): after each listing it stores, it plans
 * the new versions for the cluster, one pass at a time; a listing stored while it plans is
 * planned after, and a plan that failed is tried again until it is stored.
 */
export function planLlmsFilesForCluster(): Promise<void> {
  const state = processWide('llms-cluster-plan', '', () => ({
    running: null as Promise<void> | null,
    again: false,
  }));
  if (state.running) {
    state.again = true;
    return state.running;
  }
  const run = async () => {
    do {
      state.again = false;
      try {
        await planStoredLlmsFiles(markdownContext);
      } catch (error) {
        console.warn('llms files: not planned for the cluster yet, trying again soon', error);
        setTimeout(() => void planLlmsFilesForCluster(), CLUSTER_PLAN_RETRY_MS).unref();
      }
    } while (state.again);
  };
  state.running = run().finally(() => {
    state.running = null;
  });
  return state.running;
}
