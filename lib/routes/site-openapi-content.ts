import * as z from 'zod';
import { CONTENT_KINDS } from '@/lib/content/content-entry';
import { contentResultSchema } from '@/lib/mcp/content-result';
import { LICENSE_ID, LICENSE_URL } from '@/lib/urls/paths';
import { queryParameters } from '@/lib/urls/query-openapi';
import { CONTENT_ROUTE_QUERY, EVENTS_ROUTE_QUERY } from '@/lib/content/content-api-query';
import { json, ref } from './site-openapi-parts';

/*
 * The part of the site's OpenAPI document that describes the content index's endpoints,
 * /api/content and /api/events (lib/routes/content-routes.ts). A result's schema is written
 * from the zod schema the MCP tools validate their answers with, so the JSON API and the tools
 * describe one result one way.
 */

/** The component written from zod, without the `$schema` a standalone JSON Schema carries. */
function componentOf(schema: z.ZodType): Record<string, unknown> {
  const component: Record<string, unknown> = { ...z.toJSONSchema(schema, { io: 'output' }) };
  delete component.$schema;
  return component;
}

const countsByKind = {
  type: 'object',
  description: 'Matches per kind under the same text and filters, whatever kind asked',
  required: [...CONTENT_KINDS],
  properties: Object.fromEntries(
    CONTENT_KINDS.map((kind) => [kind, { type: 'integer', minimum: 0 }]),
  ),
};

const PAGED = {
  total: { type: 'integer', minimum: 0 },
  page: { type: 'integer', minimum: 1 },
  limit: { type: 'integer', minimum: 1 },
  totalPages: { type: 'integer', minimum: 0 },
  nextCursor: { type: ['string', 'null'], description: 'Pass as cursor for the next page' },
  notice: {
    type: ['string', 'null'],
    description: 'Why the results are not simply what was asked (respelled, partial, none)',
  },
  license: { type: 'string', const: LICENSE_ID },
  licenseUrl: { type: 'string', const: LICENSE_URL },
};
const PAGED_REQUIRED = Object.keys(PAGED);

const label = (description: string) => ({ type: ['string', 'null'], description });

export const CONTENT_SCHEMAS = {
  ContentResult: componentOf(contentResultSchema),
  ContentResultLabels: {
    type: 'object',
    description: 'A result’s words as its page writes them, in the answer’s language',
    required: ['type', 'start', 'end', 'availability'],
    properties: {
      type: label('An item’s type (“Event”), else null'),
      start: label('An event’s start in its local time, for people, else null'),
      end: label('An event’s end, as start, else null'),
      availability: label('An item’s availability now (“Available”), else null'),
    },
    additionalProperties: false,
  },
  ContentSearchAnswer: {
    type: 'object',
    required: [...PAGED_REQUIRED, 'results', 'labels', 'countsByKind', 'partial', 'respelled'],
    properties: {
      ...PAGED,
      results: { type: 'array', items: ref('ContentResult') },
      labels: {
        type: 'object',
        description: 'Each result’s words as its page writes them, by result id',
        additionalProperties: ref('ContentResultLabels'),
      },
      countsByKind,
      partial: { type: 'boolean', description: 'True when no result matches every word' },
      respelled: { type: ['string', 'null'], description: 'The text as read when typed otherwise' },
      near: ref('NearAnswer'),
    },
  },
  EventsAnswer: {
    type: 'object',
    required: [...PAGED_REQUIRED, 'events', 'from', 'to', 'facets'],
    properties: {
      ...PAGED,
      events: { type: 'array', items: ref('ContentResult') },
      from: { type: 'string', description: 'The window’s start, as an instant (UTC)' },
      to: { type: ['string', 'null'], description: 'The window’s end, as an instant (UTC)' },
      facets: {
        type: 'object',
        required: ['cities', 'categories'],
        properties: {
          cities: { type: 'array', items: ref('FacetCount') },
          categories: { type: 'array', items: ref('FacetCount') },
        },
      },
      near: ref('NearAnswer'),
    },
  },
};

/** The two paths, with the 400 and 503 answers the rest of the document declares. */
export function contentPaths(errorResponses: Record<string, unknown>) {
  const responses = (description: string, schema: string) => ({
    '200': { description, content: json(ref(schema)) },
    '404': { description: 'No such page of these results', content: json(ref('Error')) },
    ...errorResponses,
  });
  return {
    '/api/content': {
      get: {
        operationId: 'searchContent',
        tags: ['content'],
        summary: 'Search what businesses offer',
        description:
          'Catalog items, events, FAQ answers, blog articles and documents of every business that match a text (typos forgiven), each with its page, its business and the citation. When no entry matches every word, `partial` is true and the results match some of them. Near a place, the nearest first.',
        parameters: queryParameters(CONTENT_ROUTE_QUERY, ['q']),
        responses: responses('A page of results', 'ContentSearchAnswer'),
      },
    },
    '/api/events': {
      get: {
        operationId: 'listEvents',
        tags: ['content'],
        summary: 'Upcoming events',
        description:
          'Events of every business in order of start (near a place, the nearest first), by default those not yet over. Dates are local times with the place’s UTC offset; a date alone in from or to is a whole day in the directory’s time zone.',
        parameters: queryParameters(EVENTS_ROUTE_QUERY),
        responses: responses('A page of events', 'EventsAnswer'),
      },
    },
  };
}
