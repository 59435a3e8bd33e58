import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/common/LocaleLink';
import type { Locale } from '@/lib/i18n/routing';
import { DirectoryMark } from './DirectoryMark';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * The site's header: the mark and name (the way home), the main links and the language
 * switch, on one row at every width. On a phone the "Directory" link gives way (the name already
 * leads home) and a long name takes two short lines, so the header stays one short row above the content.
 */
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
      <div className="site-header-row">
        <LocaleLink href="/" className="site-name">
          <DirectoryMark size={28} />
          <span className="line-clamp-2">{directoryName}</span>
        </LocaleLink>
        <div className="flex shrink-0 items-center gap-2 sm:gap-4">
          <nav aria-label={t('primaryNav')}>
            <ul className="flex gap-2 text-sm font-medium sm:gap-4">
              <li className="hidden sm:block">
                <LocaleLink href="/" className="site-nav-link">
                  {t('directory')}
                </LocaleLink>
              </li>
              <li>
                <LocaleLink href="/events" className="site-nav-link">
                  {t('whatsOn')}
                </LocaleLink>
              </li>
              <li>
                <LocaleLink href="/about" className="site-nav-link">
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
