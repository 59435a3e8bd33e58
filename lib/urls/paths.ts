import { defaultLocale, locales, type Locale } from '@/lib/i18n/routing';

/**
 * Site paths, without the locale prefix. Every dynamic segment is percent-encoded here, once,
 * so a slug from the API can never change the shape of a URL.
 */
export type BusinessSection = 'blog' | 'faq' | 'reviews' | 'catalog' | 'documents';

export const BUSINESS_SECTIONS: readonly BusinessSection[] = [
  'blog',
  'faq',
  'reviews',
  'catalog',
  'documents',
];

const segment = encodeURIComponent;

export function businessPath(slug: string, section?: BusinessSection, ...rest: string[]): string {
  const parts = ['business', segment(slug)];
  if (section) parts.push(section, ...rest.map(segment));
  return `/${parts.join('/')}`;
}

/**
 * The path as served for a locale: English unprefixed, French under /fr (the routing's
 * `as-needed` prefix). A query or hash is kept: the French home's page 2 is `/fr?page=2`.
 */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#'))
    return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
}

/** The locale and unprefixed path of a path as the browser shows it (localizedPath's inverse). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of locales) {
    if (pathname === `/${locale}`) return { locale, path: '/' };
    if (pathname.startsWith(`/${locale}/`))
      return { locale, path: pathname.slice(locale.length + 1) };
  }
  return { locale: defaultLocale, path: pathname };
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`;
}

/** The canonical citation URL the spec names: {site_url}/business/{slug}. */
export function canonicalBusinessUrl(siteUrl: string, slug: string): string {
  return absoluteUrl(siteUrl, businessPath(slug));
}

/** hreflang alternates of one path, for <link rel="alternate"> and the sitemap. */
export function languageAlternates(
  siteUrl: string,
  path: string,
): Record<Locale | 'x-default', string> {
  const entries = locales.map((locale) => [
    locale,
    absoluteUrl(siteUrl, localizedPath(locale, path)),
  ]);
  return {
    ...(Object.fromEntries(entries) as Record<Locale, string>),
    'x-default': absoluteUrl(siteUrl, localizedPath(defaultLocale, path)),
  };
}

export const LICENSE_URL = 'https://opendatacommons.org/licenses/by/1-0/';
export const LICENSE_ID = 'ODC-By-1.0';
