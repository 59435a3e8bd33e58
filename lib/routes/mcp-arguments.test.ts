import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryMcpServer } from '@/lib/mcp/server';
import { parseCatalogRouteQuery } from './catalog-query';
import { parseContentRouteQuery, parseEventsRouteQuery } from './content-route-query';
import { parseReviewsRouteQuery } from './reviews-query';
import { parseSearchRouteQuery } from './search-route-query';
import { siteOpenApiDocument } from './site-openapi';

/*
 * The MCP tools' arguments against the JSON API's query parameters they repeat, as a client of
 * each sees them: tools/list beside the site's OpenAPI document and the handlers' readings. An
 * argument takes its parameter's bounds, words and default, so a declaration changed for one
 * and not the other, or an argument written apart from its parameter, fails here. Where the
 * wire forms differ (a JSON boolean for a true/false word, an array for a comma list) the
 * values allowed are still the same.
 */

type Parse = (query: URLSearchParams) => { ok: boolean; value?: unknown };

/** Each tool's endpoint: its arguments are that operation's parameters, by name unless renamed. */
const COUNTERPARTS: Record<string, { operation: string; renamed?: Record<string, string> }> = {
  search_businesses: { operation: 'searchDirectory', renamed: { query: 'q' } },
  search: { operation: 'searchDirectory', renamed: { query: 'q' } },
  list_categories: { operation: 'searchDirectory' },
  list_cities: { operation: 'searchDirectory' },
  search_content: { operation: 'searchContent', renamed: { text: 'q' } },
  list_events: { operation: 'listEvents' },
  search_catalog: { operation: 'listCatalog', renamed: { query: 'q' } },
  list_reviews: { operation: 'listReviews' },
};
/** `cursor` and `lang` where a tool's endpoint lacks them (or it has none): /api/content's. */
const SHARED = 'searchContent';
/** What a tool reads, named in the site's paths rather than its queries. */
const TOOL_ONLY = ['slug', 'include', 'article', 'item', 'document', 'id'];
/** A tool's own default: fewer results than the site's page, since each is tokens. */
const TOOL_DEFAULTS: Record<string, unknown> = { 'search_businesses.limit': 10 };

const PARSERS: Record<string, { parse: Parse; base: string }> = {
  searchDirectory: { parse: parseSearchRouteQuery, base: '' },
  searchContent: { parse: parseContentRouteQuery, base: 'q=pain' },
  listEvents: { parse: (q) => parseEventsRouteQuery(q, 'America/Toronto', new Date()), base: '' },
  listCatalog: { parse: parseCatalogRouteQuery, base: '' },
  listReviews: { parse: parseReviewsRouteQuery, base: '' },
};

type Schema = Record<string, unknown> & { enum?: string[]; anyOf?: Schema[]; items?: Schema };
interface Parameter {
  name: string;
  in: string;
  schema: Schema;
}
const parameters = new Map<string, Parameter[]>();
for (const item of Object.values(siteOpenApiDocument('https://d.example', 'D').paths))
  for (const op of Object.values(item) as { operationId: string; parameters?: Parameter[] }[])
    parameters.set(
      op.operationId,
      (op.parameters ?? []).filter((p) => p.in === 'query'),
    );

/** The handler's reading of one parameter given as `value` (absent when undefined). */
function reading(operation: string, name: string, value?: string): unknown {
  const { parse, base } = PARSERS[operation]!;
  const query = new URLSearchParams(base);
  if (value !== undefined) query.set(name, value);
  const read = parse(query);
  expect(read.ok, `${operation}: ${name}=${value}`).toBe(true);
  return (read.value as Record<string, unknown>)[name];
}

/** What leaving an argument out means, as tools/list writes it: no default for none. */
const noneAsAbsent = (value: unknown) =>
  value === '' || value === false || value === null || (Array.isArray(value) && !value.length)
    ? undefined
    : value;

interface ListedTool {
  name: string;
  inputSchema: { properties?: Record<string, Schema>; required?: string[] };
}
let tools: ListedTool[] = [];
beforeAll(async () => {
  const client = new Client({ name: 'mcp-arguments', version: '1.0.0' });
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await createDirectoryMcpServer().connect(serverTransport);
  await client.connect(clientTransport);
  tools = (await client.listTools()).tools as ListedTool[];
  await client.close();
});

/** Every argument a tool shares with the JSON API, with the parameter it repeats. */
function pairs() {
  return tools.flatMap(({ name: tool, inputSchema }) =>
    Object.entries(inputSchema.properties ?? {})
      .filter(([argument]) => !TOOL_ONLY.includes(argument))
      .map(([argument, schema]) => {
        const counterpart = COUNTERPARTS[tool];
        const name = counterpart?.renamed?.[argument] ?? argument;
        const own =
          counterpart && parameters.get(counterpart.operation)?.find((p) => p.name === name);
        const operation = own ? counterpart.operation : SHARED;
        const parameter = own ?? parameters.get(SHARED)!.find((p) => p.name === name);
        const required = inputSchema.required?.includes(argument) ?? false;
        return { tool, argument, schema, required, operation, name, parameter };
      }),
  );
}

describe('the MCP tools’ arguments', () => {
  it('each repeat a query parameter of the JSON API, or name what only a tool reads', () => {
    expect(tools.length).toBeGreaterThan(10);
    for (const { tool, argument, parameter } of pairs())
      expect(parameter, `${tool}.${argument}`).toBeDefined();
  });

  it('take the bounds, words and default of the parameter they repeat', () => {
    for (const { tool, argument, schema, required, operation, name, parameter } of pairs()) {
      const declared = parameter!.schema;
      const at = `${tool}.${argument} / ${operation}.${name}`;
      if (declared.maxLength !== undefined) expect(schema.maxLength, at).toBe(declared.maxLength);
      if (declared.minimum !== undefined) expect(schema.minimum, at).toBe(declared.minimum);
      if (declared.maximum !== undefined)
        expect(schema.maximum, at).toBe(reading(operation, name, String(declared.maximum)));
      if (declared.enum?.join() === 'true,false,1,0') expect(schema.type, at).toBe('boolean');
      else if (declared.enum) expect(schema.enum, at).toEqual(declared.enum);
      if (declared.pattern !== undefined) {
        const words = schema.anyOf?.[0]?.enum ?? [];
        expect(schema.anyOf?.[1]?.items?.enum, at).toEqual(words);
        expect(new RegExp(declared.pattern as string).test(words.join(',')), at).toBe(true);
        expect(/\(([^()]+)\)/.exec(declared.pattern as string)?.[1]?.split('|'), at).toEqual(words);
      }
      if (required) continue;
      const absent = noneAsAbsent(reading(operation, name));
      expect(schema.default, at).toBe(TOOL_DEFAULTS[`${tool}.${argument}`] ?? absent);
    }
  });
});
