import type { ByDesign } from './by-design';

/*
 * What the bench knows of each page type it measures (targets.ts lists them): its paths, the
 * business of its warm figures, and which figures apply to it.
 */

export type PageTypeId =
  | 'about'
  | 'home'
  | 'category'
  | 'city'
  | 'search'
  | 'profile'
  | 'catalog'
  | 'catalog-item'
  | 'reviews'
  | 'blog'
  | 'article'
  | 'faq'
  | 'documents'
  | 'document'
  | 'not-found'
  | 'twin'
  | 'llms.txt'
  | 'sitemap.xml'
  | 'mcp';

export interface PageType {
  id: PageTypeId;
  /** The path of a given business (ignored by pages of the whole directory). */
  path(slug: string): string;
  /** Its Markdown twin, for HTML pages. */
  twin?(slug: string): string;
  /** The business of its warm figures. */
  warmSlug: string;
  /** Whether it is an HTML page (first-load JS, Lighthouse). */
  html: boolean;
  /** Its App Router route, as the build's route-bundle-stats.json names it (HTML pages). */
  route?: string;
  /** Warm throughput is measured (against About). */
  load: boolean;
  /** The page reads the whole listing (its cold figure needs a fresh server). */
  listing: boolean;
  /** Not a GET: the request every measurement sends (an MCP tool call). */
  request?: { method: 'POST'; body: string; headers: Record<string, string> };
  /**
   * Measured cold too (default). The MCP call is measured warm only; the pages of one article,
   * item or document, the search and the 404 only for size and Lighthouse (their names are the
   * hand-written businesses', which the sitemap's earlier fetches leave warm).
   */
  cold?: boolean;
  /** The status the page answers with (200 unless said; the 404 page's is 404). */
  status?: number;
  /** Lighthouse audits the page fails on purpose, each with the reason (bench/lib/by-design.ts). */
  byDesign?: ByDesign[];
}
