import 'server-only';
import { getBusiness, getSectionCounts, type Business, type SectionCounts } from '@/lib/api';
import type { Locale } from '@/lib/i18n/routing';
import { pageFrame, type PageFrame } from './frame';

/** What every page of one business shows: its frame, the business, its sections' counts. */
export interface BusinessPageModel {
  frame: PageFrame;
  business: Business;
  sectionCounts: SectionCounts;
}

/**
 * The shared part of a business page's model, or null when the business does not exist (or is
 * hidden). `pathOf` gives the page's path from the business (its slug as the API spells it).
 */
export async function loadBusinessPage(
  locale: Locale,
  slug: string,
  pathOf: (business: Business) => string,
): Promise<BusinessPageModel | null> {
  const business = await getBusiness(slug, locale);
  if (!business) return null;
  return {
    frame: pageFrame(locale, pathOf(business), business.slug),
    business,
    sectionCounts: await getSectionCounts(business.slug, locale),
  };
}
