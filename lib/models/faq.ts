import 'server-only';
import { cache } from 'react';
import { faqQuestionCount, getFaq, type Faq } from '@/lib/api';
import type { Locale } from '@/lib/i18n/routing';
import { businessPath } from '@/lib/urls/paths';
import { loadBusinessPage, type BusinessPageModel } from './business-page';

/** A business's FAQ; a business without one (the endpoint's 404) has an empty FAQ page. */
export interface FaqModel extends BusinessPageModel {
  faq: Faq | null;
  questionCount: number;
}

export const loadFaqModel = cache(
  async (locale: Locale, slug: string): Promise<FaqModel | null> => {
    const [page, faq] = await Promise.all([
      loadBusinessPage(locale, slug, (business) => businessPath(business.slug, 'faq')),
      getFaq(slug, locale),
    ]);
    return page && { ...page, faq, questionCount: faq ? faqQuestionCount(faq) : 0 };
  },
);
