import { defineRouting } from 'next-intl/routing';

export const locales = ['en', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** One value per language, e.g. which languages' indexes are loaded. */
export function byLocale<T>(valueOf: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(locales.map((locale) => [locale, valueOf(locale)])) as Record<
    Locale,
    T
  >;
}

export const routing = defineRouting({
  locales,
  defaultLocale,
  // English is the canonical, unprefixed form the spec names (/business/{slug});
  // French lives under /fr.
  localePrefix: 'as-needed',
  // The URL alone chooses the language: no redirect on Accept-Language or a cookie,
  // so crawlers and caches always see one page per URL.
  localeDetection: false,
  localeCookie: false,
  // We emit hreflang alternates ourselves, with canonical URLs from SITE_URL.
  alternateLinks: false,
});
