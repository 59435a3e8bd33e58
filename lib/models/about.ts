import { getSiteConfig } from '@/lib/config/site-config';
import type { Locale } from '@/lib/i18n/routing';
import { attributionLine } from '@/lib/urls/attribution';
import { ATTRIBUTION_FORMAT, canonicalUrlPattern } from '@/lib/urls/attribution-pattern';
import { localizedPath } from '@/lib/urls/paths';
import { pageFrame, type PageFrame } from './frame';

/** The business an example attribution names: no real one, so the example never goes stale. */
const EXAMPLE_SLUG = 'example-business';

/** The page for developers and AI, which the About page points programs' readers to. */
export const DEVELOPERS_PAGE_PATH = '/developers';

/**
 * The About page, for people: who runs the directory (when the operator named themselves),
 * what "Verified" means, where reviews come from, how to report a correction (an address only
 * when one is configured: never a dead link), and the license and how to cite, in plain words.
 * The HTML page and its twin render from it; the texts around these values are in messages.
 */
export interface AboutModel {
  frame: PageFrame;
  /** DIRECTORY_OPERATOR and DIRECTORY_OPERATOR_URL, or null when the operator is not named. */
  operator: { name: string; url: string | null } | null;
  /** DIRECTORY_CONTACT_EMAIL and its mailto: link, or null when no address is configured. */
  corrections: { email: string; href: string } | null;
  attributionFormat: string;
  attributionExample: string;
  canonicalPattern: string;
  /** The developers page in this page's language: its path, and its twin's path for the twin. */
  developersPath: string;
}

/** The attribution format, an example with this directory's name and address, and the URL pattern. */
export function citationTexts(siteUrl: string, directoryName: string) {
  return {
    attributionFormat: ATTRIBUTION_FORMAT,
    attributionExample: attributionLine(directoryName, siteUrl, EXAMPLE_SLUG),
    canonicalPattern: canonicalUrlPattern(siteUrl),
  };
}

export function aboutModel(locale: Locale): AboutModel {
  const { siteUrl, directoryName, operator, contactEmail } = getSiteConfig();
  return {
    frame: pageFrame(locale, '/about'),
    operator,
    corrections: contactEmail
      ? { email: contactEmail, href: `mailto:${encodeURI(contactEmail)}` }
      : null,
    ...citationTexts(siteUrl, directoryName),
    developersPath: localizedPath(locale, DEVELOPERS_PAGE_PATH),
  };
}
