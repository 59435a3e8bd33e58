/*
 * What the parts of the site's OpenAPI document (site-openapi.ts) share: the small builders
 * of schemas, the error answers and their schema, and the business slug of the paths. Query
 * parameters are written from the route handlers' own query schemas (queryParameters).
 */

export const nullable = (type: string, extra: Record<string, unknown> = {}) => ({
  type: [type, 'null'],
  ...extra,
});
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const json = (schema: unknown) => ({ 'application/json': { schema } });

export const ERROR_SCHEMA = {
  type: 'object',
  required: ['message', 'statusCode'],
  properties: { message: { type: 'string' }, statusCode: { type: 'integer' } },
};

export const ERROR_RESPONSES = {
  '400': {
    description: 'A parameter is invalid; the message names it',
    content: json(ref('Error')),
  },
  '503': {
    description: 'The directory is temporarily unavailable; retry after Retry-After seconds',
    headers: { 'Retry-After': { schema: { type: 'integer' } } },
    content: json(ref('Error')),
  },
};

export const slug = {
  name: 'slug',
  in: 'path',
  required: true,
  description: 'The business slug',
  schema: { type: 'string', maxLength: 200 },
};

/** What an answer near a place says of it (the `NearAnswer` component). */
export const NEAR_ANSWER_SCHEMA = {
  description: 'With near: the point, the radius and what a distance means',
  type: 'object',
  required: ['latitude', 'longitude', 'radiusKm', 'note'],
  properties: {
    latitude: { type: 'number' },
    longitude: { type: 'number' },
    radiusKm: { type: ['number', 'null'] },
    note: { type: 'string' },
  },
};

/** The schema of one page of `item`s, as the paged endpoints answer. */
export function paged(item: string) {
  return {
    type: 'object',
    required: ['items', 'total', 'page', 'limit', 'totalPages'],
    properties: {
      items: { type: 'array', items: ref(item) },
      total: { type: 'integer', minimum: 0 },
      page: { type: 'integer', minimum: 1 },
      limit: { type: 'integer', minimum: 1 },
      totalPages: { type: 'integer', minimum: 0 },
    },
  };
}
