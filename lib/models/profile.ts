import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { businessPath } from '@/lib/urls/paths';
import { loadBusinessPage, type BusinessPageModel } from './business-page';

/** A business's profile: the business, and how much each of its sections holds. */
export type ProfileModel = BusinessPageModel;

/** null when the business does not exist (or is hidden): the page is a 404. */
export const loadProfileModel = cache(
  (locale: Locale, slug: string): Promise<ProfileModel | null> =>
    loadBusinessPage(locale, slug, (business) => businessPath(business.slug)),
);
