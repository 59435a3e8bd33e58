import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentModels } from '../content-source';
import { failingContentModels, fakeContentModels } from '../testing/content-fixtures';
import { registerContentTools } from './content';
import { registerSearchFetchTools } from './search-fetch';

type Answer = {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content: { text: string }[];
};

let close: (() => Promise<void>) | null = null;

async function connect(source: ContentModels = fakeContentModels()) {
  const server = new McpServer({ name: 'test', version: '1.0.0' });
  registerContentTools(server, source);
  registerSearchFetchTools(server, source);
  const client = new Client({ name: 'test', version: '1.0.0' });
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await server.connect(serverTransport);
  await client.connect(clientTransport);
  // Listing the tools first has the client validate every structured answer against its schema.
  const { tools } = await client.listTools();
  close = async () => {
    await client.close();
    await server.close();
  };
  const call = async (name: string, args: Record<string, unknown>) =>
    (await client.callTool({ name, arguments: args })) as Answer;
  return { tools, call };
}

afterEach(async () => {
  await close?.();
  close = null;
});

describe('search_content', () => {
  it('finds an entry with its page, its business and the citation, as text too', async () => {
    const { call } = await connect();
    const answer = await call('search_content', { text: 'sourdough loaf' });
    const results = answer.structuredContent?.results as Record<string, unknown>[];
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      id: 'item:boulangerie-du-plateau:country-sourdough',
      kind: 'item',
      url: 'http://localhost:3000/business/boulangerie-du-plateau/catalog/country-sourdough',
      business: {
        slug: 'boulangerie-du-plateau',
        url: 'http://localhost:3000/business/boulangerie-du-plateau',
      },
      citation: {
        license: 'ODC-By-1.0',
        attribution:
          'Source: Open Business Directory — http://localhost:3000/business/boulangerie-du-plateau',
      },
    });
    const text = answer.content[0]?.text ?? '';
    expect(text).toMatch(/^1 result for “sourdough loaf”\./);
    expect(text).toContain(
      '(http://localhost:3000/business/boulangerie-du-plateau/catalog/country-sourdough)',
    );
    // The business's words stay text.
    expect(text).toContain('Our house \\*loaf\\*');
  });

  it('points an answer at its anchor on the FAQ page, in French throughout', async () => {
    const { call } = await connect();
    const answer = await call('search_content', { text: 'gluten', lang: 'fr', kind: 'answer' });
    const [result] = answer.structuredContent?.results as Record<string, unknown>[];
    expect(result).toMatchObject({
      url: 'http://localhost:3000/fr/business/boulangerie-du-plateau/faq#gluten-free',
      citation: {
        otherLanguageUrl: 'http://localhost:3000/business/boulangerie-du-plateau/faq#gluten-free',
        markdownUrl: 'http://localhost:3000/fr/business/boulangerie-du-plateau/faq.md',
      },
    });
    const text = answer.content[0]?.text ?? '';
    expect(text).toMatch(/^1 résultat pour « gluten »\./);
    expect(text).toContain('Réponse de la FAQ');
    expect(text).toContain('Entreprise :');
  });

  it('says when results are partial, and what to try when nothing matches', async () => {
    const { call } = await connect();
    const partial = await call('search_content', { text: 'sourdough croissant' });
    expect(partial.structuredContent).toMatchObject({ partial: true });
    expect(partial.structuredContent?.notice).toMatch(/No entry matches every word/);
    expect(partial.content[0]?.text).toContain('No entry matches every word');
    const none = await call('search_content', { text: 'zzqx' });
    expect(none.structuredContent).toMatchObject({ total: 0, results: [], partial: false });
    expect(none.content[0]?.text).toMatch(/^No result for “zzqx”\.\nNothing matches\. Try/);
    const french = await call('search_content', { text: 'zzqx', lang: 'fr' });
    expect(french.content[0]?.text).toMatch(/^Aucun résultat pour « zzqx »\.\nRien ne correspond/);
  });

  it('pages with cursors and refuses one it did not write', async () => {
    const { call } = await connect();
    const first = await call('search_content', { text: 'sourdough', limit: 1 });
    expect(first.structuredContent?.total).toBe(2);
    const cursor = first.structuredContent?.nextCursor as string;
    expect(cursor).toBeTruthy();
    const second = await call('search_content', { text: 'sourdough', limit: 1, cursor });
    expect(second.structuredContent?.nextCursor).toBeNull();
    expect(second.structuredContent?.results).not.toEqual(first.structuredContent?.results);
    const bad = await call('search_content', { text: 'sourdough', cursor: 'garbage' });
    expect(bad).toMatchObject({ isError: true });
  });

  it('refuses unknown arguments, naming them, and says so in its schema', async () => {
    const { tools, call } = await connect();
    const strict = tools.filter((tool) => ['search_content', 'list_events'].includes(tool.name));
    expect(strict).toHaveLength(2);
    for (const tool of strict) expect(tool.inputSchema.additionalProperties, tool.name).toBe(false);
    const answer = await call('search_content', { query: 'bread' });
    expect(answer.isError).toBe(true);
    expect(answer.content[0]?.text).toMatch(/query/);
  });

  it('names the kinds when refusing one it does not know', async () => {
    const { call } = await connect();
    const answer = await call('search_content', { text: 'bread', kind: 'recipe' });
    expect(answer.isError).toBe(true);
    expect(answer.content[0]?.text).toMatch(/kind/);
    for (const kind of ['item', 'event', 'answer', 'article', 'document']) {
      expect(answer.content[0]?.text).toContain(`"${kind}"`);
    }
  });

  it('reports an index it cannot read as temporarily unavailable', async () => {
    const { call } = await connect(failingContentModels());
    for (const [tool, args] of [
      ['search_content', { text: 'bread' }],
      ['list_events', {}],
      ['fetch', { id: 'answer:boulangerie-du-plateau:gluten-free' }],
    ] as const) {
      const answer = await call(tool, args);
      expect(answer, tool).toMatchObject({ isError: true });
      expect(answer.content[0]?.text).toMatch(/temporarily unavailable; retry in \d+ s/);
    }
  });
});

describe('list_events', () => {
  it('lists only events not over, with local dates in both copies', async () => {
    const { call } = await connect();
    const answer = await call('list_events', {});
    const events = answer.structuredContent?.events as { id: string; event: { start: string } }[];
    expect(events.map((event) => event.id)).toEqual([
      'event:boulangerie-du-plateau:sourdough-workshop',
    ]);
    expect(events[0]?.event.start).toBe('2030-02-14T09:00:00-05:00');
    expect(answer.content[0]?.text).toContain(
      '2030-02-14T09:00:00-05:00 → 2030-02-14T12:00:00-05:00',
    );
    expect(answer.content[0]?.text).toMatch(/^1 event from /);
    // The window in local time with its offset, the same string in both copies.
    const from = String(answer.structuredContent?.from);
    expect(from).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(answer.content[0]?.text).toContain(`from ${from}`);
  });

  it('reads a window of dates, refuses one upside down, and says when it is empty', async () => {
    const { call } = await connect();
    const past = await call('list_events', { from: '2020-02-14', to: '2020-02-14' });
    expect((past.structuredContent?.events as unknown[]).length).toBe(1);
    const upsideDown = await call('list_events', { from: '2030-01-02', to: '2030-01-01' });
    expect(upsideDown.isError).toBe(true);
    expect(upsideDown.content[0]?.text).toMatch(/"to" must not be before "from"/);
    const empty = await call('list_events', { from: '2031-01-01', lang: 'fr' });
    expect(empty.structuredContent).toMatchObject({ total: 0, events: [] });
    expect(empty.content[0]?.text).toMatch(
      /^Aucun événement à partir du .*\nAucun événement dans cette période/,
    );
    const badDate = await call('list_events', { from: 'tomorrow' });
    expect(badDate.isError).toBe(true);
    expect(badDate.content[0]?.text).toMatch(/from/);
  });
});

describe('fetch of a content id', () => {
  it('reads the entry’s whole text with its URL and citation', async () => {
    const { call } = await connect();
    const answer = await call('fetch', {
      id: 'answer:boulangerie-du-plateau:gluten-free',
      lang: 'fr',
    });
    expect(answer.structuredContent).toMatchObject({
      id: 'answer:boulangerie-du-plateau:gluten-free',
      title: 'Faites-vous du pain sans gluten? — Boulangerie du Plateau',
      url: 'http://localhost:3000/fr/business/boulangerie-du-plateau/faq#gluten-free',
      metadata: { license: 'ODC-By-1.0', kind: 'answer' },
    });
    const text = String(answer.structuredContent?.text);
    expect(text).toMatch(
      /^# Faites-vous du pain sans gluten\?\n\nRéponse de la FAQ\n\nEntreprise : \[Boulangerie du Plateau\]/,
    );
    expect(text).toContain('Non : notre fournil utilise de la farine de blé');
    expect(text).toContain('Source: Open Business Directory — ');
  });

  it('says how to find an entry it does not know', async () => {
    const { call } = await connect();
    const answer = await call('fetch', { id: 'item:boulangerie-du-plateau:nothing' });
    expect(answer.isError).toBe(true);
    expect(answer.content[0]?.text).toMatch(
      /No entry "item:boulangerie-du-plateau:nothing".*search_content/,
    );
  });
});
