import { canonicalBusinessUrl } from '@/lib/urls/paths';

/** The attribution line, in the spec's exact format: `Source: <directory_name> — {site_url}/business/{slug}`. */
export function attributionLine(directoryName: string, siteUrl: string, slug: string): string {
  return `Source: ${directoryName} — ${canonicalBusinessUrl(siteUrl, slug)}`;
}
