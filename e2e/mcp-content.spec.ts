import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, test } from '@playwright/test';
import { SITE_BASE as BASE, SITE_URL } from './helpers';
import { waitForContentSync } from './support/content-sync-done';

/*
 * search_content, list_events and search/fetch over the content index, through the SDK's own
 * client over HTTP against `next start`, once the sync has indexed the sample directory. The
 * client validates every structured answer against the tool's output schema (it lists the
 * tools first), so a tool that breaks its schema fails here.
 */

const BAKERY = 'boulangerie-du-plateau';

type Result = {
  id: string;
  kind: string;
  title: string;
  url: string;
  business: { slug: string; url: string };
  event: { start: string; end: string | null } | null;
  citation: { attribution: string; license: string };
};
type Answer = {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content: { text: string }[];
};

let client: Client;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await waitForContentSync();
  const transport = new StreamableHTTPClientTransport(new URL(`${BASE}/mcp`), {
    requestInit: { headers: { 'X-Forwarded-For': `198.51.100.${200 + (process.pid % 50)}` } },
  });
  client = new Client({ name: 'e2e-content', version: '1.0.0' });
  await client.connect(transport);
  await client.listTools();
});

test.afterAll(async () => {
  await client?.close();
});

const call = async (name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as Answer;

async function first(text: string, lang = 'en', kind?: string): Promise<Result | undefined> {
  const answer = await call('search_content', { text, lang, ...(kind ? { kind } : {}) });
  expect(answer.isError, text).toBeFalsy();
  return (answer.structuredContent?.results as Result[])[0];
}

test('search_content finds an item, an event, an answer, an article and a document first', async () => {
  const cases = [
    ['country sourdough loaf', 'item', 'Country sourdough loaf'],
    ['sourdough workshop beginners', 'event', 'Sourdough workshop for beginners'],
    ['gluten-free bread', 'answer', 'Do you make gluten-free bread?'],
    ["baker's percentages", 'article', "Baker's percentages, explained"],
    ['bread menu fall', 'document', 'Bread menu — fall 2025'],
  ] as const;
  for (const [text, kind, title] of cases) {
    const hit = await first(text);
    expect(hit, text).toMatchObject({ kind, title, business: { slug: BAKERY } });
    expect(hit?.url, text).toMatch(new RegExp(`^${SITE_URL}/business/${BAKERY}/`));
    expect(hit?.business.url).toBe(`${SITE_URL}/business/${BAKERY}`);
    expect(hit?.citation).toMatchObject({
      license: 'ODC-By-1.0',
      attribution: `Source: Open Business Directory — ${SITE_URL}/business/${BAKERY}`,
    });
  }
  // An answer is its anchor on the FAQ page.
  expect((await first('gluten-free bread'))?.url).toMatch(/\/faq#/);
});

test('search_content forgives a typo and says how it read the text', async () => {
  const answer = await call('search_content', { text: 'sourdouhg workshop' });
  const results = answer.structuredContent?.results as Result[];
  expect(answer.structuredContent?.respelled).toBeTruthy();
  expect(results[0]?.title).toBe('Sourdough workshop for beginners');
  expect(answer.content[0]?.text).toContain('Read as “');
});

test('search_content answers in French throughout, and never a silent empty', async () => {
  const answer = await call('search_content', { text: 'atelier levain', lang: 'fr' });
  const [hit] = answer.structuredContent?.results as Result[];
  expect(hit).toMatchObject({ kind: 'event', title: 'Atelier pain au levain pour débutants' });
  expect(hit?.url).toMatch(new RegExp(`^${SITE_URL}/fr/business/${BAKERY}/catalog/`));
  const text = answer.content[0]?.text ?? '';
  expect(text).toMatch(/^\d+ résultats? pour « atelier levain »\./);
  expect(text).toContain('Événement');
  expect(text).toContain(hit!.event!.start);
  expect(text).not.toMatch(/\b(results?|businesses|Event)\b/);
  const none = await call('search_content', { text: 'zzqxv wqqz', lang: 'fr' });
  expect(none.structuredContent).toMatchObject({ total: 0, results: [] });
  expect(none.content[0]?.text).toMatch(/Rien ne correspond\. Essayez/);
  const partial = await call('search_content', { text: 'sourdough zzqxv' });
  expect(partial.structuredContent?.partial).toBe(true);
  expect(partial.structuredContent?.notice).toMatch(/No entry matches every word/);
});

test('list_events lists upcoming events only, with local dates in both copies', async () => {
  const now = Date.now();
  for (const lang of ['en', 'fr']) {
    const answer = await call('list_events', { lang, limit: 50 });
    const events = answer.structuredContent?.events as Result[];
    expect(events.length, lang).toBeGreaterThan(0);
    expect(events.map((event) => event.id)).toContain('event:ferme-beausoleil:seed-swap');
    expect(events.map((event) => event.id)).not.toContain(
      `event:${BAKERY}:sourdough-workshop-february`,
    );
    for (const event of events) {
      const end = event.event?.end ?? event.event?.start ?? '';
      expect(Date.parse(end), event.id).toBeGreaterThan(now - 86_400_000);
      expect(event.event?.start).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2})?$/);
      expect(answer.content[0]?.text).toContain(event.event!.start);
    }
  }
  const past = await call('list_events', { from: '2026-02-01', to: '2026-02-28' });
  expect((past.structuredContent?.events as Result[]).map((event) => event.id)).toContain(
    `event:${BAKERY}:sourdough-workshop-february`,
  );
});

test('the new tools refuse unknown arguments and bad values, naming them', async () => {
  const { tools } = await client.listTools();
  for (const name of ['search_content', 'list_events']) {
    const tool = tools.find((each) => each.name === name);
    expect(tool?.inputSchema.additionalProperties, name).toBe(false);
    expect(tool?.outputSchema?.type, name).toBe('object');
  }
  const unknown = await call('search_content', { text: 'bread', query: 'bread' });
  expect(unknown.isError).toBe(true);
  expect(unknown.content[0]?.text).toMatch(/query/);
  const kind = await call('search_content', { text: 'bread', kind: 'recipe' });
  expect(kind.isError).toBe(true);
  expect(kind.content[0]?.text).toMatch(/kind/);
  const date = await call('list_events', { from: 'tomorrow' });
  expect(date.isError).toBe(true);
  expect(date.content[0]?.text).toMatch(/from/);
  const cursor = await call('list_events', { cursor: 'garbage' });
  expect(cursor.content[0]?.text).toMatch(/Invalid cursor/);
});

test('search finds items and answers beside businesses, and fetch reads them', async () => {
  for (const [query, kind] of [
    ['country sourdough loaf', 'item'],
    ['gluten-free bread', 'answer'],
  ] as const) {
    const found = await call('search', { query });
    const results = found.structuredContent?.results as { id: string; url: string }[];
    const hit = results.find((result) => result.id.startsWith(`${kind}:`));
    expect(hit, query).toBeDefined();
    const fetched = await call('fetch', { id: hit!.id });
    expect(fetched.isError, hit!.id).toBeFalsy();
    expect(fetched.structuredContent).toMatchObject({
      id: hit!.id,
      url: hit!.url,
      metadata: { license: 'ODC-By-1.0', kind },
    });
    expect(String(fetched.structuredContent?.text)).toMatch(/^# /);
  }
  const answer = await call('fetch', { id: (await first('gluten-free bread'))!.id });
  expect(String(answer.structuredContent?.text)).toContain('wheat, spelt and rye');
  const missing = await call('fetch', { id: `item:${BAKERY}:no-such-item` });
  expect(missing.isError).toBe(true);
  expect(missing.content[0]?.text).toMatch(/search_content/);
});
