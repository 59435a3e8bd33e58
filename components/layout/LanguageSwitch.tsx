'use client';

import Link from 'next/link';
import { Suspense } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { languageSwitchHref } from '@/lib/urls/language-switch-href';
import type { Locale } from '@/lib/i18n/routing';

export interface LanguageSwitchProps {
  /** The language the link leads to. */
  target: Locale;
  /** The link's accessible name, in that language ("Lire cette page en français"). */
  label: string;
  /** Its visible text ("Français"). */
  text: string;
}

function SwitchLink({ target, label, text, query }: LanguageSwitchProps & { query: string }) {
  // The target's own URL (English unprefixed), so a switch to English costs no redirect.
  const href = languageSwitchHref(usePathname(), query, target);
  return (
    // Never prefetched: a switch of language is rare, and prefetching it cost every view a request.
    <Link
      href={href}
      prefetch={false}
      hrefLang={target}
      lang={target}
      className="language-switch"
      aria-label={label}
    >
      {text}
    </Link>
  );
}

function SwitchLinkWithQuery(props: LanguageSwitchProps) {
  return <SwitchLink {...props} query={useSearchParams().toString()} />;
}

/**
 * The same page in the other language. Rendered on the server too, so it is a plain link that
 * works without JavaScript; the query (filters, page) is kept where the page has one. Its
 * texts come from the server, so it needs no translation runtime in the browser.
 */
export function LanguageSwitch(props: LanguageSwitchProps) {
  return (
    <Suspense fallback={<SwitchLink {...props} query="" />}>
      <SwitchLinkWithQuery {...props} />
    </Suspense>
  );
}
