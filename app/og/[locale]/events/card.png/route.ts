import { getTranslations } from 'next-intl/server';
import { shareCardRoute } from '@/components/share/share-card-route';
import { locales } from '@/lib/i18n/routing';
import { whatsOnShareCard } from '@/lib/seo/share-card';

// What's on's card names the page, not its events (which change by the hour): drawn at build
// time, once per language.
export const dynamic = 'force-static';
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export const GET = shareCardRoute(async ({ locale, site }) => {
  const t = await getTranslations({ locale, namespace: 'WhatsOn' });
  return whatsOnShareCard(site, t('heading'), t('intro'));
});
