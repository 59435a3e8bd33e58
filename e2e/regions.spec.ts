import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, test, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  jsonLdBlocks,
  SITE_BASE as BASE,
  waitForHydration,
} from './helpers';
import { responseValidator } from './support/openapi-responses';

/*
 * Regions (provinces, territories, states) derived from postal codes, as every reader meets
 * them: the home page's menu (with and without JavaScript, both languages), a profile's
 * addresses, its twin and JSON-LD, /api/search?region= and search_businesses over MCP. The
 * sample directory is in Quebec (Montréal, Gatineau, Québec), Ontario (Ottawa) and New
 * Brunswick (Moncton, Memramcook, Dieppe).
 */

const cardNames = (page: Page) => page.locator('main ul li article h2');

const LANGUAGES = [
  { lang: 'en', home: '/', menu: 'Province or state', quebec: 'Quebec', apply: 'Apply filters' },
  {
    lang: 'fr',
    home: '/fr',
    menu: 'Province ou État',
    quebec: 'Québec',
    apply: 'Appliquer les filtres',
  },
] as const;

for (const { lang, home, menu, quebec } of LANGUAGES) {
  test(`the home page filters by region, counted, and says it in the title (${lang})`, async ({
    page,
  }) => {
    await page.goto(home);
    await waitForHydration(page, '#filter-region');
    const select = page.getByLabel(menu, { exact: true });
    await expect(
      select.locator('option', { hasText: new RegExp(`^${quebec} \\(\\d+\\)$`) }),
    ).toHaveCount(1);
    await select.selectOption('CA-ON');
    await expect(page).toHaveURL(/[?&]region=CA-ON/);
    // The island shows the new results once /api/search answers: Ottawa's two businesses.
    await expect(cardNames(page)).toHaveCount(2);
    expect((await cardNames(page).allTextContents()).map((name) => name.trim()).sort()).toEqual([
      'ByWard Tech Repair',
      'Quincaillerie Rideau Hardware',
    ]);
    await expect(page).toHaveTitle(/Ontario/);
    await expectNoAxeViolations(page);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { lang, home, menu, apply } of LANGUAGES) {
    test(`the region menu is a plain GET form (${lang})`, async ({ page }) => {
      await page.goto(home);
      await page.getByLabel(menu, { exact: true }).selectOption('CA-NB');
      await page.getByRole('button', { name: apply }).click();
      await expect(page).toHaveURL(/[?&]region=CA-NB/);
      await expect(cardNames(page)).toContainText(['Maritime Nest Realty']);
      for (const name of await cardNames(page).allTextContents())
        expect(name).not.toMatch(/Boulangerie|Quincaillerie/);
      await expect(page.locator('#filter-region')).toHaveValue('CA-NB');
    });
  }
});

test('a profile names each address’s region, as its twin and JSON-LD do', async ({
  page,
  request,
}) => {
  await page.goto('/fr/business/quincaillerie-rideau-hardware');
  await expect(page.getByTestId('location-region').first()).toHaveText('Ontario (CA-ON)');
  const blocks = await jsonLdBlocks(page);
  const addresses = JSON.stringify(blocks);
  expect(addresses).toContain('"addressRegion":"CA-ON"');
  const twin = await (await request.get('/fr/business/quincaillerie-rideau-hardware.md')).text();
  expect(twin).toContain('Ontario (CA-ON)');
  await page.goto('/business/boulangerie-du-plateau');
  await expect(page.getByTestId('location-region').first()).toHaveText('Quebec (CA-QC)');
  await page.goto('/fr/business/boulangerie-du-plateau');
  await expect(page.getByTestId('location-region').first()).toHaveText('Québec (CA-QC)');
});

test('a catalog item’s and an event’s page and twin name its business’s province or state', async ({
  page,
  request,
}) => {
  await page.goto('/business/boulangerie-du-plateau/catalog/country-sourdough');
  await expect(page.getByTestId('item-region')).toHaveText('Quebec (CA-QC)');
  await page.goto('/fr/business/ferme-beausoleil/catalog/seed-swap');
  await expect(page.getByTestId('item-region')).toHaveText('Nouveau-Brunswick (CA-NB)');
  await expectNoAxeViolations(page);
  const twin = await (
    await request.get('/fr/business/ferme-beausoleil/catalog/seed-swap.md')
  ).text();
  expect(twin).toMatch(/^- Province ou État : Nouveau-Brunswick \(CA-NB\)$/m);
  const itemTwin = await (
    await request.get('/business/quincaillerie-rideau-hardware/catalog/ergonomic-snow-shovel.md')
  ).text();
  expect(itemTwin).toMatch(/^- Province or state: Ontario \(CA-ON\)$/m);
});

test('/api/search?region= answers as the OpenAPI document says; an unknown region is a 400 naming the codes', async ({
  request,
}) => {
  const document = (await (await request.get('/api/site-openapi.json')).json()) as Record<
    string,
    unknown
  >;
  const validate = responseValidator(document);
  const found = await request.get('/api/search?region=qc&lang=fr');
  expect(found.status()).toBe(200);
  const body = (await found.json()) as {
    items: { slug: string; regions: string[] }[];
    facets: { regions: { slug: string; name: string; count: number }[] };
  };
  expect(validate('searchDirectory', 200, body)).toEqual([]);
  expect(body.items.length).toBeGreaterThan(0);
  for (const item of body.items) expect(item.regions).toContain('CA-QC');
  // Counted without the region's own filter: the menu still offers Ontario and New Brunswick.
  expect(body.facets.regions.map((facet) => facet.slug).sort()).toEqual([
    'CA-NB',
    'CA-ON',
    'CA-QC',
  ]);
  expect(body.facets.regions.find((facet) => facet.slug === 'CA-QC')?.name).toBe('Québec');
  const refused = await request.get('/api/search?region=Narnia');
  expect(refused.status()).toBe(400);
  const error = (await refused.json()) as { message: string };
  expect(validate('searchDirectory', 400, error)).toEqual([]);
  expect(error.message).toMatch(/"region".*CA-QC.*US-NY/);
});

async function connect(): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(`${BASE}/mcp`), {
    requestInit: { headers: { 'X-Forwarded-For': `198.51.100.${200 + (process.pid % 50)}` } },
  });
  const client = new Client({ name: 'e2e-regions', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

type Answer = {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content: { text: string }[];
};

test('search_businesses and the vocabulary tools take a region; an unknown one names the valid values', async () => {
  const client = await connect();
  const call = async (name: string, args: Record<string, unknown>) =>
    (await client.callTool({ name, arguments: args })) as Answer;
  const inOntario = await call('search_businesses', { region: 'CA-ON', limit: 50 });
  const results = (
    inOntario.structuredContent as { results: { slug: string; regions: string[] }[] }
  ).results;
  expect(results.map((hit) => hit.slug).sort()).toEqual([
    'byward-tech-repair',
    'quincaillerie-rideau-hardware',
  ]);
  for (const hit of results) expect(hit.regions).toContain('CA-ON');
  const french = await call('search_businesses', { region: 'Québec', lang: 'fr', limit: 50 });
  expect((french.structuredContent as { total: number }).total).toBeGreaterThan(0);
  const unknown = await call('search_businesses', { region: 'Narnia' });
  expect(unknown.isError).toBe(true);
  expect(unknown.content[0]?.text).toMatch(/Unknown region "Narnia".*CA-QC \(Quebec, \d+\)/);
  const cities = await call('list_cities', { region: 'CA-NB' });
  const listed = (cities.structuredContent as { cities: { slug: string }[] }).cities;
  expect(listed.map((city) => city.slug).sort()).toEqual(['dieppe', 'memramcook', 'moncton']);
  const categories = await call('list_categories', { region: 'US-NY' });
  expect((categories.structuredContent as { total: number }).total).toBe(0);
  const business = await call('get_business', { slug: 'byward-tech-repair' });
  const locations = (business.structuredContent as { business: { locations: unknown[] } }).business
    .locations;
  expect(locations[0]).toMatchObject({ region: { code: 'CA-ON', name: 'Ontario' } });
  expect(business.content[0]?.text).toContain('Ontario (CA-ON)');
  await client.close();
});
