/** One entry of a pager: a page number to link, or a gap ("…") between two runs of pages. */
export type PagerEntry = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The page numbers a pager shows: always the first and last page, and the pages within
 * `radius` of the current one, with a gap wherever numbers are skipped. A gap that would hide a
 * single page shows that page instead ("1 2 3", never "1 … 3"). A current page beyond the last
 * (a stale link) still shows the real pages, so the reader can get back.
 */
export function pageWindow(current: number, totalPages: number, radius = 2): PagerEntry[] {
  const last = Math.max(1, Math.floor(totalPages));
  const wanted = new Set<number>([1, last]);
  const centre = Math.min(Math.max(1, Math.floor(current)), last);
  for (let page = centre - radius; page <= centre + radius; page += 1) {
    if (page >= 1 && page <= last) wanted.add(page);
  }
  const pages = [...wanted].sort((a, b) => a - b);
  const entries: PagerEntry[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2)
      entries.push({ kind: 'page', page: previous + 1 });
    else if (previous !== undefined && page - previous > 2)
      entries.push({ kind: 'gap', key: `gap-${previous}` });
    entries.push({ kind: 'page', page });
  });
  return entries;
}

/** The path segment of a list's later pages: `{list}/page/{n}`. */
export const PAGE_SEGMENT = 'page';

/**
 * The locale-less href of one page. An unfiltered list pages by path: `basePath` alone for page
 * 1 (one URL per page, no `/page/1` duplicate), else `{basePath}/page/N`, a URL the site can
 * serve from its cache. A filtered view (any non-empty extra query parameter) stays a query,
 * `?type=…&page=N`, rendered per request.
 */
export function pageHref(
  basePath: string,
  page: number,
  extraQuery: Record<string, string> = {},
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(extraQuery)) {
    if (key !== 'page' && value !== '') query.set(key, value);
  }
  const search = query.toString();
  if (search === '') {
    if (page <= 1) return basePath;
    return `${basePath === '/' ? '' : basePath}/${PAGE_SEGMENT}/${page}`;
  }
  if (page > 1) query.set('page', String(page));
  return `${basePath}?${query.toString()}`;
}

/** A page number as a path writes it: `2`, never `02`, `0` or `+2`. */
const PAGE_NUMBER = '[1-9]\\d{0,8}';
const PAGE_NUMBER_ONLY = new RegExp(`^${PAGE_NUMBER}$`);

/** Whether a `page/[n]` segment is a page number as pageHref writes it (else: no such page). */
export function isPageNumberSegment(segment: string): boolean {
  return PAGE_NUMBER_ONLY.test(segment);
}

const PATH_PAGE = new RegExp(`/${PAGE_SEGMENT}/(${PAGE_NUMBER})$`);

/**
 * The page number a page href names (pageHref's inverse for the number): `/page/N` at the end
 * of the path, else `?page=N`, else 1. For the client islands, which read it from the URL.
 */
export function pageInHref(href: string, base = 'http://localhost'): number {
  const url = new URL(href, base);
  const fromPath = PATH_PAGE.exec(url.pathname);
  const text = fromPath?.[1] ?? (url.searchParams.get('page') ?? '').trim();
  if (!/^\d{1,9}$/.test(text)) return 1;
  return Math.max(1, Number(text));
}
