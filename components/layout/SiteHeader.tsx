import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/common/LocaleLink';
import type { Locale } from '@/lib/i18n/routing';
import { LanguageSwitch } from './LanguageSwitch';

export async function SiteHeader({
  directoryName,
  locale,
}: {
  directoryName: string;
  locale: Locale;
}) {
  const t = await getTranslations('Site');
  const switchTexts = await getTranslations('LanguageSwitch');
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
        <LocaleLink href="/" className="text-lg font-bold text-ink hover:text-accent">
          {directoryName}
        </LocaleLink>
        <div className="flex items-center gap-4">
          <nav aria-label={t('primaryNav')}>
            <ul className="flex gap-4 text-sm font-medium">
              <li>
                <LocaleLink href="/" className="text-ink hover:text-accent hover:underline">
                  {t('directory')}
                </LocaleLink>
              </li>
              <li>
                <LocaleLink href="/about" className="text-ink hover:text-accent hover:underline">
                  {t('about')}
                </LocaleLink>
              </li>
            </ul>
          </nav>
          <LanguageSwitch
            target={locale === 'fr' ? 'en' : 'fr'}
            label={switchTexts('switchTo')}
            text={switchTexts('short')}
          />
        </div>
      </div>
    </header>
  );
}
