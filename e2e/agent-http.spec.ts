import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, SITE_URL } from './helpers';
import { redoclyLint } from './support/redocly';

/*
 * HTTP as agents and caches expect it on every text and JSON resource: validators and 304s,
 * CORS for browser-based agents, no internal paths in headers, an OpenAPI document that lints;
 * and the ways an agent finds the MCP server from the site alone.
 */

const PUBLIC_RESOURCES = [
  '/business/boulangerie-du-plateau.md',
  '/fr/business/boulangerie-du-plateau/faq.md',
  '/llms.txt',
  '/fr/llms.txt',
  '/api/openapi.json',
  '/.well-known/api-catalog',
  '/.well-known/mcp/server-card.json',
  '/api/search?q=pain&lang=fr',
  '/api/businesses/boulangerie-du-plateau/reviews?page=1&lang=en',
  '/api/companies.json',
  '/ai-content.txt',
];

for (const path of PUBLIC_RESOURCES) {
  test(`${path}: an ETag and a 304, open to any origin, no internal path`, async ({ request }) => {
    const first = await request.get(path);
    expect(first.status()).toBe(200);
    const headers = first.headers();
    expect(headers['access-control-allow-origin']).toBe('*');
    expect(headers['x-middleware-rewrite']).toBeUndefined();
    const etag = headers['etag'];
    expect(etag).toMatch(/^(W\/)?"[\w-]+"$/);
    const again = await request.get(path, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status()).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers()['etag']).toBe(etag);
  });
}

test('nothing with state is open to other origins', async ({ request }) => {
  const revalidate = await request.post('/api/revalidate', { data: {} });
  expect(revalidate.headers()['access-control-allow-origin']).toBeUndefined();
  const mcp = await request.post('/mcp', {
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
    data: { jsonrpc: '2.0', id: 1, method: 'ping' },
  });
  expect(mcp.headers()['access-control-allow-origin']).toBeUndefined();
});

test('/api/openapi.json passes redocly lint with the recommended rules', async ({ request }) => {
  const report = await redoclyLint(await (await request.get('/api/openapi.json')).text());
  expect(report).not.toMatch(/error|failed/i);
  expect(report).toMatch(/valid/i);
});

test('an agent finds the MCP server from the site alone', async ({ request }) => {
  const card = (await (await request.get('/.well-known/mcp/server-card.json')).json()) as {
    $schema: string;
    name: string;
    remotes: { type: string; url: string }[];
  };
  expect(card.$schema).toMatch(/server-card\.schema\.json$/);
  // The registry's reverse-DNS form, never the host's address reversed (the site runs on
  // localhost here, which has no domain to reverse).
  expect(card.name).toBe('io.github.open-business-directory/directory');
  expect(card.remotes).toEqual([{ type: 'streamable-http', url: `${SITE_URL}/mcp` }]);
  const catalog = (await (await request.get('/.well-known/mcp/catalog.json')).json()) as {
    entries: { type: string; url: string }[];
  };
  expect(catalog.entries[0]).toMatchObject({
    type: 'application/mcp-server-card+json',
    url: `${SITE_URL}/.well-known/mcp/server-card.json`,
  });
  const apiCatalog = (await (await request.get('/.well-known/api-catalog')).json()) as {
    linkset: { anchor: string; item?: { href: string }[] }[];
  };
  expect(apiCatalog.linkset[0]?.item?.map((item) => item.href)).toContain(`${SITE_URL}/mcp`);
  expect(apiCatalog.linkset.map((entry) => entry.anchor)).toContain(`${SITE_URL}/mcp`);
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toContain('## Agent access');
  expect(llms).toContain(`the MCP server at \`${SITE_URL}/mcp\``);
  expect(llms).toContain(`(${SITE_URL}/.well-known/mcp/server-card.json)`);
  expect(await (await request.get('/fr/llms.txt')).text()).toContain('## Accès pour les agents');
});

for (const [prefix, heading] of [
  ['', 'Use this directory in your AI assistant'],
  ['/fr', 'Utiliser ce répertoire dans votre assistant IA'],
] as const) {
  test(`${prefix}/developers tells how to add the server to an assistant`, async ({
    page,
    request,
  }) => {
    await page.goto(`${prefix}/developers#mcp`);
    const section = page.getByRole('heading', { name: heading });
    await expect(section).toBeVisible();
    await expect(section).toHaveAttribute('id', 'mcp');
    await expect(page.getByTestId('mcp-endpoint')).toHaveText(`${SITE_URL}/mcp`);
    await expect(page.locator('main')).toContainText('"mcpServers"');
    await expect(page.locator('main')).toContainText('gemini mcp add --transport http');
    await expect(page.locator('main a[href="/.well-known/mcp/server-card.json"]')).toBeVisible();
    await expectNoAxeViolations(page);
    const twin = await (await request.get(`${prefix}/developers.md`)).text();
    expect(twin).toContain(`## ${heading}`);
    expect(twin).toContain(`${SITE_URL}/mcp`);
    // Where the site's discovery files send an agent's reader: this page, in its language.
    const llms = await (await request.get(`${prefix}/llms.txt`)).text();
    expect(llms).toContain(`(${SITE_URL}${prefix}/developers.md)`);
  });
}

test('the server card and the API catalog document the server on the developers page', async ({
  request,
}) => {
  const card = (await (await request.get('/.well-known/mcp/server-card.json')).json()) as {
    websiteUrl: string;
  };
  expect(card.websiteUrl).toBe(`${SITE_URL}/developers`);
  const catalog = (await (await request.get('/.well-known/api-catalog')).json()) as {
    linkset: { anchor: string; 'service-doc'?: { href: string }[] }[];
  };
  const mcp = catalog.linkset.find((entry) => entry.anchor === `${SITE_URL}/mcp`);
  const docs = mcp?.['service-doc']?.map((link) => link.href) ?? [];
  expect(docs).toEqual([`${SITE_URL}/developers#mcp`, `${SITE_URL}/fr/developers#mcp`]);
  for (const href of [card.websiteUrl, ...docs]) {
    const local = new URL(href);
    expect((await request.get(local.pathname)).status(), href).toBe(200);
  }
});
