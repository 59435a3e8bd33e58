import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { LanguageSwitch } from './LanguageSwitch';

export async function SiteHeader({ directoryName }: { directoryName: string }) {
  const t = await getTranslations('Site');
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
        <Link href="/" className="text-lg font-bold text-slate-900 hover:text-blue-800">
          {directoryName}
        </Link>
        <div className="flex items-center gap-4">
          <nav aria-label={t('primaryNav')}>
            <ul className="flex gap-4 text-sm font-medium">
              <li>
                <Link href="/" className="text-slate-800 hover:text-blue-800 hover:underline">
                  {t('directory')}
                </Link>
              </li>
              <li>
                <Link href="/about" className="text-slate-800 hover:text-blue-800 hover:underline">
                  {t('about')}
                </Link>
              </li>
            </ul>
          </nav>
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
