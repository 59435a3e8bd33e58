import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { ISLAND_NAMESPACES, pickNamespaces, type Island } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/routing';

/**
 * next-intl's provider around one interactive island (the catalog browser, the review pager),
 * with only the namespaces that island translates with. Only the pages that have an island load
 * next-intl's client runtime; every other page gets its texts as props.
 */
export async function IslandMessages({
  island,
  locale,
  children,
}: {
  island: Island;
  locale: Locale;
  children: ReactNode;
}) {
  const messages = pickNamespaces(await getMessages({ locale }), ISLAND_NAMESPACES[island]);
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
