import { getTranslations } from 'next-intl/server';
import type { ContentHitLabels } from './ContentHitCard';

/** The labels of a result's facts, in the request's language. */
export async function contentHitLabels(): Promise<ContentHitLabels> {
  const t = await getTranslations('ContentSearch');
  return {
    business: t('business'),
    price: t('price'),
    date: t('date'),
    place: t('place'),
    availability: t('availability'),
  };
}
