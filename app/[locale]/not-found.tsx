import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/common/LocaleLink';

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
