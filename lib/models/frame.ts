import { getSiteConfig } from '@/lib/config/site-config';
import type { Locale } from '@/lib/i18n/routing';
import { attributionLine } from '@/lib/urls/attribution';
import {
  absoluteUrl,
  languageAlternates,
  LICENSE_ID,
  LICENSE_URL,
  localizedPath,
} from '@/lib/urls/paths';
import { twinUrl } from '@/lib/urls/twin-paths';

/**
 * What every page model carries besides its data: where the page lives (its canonical URL,
 * the same page in each language, its Markdown twin), the directory it belongs to, and, for a
 * business's pages, the attribution line in the spec's exact format. Plain data: the HTML page,
 * the twin, the JSON-LD and an agent's answer all read the same values.
 */
export interface PageFrame {
  locale: Locale;
  /** The page's path without locale prefix, percent-encoded (lib/urls/paths). */
  path: string;
  siteUrl: string;
  siteName: string;
  canonicalUrl: string;
  alternates: Record<Locale | 'x-default', string>;
  twinUrl: string;
  homeUrl: string;
  /** `Source: <directory_name> — {site_url}/business/{slug}` on a business's pages. */
  attribution: string | null;
  license: { id: string; url: string };
}

export function pageFrame(locale: Locale, path: string, businessSlug?: string): PageFrame {
  const { siteUrl, directoryName } = getSiteConfig();
  return {
    locale,
    path,
    siteUrl,
    siteName: directoryName,
    canonicalUrl: absoluteUrl(siteUrl, localizedPath(locale, path)),
    alternates: languageAlternates(siteUrl, path),
    twinUrl: twinUrl(siteUrl, locale, path),
    homeUrl: absoluteUrl(siteUrl, localizedPath(locale, '/')),
    attribution: businessSlug ? attributionLine(directoryName, siteUrl, businessSlug) : null,
    license: { id: LICENSE_ID, url: LICENSE_URL },
  };
}
