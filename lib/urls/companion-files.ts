import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/urls/paths';

/** The site's machine-readable files, in the order they are listed to readers. */
export const COMPANION_PATHS = {
  llmsTxt: '/llms.txt',
  aiContent: '/ai-content.txt',
  sitemap: '/sitemap.xml',
  companies: '/api/companies.json',
  companiesNdjson: '/api/companies.ndjson',
  openApi: '/api/openapi.json',
  siteOpenApi: '/api/site-openapi.json',
  apiCatalog: '/.well-known/api-catalog',
  mcp: '/mcp',
  mcpServerCard: '/.well-known/mcp/server-card.json',
  mcpCatalog: '/.well-known/mcp/catalog.json',
  robots: '/robots.txt',
} as const;

export type CompanionFile = keyof typeof COMPANION_PATHS;

/** Paths of the files a reader of one language is pointed to (llms.txt and ai-content.txt exist per language). */
export function companionPath(file: keyof typeof COMPANION_PATHS, locale: Locale): string {
  const path = COMPANION_PATHS[file];
  return file === 'llmsTxt' || file === 'aiContent' ? localizedPath(locale, path) : path;
}

/** Part `n` of a split ai-content.txt (lib/companions/companion-parts): `/ai-content/2.txt`. */
export function aiContentPartPath(locale: Locale, n: number): string {
  return localizedPath(locale, `/ai-content/${n}.txt`);
}

export type OpenDataFormat = 'json' | 'ndjson';

/** Part `n` of the split open data, in one format: `/api/companies/2.json`. */
export function companiesPartPath(n: number, format: OpenDataFormat): string {
  return `/api/companies/${n}.${format}`;
}
