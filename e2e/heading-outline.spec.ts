import { expect, test, type APIRequestContext } from '@playwright/test';

/*
 * Every page type's Markdown twin has the HTML page's heading outline: the same headings, at
 * the same levels, in the same order. HTML: the h1–h6 inside <main> of the server's HTML, as a
 * crawler reads it (visually hidden ones included: they are part of the outline a screen reader
 * walks). Twin: its ATX headings outside code fences. Texts are compared with inline markup and
 * links reduced to their text.
 */

const BAKERY = '/business/boulangerie-du-plateau';
const HARDWARE = '/business/quincaillerie-rideau-hardware';
const PAGES = [
  '/',
  // A search that finds what businesses offer as well as businesses.
  '/?q=sourdough',
  '/events',
  '/category/bakery',
  '/city/montreal',
  '/about',
  '/developers',
  BAKERY,
  `${BAKERY}/blog`,
  `${BAKERY}/blog/why-we-bake-with-sourdough`,
  `${BAKERY}/faq`,
  `${BAKERY}/reviews`,
  `${BAKERY}/reviews/page/2`,
  `${HARDWARE}/catalog`,
  `${HARDWARE}/catalog/cordless-drill-18v`,
  `${BAKERY}/documents`,
  `${BAKERY}/documents/bread-menu-fall-2025`,
];

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  '#39': "'",
};
const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

function htmlOutline(html: string): string[] {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return [...main.matchAll(/<h([1-6])[^>]*>([\s\S]*?)<\/h\1>/g)].map(
    ([, level, inner]) =>
      `${level} ${normalize(
        (inner ?? '')
          .replace(/<[^>]+>/g, '')
          .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name] ?? ''),
      )}`,
  );
}

function twinOutline(markdown: string): string[] {
  const outline: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^(#{1,6}) (.*)$/.exec(line);
    if (!heading) continue;
    const text = (heading[2] ?? '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/\\(.)/g, '$1');
    outline.push(`${heading[1]?.length} ${normalize(text)}`);
  }
  return outline;
}

async function text(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

for (const locale of ['en', 'fr'] as const) {
  for (const page of PAGES) {
    const [pagePath = '/', query] = page.split('?');
    const search = query ? `?${query}` : '';
    const localized = locale === 'en' ? pagePath : pagePath === '/' ? '/fr' : `/fr${pagePath}`;
    const path = `${localized}${search}`;
    test(`${path}: the twin has the page's heading outline`, async ({ request }) => {
      const twinPath =
        pagePath === '/'
          ? `${locale === 'fr' ? '/fr' : ''}/index.md${search}`
          : `${localized}.md${search}`;
      const html = htmlOutline(await text(request, path));
      const twin = twinOutline(await text(request, twinPath));
      expect(html[0], 'one h1 first').toMatch(/^1 /);
      expect(html.filter((entry) => entry.startsWith('1 '))).toHaveLength(1);
      expect(twin).toEqual(html);
    });
  }
}
