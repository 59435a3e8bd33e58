import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/common/LocaleLink';
import { defaultLocale, isLocale } from '@/lib/i18n/routing';

interface NotFoundMetadataProps {
  params: Promise<{ locale?: string }>;
}

// The 404 says what it is in the tab and to a crawler too (Next adds its noindex). An unknown
// language segment (/de/…) gets the default language's words rather than a second 404.
export async function generateMetadata({ params }: NotFoundMetadataProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({
    locale: isLocale(locale) ? locale : defaultLocale,
    namespace: 'NotFound',
  });
  return { title: t('title'), description: t('text') };
}

export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <div className="mx-auto max-w-2xl py-12 text-center">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="mt-4 text-ink-muted">{t('text')}</p>
      <p className="mt-6">
        <LocaleLink href="/" className="text-accent underline">
          {t('home')}
        </LocaleLink>
      </p>
    </div>
  );
}
