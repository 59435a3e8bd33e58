import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, test, type Page } from '@playwright/test';
import { freePort } from '@/lib/testing/free-port';
import { startSiteInstances, type SiteInstances } from '@/lib/testing/site-instances';
import { SITE_URL, SITE_BASE as BASE } from './helpers';
import { startPrivateSampleApi } from './support/isolated-site';

/*
 * The MCP server as an assistant reaches it: the SDK's own client over HTTP against
 * `next start`. Each test calls from an address of its own (X-Forwarded-For), so the rate
 * limiter's buckets never mix between tests running at once.
 */

const BAKERY = 'boulangerie-du-plateau';
const HARDWARE = 'quincaillerie-rideau-hardware';
let clientNumber = 0;

async function connect(base = BASE): Promise<Client> {
  clientNumber += 1;
  const address = `198.51.100.${(process.pid % 200) + clientNumber}`;
  const transport = new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
    requestInit: { headers: { 'X-Forwarded-For': address } },
  });
  const client = new Client({ name: 'e2e', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

type Structured = Record<string, unknown>;

/** The text of a resource's first content (blobs have none). */
const textOf = (contents: readonly Structured[]) => String(contents[0]?.text ?? '');

async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  return result as {
    isError?: boolean;
    structuredContent?: Structured;
    content: { text: string }[];
  };
}

const ALL_TOOLS = [
  'search_businesses',
  'get_business',
  'list_articles',
  'get_article',
  'get_faq',
  'list_reviews',
  'search_catalog',
  'get_catalog_item',
  'list_documents',
  'get_document',
  'search_content',
  'list_events',
  'search',
  'fetch',
  'list_categories',
  'list_cities',
];

test('lists every tool, read-only, each with an input and an output schema', async () => {
  const client = await connect();
  const { tools } = await client.listTools();
  expect(tools.map((tool) => tool.name).sort()).toEqual([...ALL_TOOLS].sort());
  for (const tool of tools) {
    expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
    expect(tool.outputSchema?.type, tool.name).toBe('object');
  }
  await client.close();
});

test('search_businesses pages through the whole directory with cursors, in both languages', async () => {
  const client = await connect();
  const seen: string[] = [];
  let cursor: string | undefined;
  let total = 0;
  do {
    const page = await call(client, 'search_businesses', { limit: 4, cursor });
    const content = page.structuredContent as {
      total: number;
      results: { slug: string }[];
      nextCursor: string | null;
    };
    total = content.total;
    seen.push(...content.results.map((result) => result.slug));
    cursor = content.nextCursor ?? undefined;
  } while (cursor);
  expect(new Set(seen).size).toBe(total);
  const search = (await (await fetch(`${BASE}/api/search?limit=1`)).json()) as { total: number };
  expect(total).toBe(search.total);
  const french = await call(client, 'search_businesses', { query: 'boulangerie', lang: 'fr' });
  const hit = (french.structuredContent as { results: { slug: string; citation: Structured }[] })
    .results[0];
  expect(hit?.slug).toBe(BAKERY);
  expect(hit?.citation).toMatchObject({
    url: `${SITE_URL}/fr/business/${BAKERY}`,
    otherLanguageUrl: `${SITE_URL}/business/${BAKERY}`,
    license: 'ODC-By-1.0',
    attribution: `Source: Open Business Directory — ${SITE_URL}/business/${BAKERY}`,
  });
  await client.close();
});

test('get_business gives the profile, its rating and its sections, with the twin as text on request', async () => {
  const client = await connect();
  const result = await call(client, 'get_business', { slug: BAKERY, include: ['markdown'] });
  const content = result.structuredContent as {
    business: { name: string };
    rating: { average: number; count: number };
    sections: { section: string; count: number | null }[];
  };
  expect(content.business.name).toBe('Boulangerie du Plateau');
  const reviews = (await (
    await fetch(`${BASE}/api/businesses/${BAKERY}/reviews?page=1&lang=en`)
  ).json()) as { total: number };
  expect(content.sections.find((entry) => entry.section === 'reviews')?.count).toBe(reviews.total);
  expect(result.content[0]?.text).toContain(
    `- Rating: ${content.rating.average.toFixed(1)} out of 5. Based on ${content.rating.count} ratings.`,
  );
  const twin = await (await fetch(`${BASE}/business/${BAKERY}.md`)).text();
  expect(result.content[0]?.text).toBe(twin);
  const french = await call(client, 'get_business', {
    slug: BAKERY,
    lang: 'fr',
    include: ['markdown'],
  });
  expect(french.content[0]?.text).toBe(
    await (await fetch(`${BASE}/fr/business/${BAKERY}.md`)).text(),
  );
  expect((french.structuredContent?.citation as Structured).url).toBe(
    `${SITE_URL}/fr/business/${BAKERY}`,
  );
  await client.close();
});

/*
 * The profile shows its related businesses only from a directory index already in memory (it
 * never reads the whole listing for one page). A fresh server loads the index at its start and
 * is ready once it holds it, so the first profile it renders, the twin it caches with it and
 * get_business all carry the same neighbours. Its own sample API, with synthetic businesses
 * so that categories hold several (the hand-written ones each have a category of their own).
 */
test('on a fresh server, the first profile view shows its related businesses, and its twin and get_business agree', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const api = await startPrivateSampleApi(await freePort(), { SAMPLE_API_BUSINESSES: '60' });
  let fresh: SiteInstances | undefined;
  try {
    const listing = (await (await fetch(`${api.apiUrl}/index/directory-businesses`)).json()) as {
      data: { slug: string; category: string }[];
    };
    const subject = listing.data.find((business) =>
      listing.data.some(
        (other) => other.slug !== business.slug && other.category === business.category,
      ),
    );
    expect(subject, 'a business that shares its category').toBeDefined();
    const slug = subject?.slug ?? '';
    fresh = await startSiteInstances({
      count: 1,
      apiUrl: api.apiUrl,
      onStderr: (_instance, chunk) => process.stderr.write(`[fresh site] ${chunk}`),
    });
    const base = fresh.urls[0]!;
    expect((await page.goto(`${base}/business/${slug}`))?.status()).toBe(200);
    const links = page.getByTestId('related').getByTestId('related-link');
    await expect(links.first()).toBeVisible();
    const neighbours = (
      await links.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
      )
    ).map((href) => href.replace('/business/', ''));
    const twin = await (await fetch(`${base}/business/${slug}.md`)).text();
    expect(twin).toContain('## Related businesses');
    for (const neighbour of neighbours) expect(twin).toContain(`/business/${neighbour}.md)`);
    const client = await connect(base);
    const result = await call(client, 'get_business', { slug, include: ['markdown'] });
    expect(result.content[0]?.text).toBe(twin);
    await client.close();
  } finally {
    await fresh?.stop();
    await api.stop();
  }
});

interface Previews {
  reviews: { author: string; title: string; reviewedAt: string | null }[];
  catalog: { slug: string; label: string; url: string; facts: Structured }[];
  article: { title: string; url: string } | null;
  faq: { question: string; answer: string }[];
  documents: { label: string; url: string; fileUrl: string | null; noFile: string | null }[];
}

/**
 * The paths of the preview section's links to the site's pages (not its "see all" link, nor a
 * document's file, which is on another host), in page order.
 */
async function previewLinks(page: Page, preview: string, section: string): Promise<string[]> {
  const hrefs = await page
    .getByTestId(`preview-${preview}`)
    .locator(`a[href^="/"][href*="/${section}/"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}

const pathOf = (url: string) => new URL(url).pathname;

/** Each previewed document's download link, in page order; null where it has none. */
async function previewDownloads(page: Page): Promise<(string | null)[]> {
  return page
    .getByTestId('preview-documents')
    .locator('li')
    .evaluateAll((items) =>
      items.map(
        (item) =>
          item.querySelector('[data-testid="document-download"]')?.getAttribute('href') ?? null,
      ),
    );
}

/** A twin's text with Markdown's backslash escapes removed, as a reader sees it. */
const unescaped = (markdown: string) => markdown.replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, '$1');

for (const [lang, prefix] of [
  ['en', ''],
  ['fr', '/fr'],
] as const) {
  test(`get_business carries the profile's previews, the entries its page and twin show (${lang})`, async ({
    page,
  }) => {
    const client = await connect();
    const result = await call(client, 'get_business', {
      slug: BAKERY,
      lang,
      include: ['previews'],
    });
    const previews = result.structuredContent?.previews as Previews;
    const twin = await (await fetch(`${BASE}${prefix}/business/${BAKERY}.md`)).text();
    await page.goto(`${prefix}/business/${BAKERY}`);

    // The latest reviews, newest first, as the page's cards show them.
    expect(previews.reviews).toHaveLength(3);
    const dates = previews.reviews.map((review) => review.reviewedAt ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    const cards = page.getByTestId('preview-reviews').getByTestId('review');
    await expect(cards).toHaveCount(previews.reviews.length);
    for (const [index, review] of previews.reviews.entries()) {
      await expect(cards.nth(index)).toContainText(review.title);
      await expect(cards.nth(index)).toContainText(review.author);
    }

    // The catalog's first items, each linked to the page and the twin the profile links to.
    expect(previews.catalog).toHaveLength(4);
    expect(await previewLinks(page, 'catalog', 'catalog')).toEqual(
      previews.catalog.map((item) => pathOf(item.url)),
    );
    for (const item of previews.catalog) expect(twin).toContain(`(${item.url}.md)`);
    expect(previews.catalog[0]?.facts).toMatchObject({ price: { amount: 7.5 } });

    // The latest article.
    expect(previews.article).not.toBeNull();
    expect(await previewLinks(page, 'article', 'blog')).toEqual([pathOf(previews.article!.url)]);
    expect(twin).toContain(`(${previews.article!.url}.md)`);

    // The FAQ's first questions, in its order.
    expect(previews.faq).toHaveLength(3);
    await expect(page.getByTestId('faq-preview').locator('summary')).toContainText(
      previews.faq.map((entry) => entry.question),
    );
    for (const entry of previews.faq) expect(unescaped(twin)).toContain(`**${entry.question}**`);

    // The first documents.
    expect(previews.documents.length).toBeGreaterThan(0);
    expect(await previewLinks(page, 'documents', 'documents')).toEqual(
      previews.documents.map((document) => pathOf(document.url)),
    );
    for (const document of previews.documents) expect(twin).toContain(`(${document.url}.md)`);

    // Each with its file, as list_documents gives it and the page and the twin link it.
    const listed = await call(client, 'list_documents', { slug: BAKERY, lang });
    expect(previews.documents).toEqual(
      (listed.structuredContent?.documents as Structured[]).slice(0, previews.documents.length),
    );
    expect(await previewDownloads(page)).toEqual(
      previews.documents.map((document) => document.fileUrl),
    );
    for (const document of previews.documents) {
      expect(document.fileUrl).toMatch(/^https?:\/\//);
      expect(twin).toContain(`](${document.fileUrl})`);
    }
    await client.close();
  });

  test(`get_business says why a previewed document has no file, as its page and twin do (${lang})`, async ({
    page,
  }) => {
    const client = await connect();
    const result = await call(client, 'get_business', {
      slug: HARDWARE,
      lang,
      include: ['previews'],
    });
    const { documents } = result.structuredContent?.previews as Previews;
    const listed = await call(client, 'list_documents', { slug: HARDWARE, lang });
    expect(documents).toEqual(
      (listed.structuredContent?.documents as Structured[]).slice(0, documents.length),
    );
    expect(documents.map((document) => document.noFile)).toContain('not-published');
    await page.goto(`${prefix}/business/${HARDWARE}`);
    expect(await previewDownloads(page)).toEqual(documents.map((document) => document.fileUrl));
    const items = page.getByTestId('preview-documents').locator('li');
    for (const [index, document] of documents.entries())
      await expect(items.nth(index).getByTestId('document-no-file')).toHaveCount(
        document.noFile ? 1 : 0,
      );
    await client.close();
  });
}

test('get_business previews nothing of the sections a business has not', async () => {
  const client = await connect();
  const result = await call(client, 'get_business', {
    slug: 'traductions-nordik',
    include: ['previews'],
  });
  expect(result.structuredContent?.previews).toEqual({
    reviews: [],
    catalog: [],
    article: null,
    faq: [],
    documents: [],
  });
  await client.close();
});

test('every section tool answers in both languages', async () => {
  const client = await connect();
  for (const lang of ['en', 'fr']) {
    const faq = await call(client, 'get_faq', { slug: BAKERY, lang });
    expect((faq.structuredContent?.questions as unknown[]).length, lang).toBeGreaterThan(0);
    const articles = await call(client, 'list_articles', { slug: BAKERY, lang });
    const first = (articles.structuredContent?.articles as { slug: string }[])[0];
    const article = await call(client, 'get_article', { slug: BAKERY, article: first?.slug, lang });
    expect(article.isError, lang).toBeFalsy();
    expect(String(article.structuredContent?.markdown)).toMatch(/^# /);
    const reviews = await call(client, 'list_reviews', { slug: BAKERY, lang });
    const next = reviews.structuredContent?.nextCursor as string;
    expect(next).toBeTruthy();
    const second = await call(client, 'list_reviews', { slug: BAKERY, lang, cursor: next });
    expect(second.structuredContent?.reviews).not.toEqual(reviews.structuredContent?.reviews);
    const documents = await call(client, 'list_documents', { slug: BAKERY, lang });
    const listed = (
      documents.structuredContent?.documents as {
        id: string;
        fileUrl: string | null;
        size: string | null;
        encodingFormat: string | null;
      }[]
    )[0];
    const document = await call(client, 'get_document', {
      slug: BAKERY,
      document: listed?.id,
      lang,
    });
    expect(document.structuredContent?.fileUrl).toMatch(/^https?:\/\//);
    // The list and the document state the same file, its size in the answer's language.
    expect(listed?.fileUrl).toBe(document.structuredContent?.fileUrl);
    expect(listed?.encodingFormat).toBe(document.structuredContent?.encodingFormat);
    expect(listed?.size).toBe(document.structuredContent?.size);
    expect(String(listed?.size)).toMatch(lang === 'en' ? /^\d+\skB$/ : /^\d+\sko$/);
  }
  await client.close();
});

test('the catalog tools state the facts the pages do: dates in the place zone, status', async () => {
  const client = await connect();
  const events = await call(client, 'search_catalog', {
    slug: 'festival-des-saveurs-quebec',
    type: 'EVENT',
  });
  const dinner = (events.structuredContent?.items as { slug: string; facts: Structured }[]).find(
    (item) => item.slug === 'long-table-dinner-2026',
  );
  expect(dinner?.facts).toMatchObject({ status: 'ended', timeZone: 'America/Toronto' });
  const french = await call(client, 'search_catalog', {
    slug: 'festival-des-saveurs-quebec',
    type: 'EVENT',
    lang: 'fr',
  });
  const frenchDinner = (french.structuredContent?.items as { slug: string; label: string }[]).find(
    (item) => item.slug === 'long-table-dinner-2026',
  );
  expect(frenchDinner?.label).toBe('Souper à la grande tablée');
  const english = await call(client, 'get_catalog_item', {
    slug: 'festival-des-saveurs-quebec',
    item: 'long-table-dinner-2026',
  });
  expect(english.content[0]?.text).toContain('Starts: 2026-06-20T20:00:00-04:00');
  const item = await call(client, 'get_catalog_item', {
    slug: 'festival-des-saveurs-quebec',
    item: 'long-table-dinner-2026',
    lang: 'fr',
  });
  const lines = (item.structuredContent?.item as { lines: { key: string; text: string }[] }).lines;
  expect(lines.find((line) => line.key === 'starts')?.text).toBe('2026-06-20T20:00:00-04:00');
  expect(item.content[0]?.text).toContain('Début : 2026-06-20T20:00:00-04:00');
  await client.close();
});

test('search and fetch have the shape ChatGPT connectors expect', async () => {
  const client = await connect();
  const found = await call(client, 'search', { query: 'hardware' });
  const results = found.structuredContent?.results as { id: string; title: string; url: string }[];
  expect(results[0]).toMatchObject({ id: expect.any(String), url: expect.stringMatching(/^http/) });
  expect(JSON.parse(found.content[0]?.text ?? '{}')).toEqual({ results, notice: null });
  const fetched = await call(client, 'fetch', { id: results[0]?.id });
  expect(fetched.structuredContent).toMatchObject({
    id: results[0]?.id,
    url: results[0]?.url,
    metadata: { license: 'ODC-By-1.0' },
  });
  expect(String(fetched.structuredContent?.text)).toMatch(/^# /);
  const french = await call(client, 'search', { query: 'boulangerie', lang: 'fr' });
  const hit = (french.structuredContent?.results as { id: string; url: string }[])[0];
  expect(hit?.url).toBe(`${SITE_URL}/fr/business/${BAKERY}`);
  const fetchedFrench = await call(client, 'fetch', { id: BAKERY, lang: 'fr' });
  expect(fetchedFrench.structuredContent?.url).toBe(`${SITE_URL}/fr/business/${BAKERY}`);
  await client.close();
});

test('errors an agent can act on: unknown slugs, bad cursors and bad arguments', async () => {
  const client = await connect();
  const unknown = await call(client, 'get_business', { slug: 'no-such-business' });
  expect(unknown.isError).toBe(true);
  expect(unknown.content[0]?.text).toMatch(/No business "no-such-business".*search_businesses/);
  const item = await call(client, 'get_catalog_item', { slug: BAKERY, item: 'nothing' });
  expect(item.content[0]?.text).toMatch(/search_catalog/);
  const cursor = await call(client, 'list_reviews', { slug: BAKERY, cursor: 'garbage' });
  expect(cursor.isError).toBe(true);
  expect(cursor.content[0]?.text).toMatch(/Invalid cursor/);
  const limit = await call(client, 'search_businesses', { limit: 500 });
  expect(limit.isError).toBe(true);
  expect(limit.content[0]?.text).toMatch(/limit/);
  const lang = await call(client, 'get_faq', { slug: BAKERY, lang: 'de' });
  expect(lang.isError).toBe(true);
  expect(lang.content[0]?.text).toMatch(/lang/);
  await client.close();
});

test('resources: a business and its sections as their twins, and llms.txt', async () => {
  const client = await connect();
  const profile = await client.readResource({ uri: `directory://business/${BAKERY}` });
  expect(textOf(profile.contents)).toBe(
    await (await fetch(`${BASE}/business/${BAKERY}.md`)).text(),
  );
  const faq = await client.readResource({ uri: `directory://business/${BAKERY}/faq` });
  expect(faq.contents[0]?.mimeType).toBe('text/markdown');
  const llms = await client.readResource({ uri: 'directory://llms.txt' });
  expect(textOf(llms.contents)).toBe(await (await fetch(`${BASE}/llms.txt`)).text());
  await client.close();
});

function post(body: string, headers: Record<string, string> = {}) {
  return fetch(`${BASE}/mcp`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      ...headers,
    },
    body,
  });
}

const LIST = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });

test('abuse: a foreign Origin, a huge body, a large batch and a flood are refused', async () => {
  const own = { 'X-Forwarded-For': '203.0.113.10' };
  const foreign = await post(LIST, { ...own, Origin: 'https://evil.example' });
  expect(foreign.status).toBe(403);
  expect(await foreign.json()).toMatchObject({
    error: { message: expect.stringContaining('evil') },
  });
  expect((await post(LIST, { ...own, Origin: 'http://localhost:3000' })).status).toBe(200);
  const huge = await post(JSON.stringify({ padding: 'x'.repeat(70_000) }), own);
  expect(huge.status).toBe(413);
  const batch = JSON.stringify(
    Array.from({ length: 11 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'ping' })),
  );
  expect((await post(batch, own)).status).toBe(400);
  expect((await fetch(`${BASE}/mcp`, { headers: own })).status).toBe(405);
  // A burst of 30, then 429 with the wait. The bucket refills at 120 a minute meanwhile, so
  // the calls answered before the first 429 are the burst plus what the flood's own duration
  // refilled: never fewer than 30, and never more than that refill allows.
  const flood = { 'X-Forwarded-For': '203.0.113.99' };
  const started = Date.now();
  let answered = 0;
  let limited: Response | null = null;
  for (let n = 0; n < 100 && !limited; n += 1) {
    const answer = await post(LIST, flood);
    if (answer.status === 429) limited = answer;
    else {
      expect(answer.status).toBe(200);
      answered += 1;
    }
  }
  const refilled = ((Date.now() - started) / 60_000) * 120;
  expect(answered).toBeGreaterThanOrEqual(30);
  expect(answered).toBeLessThanOrEqual(30 + Math.ceil(refilled));
  expect(limited?.status).toBe(429);
  expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
  // Another client is not held back.
  expect((await post(LIST, { 'X-Forwarded-For': '203.0.113.100' })).status).toBe(200);
});
