import { describe, expect, it } from 'vitest';
import { parseSince } from '@/lib/companions/dataset-version';
import { parseCatalogRouteQuery } from './catalog-query';
import { parseContentRouteQuery, parseEventsRouteQuery } from './content-route-query';
import { parseReviewsRouteQuery } from './reviews-query';
import { parseSearchRouteQuery, parseSuggestRouteQuery } from './search-route-query';
import { siteOpenApiDocument } from './site-openapi';

/*
 * The document's query parameters against the handlers' own readers: every documented value
 * is accepted, and a value just past what the document allows is a 400. So the document can
 * neither list a parameter a handler refuses nor promise a value it refuses.
 */

type Parser = (query: URLSearchParams) => { ok: boolean };

const PARSERS: Record<string, { parse: Parser; base: string }> = {
  searchDirectory: { parse: parseSearchRouteQuery, base: '' },
  suggest: { parse: parseSuggestRouteQuery, base: '' },
  listReviews: { parse: parseReviewsRouteQuery, base: '' },
  listCatalog: { parse: parseCatalogRouteQuery, base: '' },
  searchContent: { parse: parseContentRouteQuery, base: 'q=pain' },
  openData: { parse: parseSince, base: '' },
  openDataNdjson: { parse: parseSince, base: '' },
  listEvents: {
    parse: (query) => parseEventsRouteQuery(query, 'America/Toronto', new Date()),
    base: '',
  },
};

interface Schema {
  type?: string;
  enum?: string[];
  examples?: string[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  default?: unknown;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: Schema;
}

const operations = Object.values(siteOpenApiDocument('https://d.example', 'D').paths).flatMap(
  (item) => Object.values(item) as { operationId: string; parameters: Parameter[] }[],
);

/** Values the document allows, and one just past it (null when it bounds nothing). */
function valuesOf(
  schema: Schema,
  required: boolean,
): { allowed: string[]; refused: string | null } {
  if (schema.enum) return { allowed: schema.enum, refused: 'bogus' };
  if (schema.type === 'integer' || schema.type === 'number') {
    const allowed = [schema.minimum, schema.maximum, schema.default].filter(
      (value) => value !== undefined,
    );
    return {
      allowed: allowed.map(String),
      refused: schema.maximum === undefined ? null : String(schema.maximum + 1),
    };
  }
  if (schema.pattern) return { allowed: schema.examples ?? [], refused: 'bogus' };
  return {
    allowed: [...(schema.examples ?? []), required ? 'pain' : ''],
    refused: schema.maxLength === undefined ? null : 'x'.repeat(schema.maxLength + 1),
  };
}

describe('the site OpenAPI document’s query parameters', () => {
  for (const [operationId, { parse, base }] of Object.entries(PARSERS)) {
    it(`are what ${operationId}'s handler reads`, () => {
      const operation = operations.find((candidate) => candidate.operationId === operationId);
      const query = (operation?.parameters ?? []).filter((parameter) => parameter.in === 'query');
      expect(query.length).toBeGreaterThan(0);
      for (const { name, schema, required = false } of query) {
        const with_ = (value: string) => {
          const params = new URLSearchParams(base);
          params.set(name, value);
          return parse(params).ok;
        };
        const { allowed, refused } = valuesOf(schema, required);
        for (const value of allowed) expect(with_(value), `${name}=${value}`).toBe(true);
        if (refused !== null) expect(with_(refused), `${name}=${refused}`).toBe(false);
      }
    });
  }
});
