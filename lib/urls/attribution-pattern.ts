import { attributionLine } from '@/lib/urls/attribution';

/** The attribution format exactly as the spec writes it, placeholders and all. */
export const ATTRIBUTION_FORMAT = 'Source: <directory_name> — {site_url}/business/{slug}';

/** The literal placeholder the spec writes in its formats. */
const SLUG_PLACEHOLDER = '{slug}';

/** The canonical business URL as a pattern: `{site_url}/business/{slug}` with the site's address. */
export function canonicalUrlPattern(siteUrl: string): string {
  return `${siteUrl}/business/${SLUG_PLACEHOLDER}`;
}

/**
 * The attribution format with this directory's name and address filled in, and `{slug}` left
 * for the reader: `Source: <directory_name> — {site_url}/business/{slug}`. Built from a real
 * attribution line so the two can never drift apart.
 */
export function attributionPattern(directoryName: string, siteUrl: string): string {
  const marker = 'slug-placeholder';
  return attributionLine(directoryName, siteUrl, marker).replace(
    `/business/${marker}`,
    `/business/${SLUG_PLACEHOLDER}`,
  );
}
