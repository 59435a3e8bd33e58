import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { businessPath, type BusinessSection } from '@/lib/urls/paths';
import { loadBusinessPage, type BusinessPageModel } from './business-page';
import { pageFrame } from './frame';

/** One entry of a business's section (an article, an item, a document) with its page. */
export type SectionEntryModel<K extends string, T> = BusinessPageModel & {
  /** The section's list, for the way back. */
  listPath: string;
} & Record<K, T>;

/**
 * The model of an entry's page, or null when the business or the entry does not exist. The
 * page lives at the entry's own id as the API gives it, however the URL spelled it: one
 * canonical URL.
 */
export async function loadSectionEntry<K extends string, T>(
  locale: Locale,
  slug: string,
  section: BusinessSection,
  key: K,
  entry: { load: () => Promise<T | null>; idOf: (entry: T) => string },
): Promise<SectionEntryModel<K, T> | null> {
  const [found, page] = await Promise.all([
    entry.load(),
    loadBusinessPage(locale, slug, (business) => businessPath(business.slug, section)),
  ]);
  if (found === null || page === null) return null;
  const path = businessPath(page.business.slug, section, entry.idOf(found));
  return {
    ...page,
    frame: pageFrame(locale, path, page.business.slug),
    listPath: page.frame.path,
    [key]: found,
  } as SectionEntryModel<K, T>;
}
