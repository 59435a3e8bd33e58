'use client';

import NextLink from 'next/link';
import { useParams } from 'next/navigation';
import type { ComponentProps } from 'react';
import { defaultLocale, isLocale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/urls/paths';

type LocaleLinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & {
  /** A site path without locale prefix (lib/urls/paths), with its query if any. */
  href: string;
};

/**
 * A link to a site path in the page's language. It replaces next-intl's Link, whose client part
 * needs next-intl's provider and runtime (about 14 KB gzip) on every page: the language comes
 * from the route's `[locale]` segment instead, and the prefix from localizedPath.
 */
export function LocaleLink({ href, ...rest }: LocaleLinkProps) {
  const { locale } = useParams<{ locale?: string }>();
  return (
    <NextLink href={localizedPath(isLocale(locale) ? locale : defaultLocale, href)} {...rest} />
  );
}
