import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/config/site-config';
import { isLocale, locales } from '@/lib/i18n/routing';
import { webAppManifest } from '@/lib/seo/web-app-manifest';

// One manifest per language (its name, description and start page), written at build time.
export const dynamic = 'force-static';
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  const t = await getTranslations({ locale, namespace: 'ShareCard' });
  const manifest = webAppManifest(locale, getSiteConfig().directoryName, t('tagline'));
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8' },
  });
}
