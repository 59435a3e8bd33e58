import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, test } from '@playwright/test';
import { freePort } from '@/lib/testing/free-port';
import { startRedisServer } from '@/lib/testing/redis-server';
import { startSiteInstances } from '@/lib/testing/site-instances';
import { SITE_URL, SITE_BASE as BASE } from './helpers';
import { startPrivateSampleApi } from './support/isolated-site';

/*
 * What an agent gets beyond the tools' happy paths: never a silent empty, strict inputs and
 * the protocol's errors, the directory's vocabulary, one value per fact, the weight of the
 * answers, and one rate limit for a cluster. Over HTTP with the SDK's client, as mcp.spec.ts.
 */

const BAKERY = 'boulangerie-du-plateau';
let clientNumber = 0;

async function connect(base = BASE): Promise<Client> {
  clientNumber += 1;
  const transport = new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
    requestInit: {
      headers: { 'X-Forwarded-For': `192.0.2.${(process.pid % 100) + clientNumber}` },
    },
  });
  const client = new Client({ name: 'e2e-answers', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

type Result = {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content: { text: string }[];
};
const call = async (client: Client, name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as Result;

test('a search that matches no business in full answers the closest, says so, and carries the page’s help', async () => {
  const client = await connect();
  const typo = await call(client, 'search_businesses', { query: 'hardwre shovels' });
  expect(typo.structuredContent).toMatchObject({ total: 0, partial: true, nextCursor: null });
  expect(typo.structuredContent?.results).toEqual([
    expect.objectContaining({ slug: 'quincaillerie-rideau-hardware' }),
  ]);
  expect(typo.content[0]?.text).toContain(String(typo.structuredContent?.notice));
  // Under a filter: how many match without it.
  const filtered = await call(client, 'search_businesses', {
    query: 'boulangerie',
    city: 'ottawa',
  });
  expect(filtered.structuredContent).toMatchObject({ total: 0, withoutFilters: 1 });
  expect(filtered.structuredContent?.notice).toContain('1 business matches without the');
  const french = await call(client, 'search_businesses', {
    query: 'boulangerie',
    city: 'ottawa',
    lang: 'fr',
  });
  expect(french.content[0]?.text).toMatch(/^Aucune entreprise trouvée\.\n1 entreprise correspond/);
  // search gives the closest businesses too, with the notice.
  const search = await call(client, 'search', { query: 'hardwre shovels' });
  expect(search.structuredContent?.results).toEqual(
    expect.arrayContaining([expect.objectContaining({ id: 'quincaillerie-rideau-hardware' })]),
  );
  expect(search.structuredContent?.notice).toMatch(/closest/);
  await client.close();
});

test('the catalog search answers items with some of the words when none has all', async () => {
  const client = await connect();
  const found = await call(client, 'search_catalog', {
    slug: BAKERY,
    query: 'sourdough xylophone',
  });
  expect(found.structuredContent).toMatchObject({ total: 0, partial: true });
  const labels = (found.structuredContent?.items as { label: string }[]).map((item) => item.label);
  expect(labels).toContain('Country sourdough loaf');
  const none = await call(client, 'search_catalog', { slug: BAKERY, query: 'xylophone' });
  expect(none.structuredContent).toMatchObject({ items: [], partial: false });
  expect(none.content[0]?.text).toMatch(/search_content/);
  await client.close();
});

test('an unknown category or city is an error naming the closest, not an empty answer', async () => {
  const client = await connect();
  const category = await call(client, 'search_businesses', { category: 'bakeri' });
  expect(category.isError).toBe(true);
  expect(category.content[0]?.text).toMatch(
    /^Unknown category "bakeri"\. Closest: bakery \(Bakery, 1\)/,
  );
  expect(category.content[0]?.text).toContain('list_categories');
  const city = await call(client, 'list_events', { city: 'montral' });
  expect(city.isError).toBe(true);
  expect(city.content[0]?.text).toMatch(
    /^Unknown city "montral"\. Closest: montreal \(Montréal, 1\)/,
  );
  await client.close();
});

test('inputs are strict, an unknown tool lists the tools, a missing resource is -32002', async () => {
  const client = await connect();
  const { tools } = await client.listTools();
  for (const tool of tools) expect(tool.inputSchema.additionalProperties, tool.name).toBe(false);
  const extra = await call(client, 'get_business', { slug: BAKERY, region: 'CA-QC' });
  expect(extra.isError).toBe(true);
  expect(extra.content[0]?.text).toContain(
    'Unknown argument "region": this tool takes slug, include, lang.',
  );
  const tool = await call(client, 'get_businesses', {});
  expect(tool.isError).toBe(true);
  expect(tool.content[0]?.text).toBe(
    `Unknown tool "get_businesses". The tools are: ${tools.map((each) => each.name).join(', ')}.`,
  );
  for (const uri of ['directory://business/no-such-business', 'directory://nothing/here'])
    await expect(client.readResource({ uri }), uri).rejects.toMatchObject({
      code: -32002,
      data: { uri },
    });
  await client.close();
});

test('list_categories and list_cities give every slug, its name in the language and its count', async () => {
  const client = await connect();
  const search = (await (await fetch(`${BASE}/api/search?limit=1`)).json()) as { total: number };
  for (const lang of ['en', 'fr'] as const) {
    const categories = await call(client, 'list_categories', { lang });
    const entries = categories.structuredContent?.categories as {
      slug: string;
      name: string;
      count: number;
    }[];
    const bakery = entries.find((entry) => entry.slug === 'bakery');
    expect(bakery?.name).toBe(lang === 'en' ? 'Bakery' : 'Boulangerie');
    expect(categories.content[0]?.text).toContain(`\`bakery\` ${bakery?.name} (1)`);
    const cities = await call(client, 'list_cities', { lang });
    const counts = (cities.structuredContent?.cities as { count: number }[]).map(
      (city) => city.count,
    );
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(search.total);
    // Each slug filters: its count is what the search finds.
    const found = await call(client, 'search_businesses', { category: 'bakery', lang });
    expect(found.structuredContent?.total).toBe(bakery?.count);
  }
  await client.close();
});

test('one fact, one value: the text states what the structured copy does, in the answer’s language', async () => {
  const client = await connect();
  const listed = await call(client, 'list_documents', { slug: BAKERY, lang: 'fr' });
  for (const document of listed.structuredContent?.documents as {
    description: string | null;
    updatedAt: string | null;
  }[]) {
    expect(document).toHaveProperty('createdAt');
    if (document.description) expect(listed.content[0]?.text).toContain(document.description);
  }
  // The events' window is local time with its offset, the same string in both copies.
  const events = await call(client, 'list_events', { from: '2026-12-01', lang: 'fr' });
  expect(events.structuredContent?.from).toMatch(/^2026-12-01T00:00:00[+-]\d{2}:\d{2}$/);
  expect(events.content[0]?.text).toContain(String(events.structuredContent?.from));
  const found = await call(client, 'search_businesses', { query: 'boulangerie', lang: 'fr' });
  expect(found.content[0]?.text).toContain(
    `Source: Open Business Directory — ${SITE_URL}/business/${BAKERY}`,
  );
  expect(found.content[0]?.text).toMatch(/^1 entreprise trouvée\./);
  await client.close();
});

test('weight: tools/list within 12 KB, a default get_business within 5 KB, the Markdown sent once', async () => {
  const list = await fetch(`${BASE}/mcp`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'X-Forwarded-For': '192.0.2.250',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
  });
  expect((await list.arrayBuffer()).byteLength).toBeLessThanOrEqual(12_000);
  const client = await connect();
  const listing = (await (await fetch(`${BASE}/api/search?limit=50`)).json()) as {
    items: { slug: string }[];
  };
  expect(listing.items.length).toBeGreaterThan(5);
  for (const { slug } of listing.items) {
    const answer = await call(client, 'get_business', { slug });
    expect(Buffer.byteLength(JSON.stringify(answer)), slug).toBeLessThanOrEqual(5 * 1024);
    expect(answer.structuredContent?.business, slug).not.toHaveProperty('markdown');
    expect(answer.structuredContent, slug).not.toHaveProperty('previews');
  }
  const whole = await call(client, 'get_business', {
    slug: BAKERY,
    include: ['markdown', 'previews'],
  });
  const twin = await (await fetch(`${BASE}/business/${BAKERY}.md`)).text();
  expect(whole.content[0]?.text).toBe(twin);
  expect(JSON.stringify(whole.structuredContent)).not.toContain(twin.slice(0, 200));
  expect(whole.structuredContent).toHaveProperty('previews');
  await client.close();
});

test('with REDIS_URL, one rate-limit bucket per client across instances', async () => {
  test.setTimeout(180_000);
  const redis = await startRedisServer();
  const api = await startPrivateSampleApi(await freePort());
  const site = await startSiteInstances({
    count: 2,
    apiUrl: api.apiUrl,
    env: {
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: `e2e-rate-${redis.port}`,
      MCP_RATE_BURST: '4',
      MCP_RATE_PER_MINUTE: '6',
    },
  });
  try {
    const statuses: number[] = [];
    for (let call = 0; call < 6; call += 1) {
      const response = await fetch(`${site.urls[call % 2]}/mcp`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json, text/event-stream',
          'X-Forwarded-For': '198.18.0.1',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: call, method: 'tools/list', params: {} }),
      });
      statuses.push(response.status);
    }
    // Four calls in all, whichever instance answered them; without Redis it would be eight.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  } finally {
    await site.stop();
    await api.stop();
    await redis.stop();
  }
});
