import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { businessPath } from '@/lib/urls/paths';
import { loadBusinessPage, type BusinessPageModel } from './business-page';
import { getReviewSummary, type ReviewSummary } from './review-summary';

/**
 * A business's profile: the business, how much each of its sections holds, and the rating
 * summary over all its reviews (the reviews page's own, from the same cached calls).
 */
export interface ProfileModel extends BusinessPageModel {
  /** null when the reviews could not be read: the profile stands without its rating. */
  reviews: ReviewSummary | null;
}

/** A failing reviews endpoint must not take the profile down, as with the section counts. */
async function summaryOrNull(slug: string, locale: Locale): Promise<ReviewSummary | null> {
  try {
    return await getReviewSummary(slug, locale);
  } catch {
    return null;
  }
}

/** null when the business does not exist (or is hidden): the page is a 404. */
export const loadProfileModel = cache(
  async (locale: Locale, slug: string): Promise<ProfileModel | null> => {
    const page = await loadBusinessPage(locale, slug, (business) => businessPath(business.slug));
    if (page === null) return null;
    return { ...page, reviews: await summaryOrNull(page.business.slug, locale) };
  },
);
