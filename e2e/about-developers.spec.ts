import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, jsonLdTypes, SITE_URL, SITE_BASE as BASE } from './helpers';

/*
 * Pages for people, a page for machines: About tells a person who runs the directory, what
 * "Verified" means, where reviews come from and how to report a correction; the developers
 * page holds what programs read (files, open data, APIs, the MCP server and its tools, limits).
 * Both in both languages, with their twins, in the sitemap, linked from every page's footer.
 */

const PAGES = {
  en: {
    prefix: '',
    about: 'About this directory',
    developers: 'For developers and AI',
    aboutHeadings: [
      'Who runs this directory',
      'What “Verified” means',
      'Where reviews come from',
      'Report a correction',
      'Reusing the data',
      'How to cite a business',
    ],
    developersHeadings: [
      'Files for crawlers and language models',
      'Open data',
      'APIs and their OpenAPI documents',
      'Use this directory in your AI assistant',
      'Rate limits',
      'License and attribution',
    ],
  },
  fr: {
    prefix: '/fr',
    about: 'À propos de ce répertoire',
    developers: 'Pour les développeurs et l’IA',
    aboutHeadings: [
      'Qui gère ce répertoire',
      'Ce que veut dire « Vérifiée »',
      'D’où viennent les avis',
      'Signaler une correction',
      'Réutiliser les données',
      'Comment citer une entreprise',
    ],
    developersHeadings: [
      'Fichiers pour les robots et les modèles de langage',
      'Données ouvertes',
      'Les API et leurs documents OpenAPI',
      'Utiliser ce répertoire dans votre assistant IA',
      'Limites d’appels',
      'Licence et attribution',
    ],
  },
} as const;

async function h2s(page: Page): Promise<string[]> {
  return page.locator('main h2').allTextContents();
}

/** The same-site links of the page's main content, without their fragment. */
async function mainLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/')).map((h) => h.split('#')[0]!))];
}

async function expectAllAnswer(request: APIRequestContext, paths: readonly string[]) {
  for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
}

async function mcpToolNames(): Promise<string[]> {
  const transport = new StreamableHTTPClientTransport(new URL(`${BASE}/mcp`), {
    requestInit: { headers: { 'X-Forwarded-For': `198.51.100.${200 + (process.pid % 50)}` } },
  });
  const client = new Client({ name: 'e2e-developers', version: '1.0.0' });
  await client.connect(transport);
  const { tools } = await client.listTools();
  await client.close();
  return tools.map((tool) => tool.name);
}

for (const [locale, texts] of Object.entries(PAGES)) {
  const { prefix } = texts;

  test(`${prefix}/about is for people: who runs it, Verified, reviews, corrections, the license (${locale})`, async ({
    page,
    request,
  }) => {
    expect((await page.goto(`${prefix}/about`))?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.about);
    expect(await h2s(page)).toEqual(texts.aboutHeadings);
    // No operator and no corrections address are configured here: the page says so, and
    // offers no mail link that would lead nowhere.
    await expect(page.getByTestId('operator')).toContainText(
      locale === 'en' ? 'does not name' : 'ne nomme pas',
    );
    await expect(page.getByTestId('corrections')).toContainText(
      locale === 'en' ? 'gives no address' : 'ne donne pas d’adresse',
    );
    await expect(page.locator('main a[href^="mailto:"]')).toHaveCount(0);
    // Files for machines are not this page's business any more: it points to their page.
    await expect(page.locator('main a[href$="openapi.json"]')).toHaveCount(0);
    await expect(page.locator('main a[href$="llms.txt"]')).toHaveCount(0);
    await expect(page.locator(`main a[href="${prefix}/developers"]`)).toHaveText(texts.developers);
    await expectAllAnswer(request, await mainLinks(page));
    // The directory as an Organization and a WebSite; the Dataset is where it is downloaded.
    const types = await jsonLdTypes(page);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    expect(types).not.toContain('Dataset');
    await expectNoAxeViolations(page);

    const twin = await (await request.get(`${prefix}/about.md`)).text();
    for (const heading of texts.aboutHeadings) expect(twin).toContain(`## ${heading}`);
    expect(twin).toContain(`(${SITE_URL}${prefix}/developers.md)`);
    expect(twin).not.toContain('mailto:');
  });

  test(`${prefix}/developers holds the files, open data, APIs, MCP tools and limits (${locale})`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(`${prefix}/developers`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.developers);
    expect(await h2s(page)).toEqual(texts.developersHeadings);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`${SITE_URL}${prefix}/developers`);

    // Every file, document and page it links to answers.
    const links = await mainLinks(page);
    expect(links).toEqual(
      expect.arrayContaining([
        `${prefix}/llms.txt`,
        `${prefix}/ai-content.txt`,
        '/sitemap.xml',
        '/api/companies.json',
        '/api/companies.ndjson',
        '/api/openapi.json',
        '/api/site-openapi.json',
        '/.well-known/mcp/server-card.json',
        `${prefix}/about`,
      ]),
    );
    await expectAllAnswer(request, links);

    // The tools are the server's own list, as an MCP client gets it.
    const tools = await page
      .getByTestId('mcp-tool')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-tool') ?? ''));
    expect(tools).toEqual(await mcpToolNames());
    // The endpoints are the site OpenAPI document's.
    const openApi = (await (await request.get('/api/site-openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    const endpoints = await page.getByTestId('api-endpoints').locator('li code').allTextContents();
    expect(endpoints.map((text) => text.replace(/^GET /, ''))).toEqual(Object.keys(openApi.paths));
    await expect(page.locator('main')).toContainText(
      locale === 'en' ? '30 calls at once' : '30 appels d’un coup',
    );
    await expectNoAxeViolations(page);

    const twin = await (await request.get(`${prefix}/developers.md`)).text();
    expect(twin).toMatch(new RegExp(`^# ${texts.developers}\\n`));
    for (const heading of texts.developersHeadings) expect(twin).toContain(`## ${heading}`);
    for (const tool of tools) expect(twin).toContain(`- \`${tool}\`: `);
    for (const path of Object.keys(openApi.paths)) expect(twin).toContain(`\`GET ${path}\``);
    expect(twin).toContain(`(${SITE_URL}${prefix}/about.md)`);
  });

  test(`every page's footer links the developers page (${locale})`, async ({ page }) => {
    for (const path of [`${prefix}/about`, `${prefix}/business/boulangerie-du-plateau/faq`]) {
      await page.goto(path || '/');
      const link = page.getByTestId('footer-developers');
      await expect(link).toHaveText(texts.developers);
      await expect(link).toHaveAttribute('href', `${prefix}/developers`);
    }
    await page.goto(prefix || '/');
    await page.getByTestId('footer-developers').click();
    await expect(page).toHaveURL(`${BASE}${prefix}/developers`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.developers);
  });
}

test('the sitemap lists both pages in both languages, with their alternates', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/about', '/fr/about', '/developers', '/fr/developers'])
    expect(sitemap).toContain(`<loc>${SITE_URL}${path}</loc>`);
  expect(sitemap).toContain(`hreflang="fr" href="${SITE_URL}/fr/developers"`);
});
