import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ErrorTextsProvider } from '@/components/layout/ErrorTextsProvider';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { LlmsTxtLink } from '@/components/seo/LlmsTxtLink';
import { getSiteConfig } from '@/lib/config/site-config';
import { isLocale, locales } from '@/lib/i18n/routing';
import { manifestPath } from '@/lib/seo/web-app-manifest';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const config = getSiteConfig();
  const { locale } = await params;
  return {
    metadataBase: new URL(config.siteUrl),
    title: { default: config.directoryName, template: `%s | ${config.directoryName}` },
    applicationName: config.directoryName,
    manifest: isLocale(locale) ? manifestPath(locale) : undefined,
  };
}

// The browser's own bars take the page's background, in either theme (app/globals.css).
export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0f172a' },
  ],
};

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  // Lets next-intl's server helpers know the locale without reading headers, which keeps
  // business pages statically cacheable.
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Site' });
  const errorTexts = await getTranslations({ locale, namespace: 'Error' });
  const config = getSiteConfig();
  return (
    <html lang={locale} className="site-canvas">
      <body className="site-body">
        <LlmsTxtLink locale={locale} />
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        {/* No translation runtime in the browser here: client components get their texts as
            props, and only the interactive islands (catalog, reviews) carry next-intl's. */}
        <ErrorTextsProvider
          texts={{
            title: errorTexts('title'),
            text: errorTexts('text'),
            retry: errorTexts('retry'),
          }}
        >
          <SiteHeader directoryName={config.directoryName} locale={locale} />
          <main id="main" className="site-main">
            {children}
          </main>
          <SiteFooter />
        </ErrorTextsProvider>
      </body>
    </html>
  );
}
