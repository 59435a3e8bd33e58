import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import type { BusinessSection } from '@/lib/urls/paths';
import { faqQuestionCount } from './reshape/faq';
import {
  getFaq,
  listBlogArticles,
  listCatalogItems,
  listDocuments,
  listReviews,
} from './directory';
import { CATALOG_PAGE_SIZE, DOCUMENTS_PAGE_SIZE, REVIEWS_PAGE_SIZE } from './page-sizes';

export type SectionCounts = Partial<Record<BusinessSection, number>>;

async function countOrUnknown(load: () => Promise<number | null>): Promise<number | undefined> {
  try {
    // null (the endpoint's 404: no FAQ, say) is an empty section.
    return (await load()) ?? 0;
  } catch {
    // A failing section endpoint must not take the page down: the link stays, uncounted.
    return undefined;
  }
}

/**
 * How much each section of a business holds, for the section menu. Each count comes from the
 * same request as the first page of that section (same page size), so it costs no extra
 * upstream call once either has been seen.
 */
export async function getSectionCounts(slug: string, locale: Locale): Promise<SectionCounts> {
  const [blog, faq, reviews, catalog, documents] = await Promise.all([
    countOrUnknown(async () => (await listBlogArticles(slug, locale))?.length ?? null),
    countOrUnknown(async () => {
      const result = await getFaq(slug, locale);
      return result ? faqQuestionCount(result) : null;
    }),
    countOrUnknown(
      async () => (await listReviews(slug, locale, 1, REVIEWS_PAGE_SIZE))?.total ?? null,
    ),
    countOrUnknown(
      async () => (await listCatalogItems(slug, locale, 1, CATALOG_PAGE_SIZE))?.total ?? null,
    ),
    countOrUnknown(
      async () => (await listDocuments(slug, locale, 1, DOCUMENTS_PAGE_SIZE))?.total ?? null,
    ),
  ]);
  const counts: SectionCounts = {};
  if (blog !== undefined) counts.blog = blog;
  if (faq !== undefined) counts.faq = faq;
  if (reviews !== undefined) counts.reviews = reviews;
  if (catalog !== undefined) counts.catalog = catalog;
  if (documents !== undefined) counts.documents = documents;
  return counts;
}
