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

/**
 * The locale-less href of one page: `basePath` alone for page 1 (one URL per page, no
 * `?page=1` duplicate), else `?page=N`, after any extra query parameters (filters, search).
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
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${basePath}?${search}` : basePath;
}
