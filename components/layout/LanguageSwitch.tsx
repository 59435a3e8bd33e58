'use client';

import Link from 'next/link';
import { Suspense } from 'react';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { getPathname, usePathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

function otherLocale(locale: string): Locale {
  return locale === 'fr' ? 'en' : 'fr';
}

function SwitchLink({ query }: { query: string }) {
  const t = useTranslations('LanguageSwitch');
  const pathname = usePathname();
  const target = otherLocale(useLocale());
  // The target's own URL (English unprefixed), not next-intl's locale-switch link, which would
  // be `/en/…` and cost every switch to English a redirect.
  const href = getPathname({ href: pathname, locale: target });
  return (
    <Link
      href={query ? `${href}?${query}` : href}
      hrefLang={target}
      lang={target}
      className="rounded border border-slate-300 px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700"
      aria-label={t('switchTo')}
    >
      {t('short')}
    </Link>
  );
}

function SwitchLinkWithQuery() {
  return <SwitchLink query={useSearchParams().toString()} />;
}

/**
 * The same page in the other language. Rendered on the server too, so it is a plain link that
 * works without JavaScript; the query (filters, page) is kept where the page has one.
 */
export function LanguageSwitch() {
  return (
    <Suspense fallback={<SwitchLink query="" />}>
      <SwitchLinkWithQuery />
    </Suspense>
  );
}
