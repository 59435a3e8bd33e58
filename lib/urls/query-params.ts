/*
 * Forgiving readers for the query strings of pages: a bad link (page=abc) is page 1, so a
 * reader never meets an error page for a typo. The strict readers below are for the site's
 * own route handlers, which code calls. Both read a query schema, made of the fields of
 * query-fields.ts.
 */

type SearchParamValue = string | string[] | undefined;

export const MAX_PAGE_NUMBER = 10_000;

/** The first value of a query parameter, trimmed. */
export function firstParam(value: SearchParamValue): string {
  return ((Array.isArray(value) ? value[0] : value) ?? '').trim();
}

/**
 * A 1-based page number from the query: anything missing, malformed or below 1 is page 1, and
 * absurd values are clamped, so a bad link never becomes a bad upstream call.
 */
export function parsePageNumber(value: SearchParamValue): number {
  const text = firstParam(value);
  if (!/^\d{1,9}$/.test(text)) return 1;
  return Math.min(MAX_PAGE_NUMBER, Math.max(1, Number(text)));
}

/**
 * Strict readers for the query strings of the site's own route handlers. Unlike the pages,
 * which forgive a bad link (page=abc is page 1), a route handler is called by code: a bad
 * parameter is a bug worth a clear 400 rather than a silently different answer. Only the
 * parameters each handler declares are accepted, so nothing arbitrary reaches the API layer.
 */

export type Validated<T> = { ok: true; value: T } | { ok: false; error: string };

/** Long enough for any real search; the catalog page caps its input at the same length. */
export const MAX_SEARCH_LENGTH = 200;

/** A strict reader's refusal: its message is the 400's. */
export class QueryParameterError extends Error {}

/**
 * What a parameter takes, as JSON Schema writes it, and what it means: its one declaration.
 * Plain data, so that the islands reading a query carry no schema library; the site's OpenAPI
 * document writes it as it is (query-openapi.ts) and the MCP tools build their zod inputs from
 * it (lib/mcp/inputs.ts).
 */
interface QueryDeclaration {
  type: 'string' | 'integer' | 'number';
  description: string;
  enum?: readonly [string, ...string[]];
  default?: string | number;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  examples?: readonly string[];
}

/**
 * One query parameter, declared once and read two ways: leniently by pages (a bad link is
 * forgiven: page=abc is page 1, an unknown type is no type) and strictly by the site's route
 * handlers (a bad value is a 400 naming the parameter). A page and the endpoint its island
 * calls read the same schema, so they can never disagree on what a value means.
 */
export interface QueryField<T> {
  lenient(raw: string | undefined): T;
  /** Throws QueryParameterError with the 400's message. */
  strict(raw: string | undefined): T;
  declaration: QueryDeclaration;
}

/** The same parameter, described otherwise where an endpoint means it otherwise. */
export function described<T>(field: QueryField<T>, description: string): QueryField<T> {
  return { ...field, declaration: { ...field.declaration, description } };
}

export type QuerySchema = Record<string, QueryField<unknown>>;
export type QueryValues<S extends QuerySchema> = {
  [K in keyof S]: S[K] extends QueryField<infer T> ? T : never;
};

/** A page's reading of its query: the first value of each declared parameter, forgiven. */
export function readQuery<S extends QuerySchema>(
  schema: S,
  params: Record<string, SearchParamValue>,
): QueryValues<S> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema)) {
    const value = params[name];
    values[name] = field.lenient(Array.isArray(value) ? value[0] : value);
  }
  return values as QueryValues<S>;
}

/**
 * A route handler's reading of its query: only the declared parameters, each at most once and
 * valid; the first problem found becomes the 400's message.
 */
export function parseQuery<S extends QuerySchema>(
  schema: S,
  query: URLSearchParams,
): Validated<QueryValues<S>> {
  const allowed = Object.keys(schema);
  for (const name of new Set(query.keys())) {
    if (!allowed.includes(name)) {
      return {
        ok: false,
        error: `Unknown query parameter "${name.slice(0, 40)}"; allowed: ${allowed.join(', ')}.`,
      };
    }
  }
  const values: Record<string, unknown> = {};
  try {
    for (const [name, field] of Object.entries(schema)) {
      const given = query.getAll(name);
      if (given.length > 1)
        throw new QueryParameterError(`Query parameter "${name}" must be given at most once.`);
      values[name] = field.strict(given[0]);
    }
  } catch (error) {
    if (error instanceof QueryParameterError) return { ok: false, error: error.message };
    throw error;
  }
  return { ok: true, value: values as QueryValues<S> };
}
