import type { APIRequestContext } from '@playwright/test';
import { SITE_URL } from '../helpers';

/*
 * Every page of the sample directory, as a crawler finds it: the <loc>s of /sitemap.xml (both
 * languages), fetched as HTML and, beside each, its Markdown twin.
 */

export interface CrawledPage {
  /** The path on the site under test, e.g. `/fr/business/boulangerie-du-plateau/faq`. */
  path: string;
  html: string;
  twin: string;
}

/** The twin of a page: `{path}.md`, and `/index.md` (or `/fr/index.md`) for a home page. */
function twinPathOf(path: string): string {
  if (path === '/') return '/index.md';
  if (path === '/fr') return '/fr/index.md';
  return `${path}.md`;
}

async function body(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  if (response.status() !== 200) throw new Error(`${path} answered ${response.status()}`);
  return response.text();
}

/** Fetches the pages a few at a time: the site under test is shared with other specs. */
export async function crawlSitemap(request: APIRequestContext): Promise<CrawledPage[]> {
  const sitemap = await body(request, '/sitemap.xml');
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1] ?? '', SITE_URL);
    if (url.origin !== SITE_URL) throw new Error(`sitemap entry outside the site: ${url.href}`);
    return url.pathname;
  });
  if (paths.some((path) => path.endsWith('.xml'))) {
    throw new Error('the sample sitemap is an index: this crawl expects one urlset');
  }
  const pages: CrawledPage[] = [];
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const [html, twin] = await Promise.all([
        body(request, path),
        body(request, twinPathOf(path)),
      ]);
      pages.push({ path, html, twin });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}
