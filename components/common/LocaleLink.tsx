'use client';

import NextLink from 'next/link';
import { useParams, useRouter } from 'next/navigation';
import type { ComponentProps, SyntheticEvent } from 'react';
import { defaultLocale, isLocale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/urls/paths';

type LocaleLinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & {
  /** A site path without locale prefix (lib/urls/paths), with its query if any. */
  href: string;
};

/**
 * A link to a site path in the page's language. It replaces next-intl's Link, whose client part
 * needs next-intl's provider and runtime (about 14 KB gzip) on every page: the language comes
 * from the route's `[locale]` segment instead, and the prefix from localizedPath.
 *
 * It prefetches on intent (pointer over it, touch, keyboard focus), not when it scrolls into
 * view: a business page shows a dozen links, and viewport prefetching made every view cost the
 * server about ten more requests and the browser their processing while the page was loading.
 */
export function LocaleLink({
  href,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...rest
}: LocaleLinkProps) {
  const { locale } = useParams<{ locale?: string }>();
  const router = useRouter();
  const target = localizedPath(isLocale(locale) ? locale : defaultLocale, href);
  const withPrefetch =
    <E extends SyntheticEvent<HTMLAnchorElement>>(handler?: (event: E) => void) =>
    (event: E) => {
      handler?.(event);
      router.prefetch(target);
    };
  return (
    <NextLink
      {...rest}
      href={target}
      prefetch={false}
      onMouseEnter={withPrefetch(onMouseEnter)}
      onTouchStart={withPrefetch(onTouchStart)}
      onFocus={withPrefetch(onFocus)}
    />
  );
}
