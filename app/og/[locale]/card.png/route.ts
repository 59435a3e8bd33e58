import { getTranslations } from 'next-intl/server';
import { shareCardRoute } from '@/components/share/share-card-route';
import { locales } from '@/lib/i18n/routing';
import { directoryShareCard } from '@/lib/seo/share-card';

// The directory's card needs no API: drawn at build time, once per language.
export const dynamic = 'force-static';
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export const GET = shareCardRoute(async ({ locale, site }) =>
  directoryShareCard(site, (await getTranslations({ locale, namespace: 'ShareCard' }))('tagline')),
);
