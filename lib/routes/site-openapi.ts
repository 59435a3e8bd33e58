import { CATALOG_ITEM_TYPES } from '@/lib/api';
import { SEARCH_SORTS } from '@/lib/directory/search/search-query';
import { MAX_RADIUS_KM } from '@/lib/places/city-centres';
import { LICENSE_ID, LICENSE_URL } from '@/lib/urls/paths';
import { MAX_SEARCH_ROUTE_LIMIT, MAX_SUGGESTIONS } from './search-route-query';
import { CONTENT_SCHEMAS, contentPaths } from './site-openapi-content';

/*
 * The OpenAPI 3.1 description of the site's own JSON API: the endpoints the client islands
 * call (search, suggestions, a business's reviews and catalog pages), the event calendars, the
 * open data, and the content index's search and events (site-openapi-content.ts). Written from the same limits the route handlers enforce, and checked in e2e
 * against their real answers (e2e/site-api.spec.ts).
 */

const nullable = (type: string, extra: Record<string, unknown> = {}) => ({
  type: [type, 'null'],
  ...extra,
});
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ 'application/json': { schema } });

const ERROR_RESPONSES = {
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

const lang = {
  name: 'lang',
  in: 'query',
  description: 'Language of the answer',
  schema: { type: 'string', enum: ['en', 'fr'], default: 'en' },
};
const page = {
  name: 'page',
  in: 'query',
  description: 'Page number, from 1',
  schema: { type: 'integer', minimum: 1, default: 1 },
};
const slug = {
  name: 'slug',
  in: 'path',
  required: true,
  description: 'The business slug',
  schema: { type: 'string', maxLength: 200 },
};
const text = (name: string, description: string) => ({
  name,
  in: 'query',
  description,
  schema: { type: 'string', maxLength: 200 },
});

function paged(item: string) {
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

const dateFact = nullable('object', {
  required: ['iso', 'hasTime'],
  properties: { iso: { type: 'string' }, hasTime: { type: 'boolean' } },
});

const SCHEMAS = {
  Error: {
    type: 'object',
    required: ['message', 'statusCode'],
    properties: { message: { type: 'string' }, statusCode: { type: 'integer' } },
  },
  DirectoryCard: {
    type: 'object',
    required: ['slug', 'name', 'description', 'logoUrl', 'category', 'cities', 'isVerified'],
    properties: {
      slug: { type: 'string' },
      name: { type: 'string' },
      description: { type: 'string' },
      logoUrl: nullable('string'),
      category: { type: 'string' },
      cities: { type: 'array', items: { type: 'string' } },
      regions: {
        description:
          'ISO 3166-2 codes of the regions of its locations (CA-QC, US-NY), from their postal codes',
        type: 'array',
        items: { type: 'string', pattern: '^[A-Z]{2}-[A-Z]{2}$' },
      },
      distanceKm: {
        description:
          'With near: kilometres from the point to the nearest of its cities, between city centres',
        type: 'number',
        minimum: 0,
      },
      isVerified: { type: 'boolean' },
    },
  },
  FacetCount: {
    type: 'object',
    required: ['slug', 'name', 'count'],
    properties: {
      slug: { type: 'string' },
      name: { type: 'string' },
      count: { type: 'integer', minimum: 0 },
    },
  },
  SearchPage: {
    allOf: [
      paged('DirectoryCard'),
      {
        type: 'object',
        required: ['facets', 'closest'],
        properties: {
          facets: {
            type: 'object',
            required: ['categories', 'cities', 'regions'],
            properties: {
              categories: { type: 'array', items: ref('FacetCount') },
              cities: { type: 'array', items: ref('FacetCount') },
              regions: {
                description: 'Regions by ISO 3166-2 code (the slug), named in the language',
                type: 'array',
                items: ref('FacetCount'),
              },
            },
          },
          closest: {
            description: 'When nothing matches: the closest businesses',
            type: 'array',
            items: ref('DirectoryCard'),
          },
          withoutFilters: {
            description: 'How many match the text without the filters',
            type: 'integer',
          },
          didYouMean: { description: 'The text respelled with known words', type: 'string' },
          near: {
            description: 'With near: the point, the radius and what a distance means',
            type: 'object',
            required: ['latitude', 'longitude', 'radiusKm', 'note'],
            properties: {
              latitude: { type: 'number' },
              longitude: { type: 'number' },
              radiusKm: { type: ['number', 'null'] },
              note: { type: 'string' },
            },
          },
        },
      },
    ],
  },
  Suggestion: {
    type: 'object',
    required: ['slug', 'name'],
    properties: { slug: { type: 'string' }, name: { type: 'string' } },
  },
  Suggestions: {
    type: 'object',
    required: ['businesses', 'categories', 'cities'],
    properties: {
      businesses: { type: 'array', items: ref('Suggestion') },
      categories: { type: 'array', items: ref('Suggestion') },
      cities: { type: 'array', items: ref('Suggestion') },
    },
  },
  Review: {
    type: 'object',
    required: ['author', 'rating', 'title', 'content', 'reviewedAt'],
    properties: {
      author: { type: 'string' },
      rating: nullable('number', { minimum: 0, maximum: 5 }),
      title: { type: 'string' },
      content: { type: 'string' },
      reviewedAt: nullable('string'),
    },
  },
  ReviewPage: paged('Review'),
  ItemFacts: {
    description:
      'What every rendering states of an item: price (with PRICE_CURRENCY when configured), dates as the API gave them (with the zone of the business place to show them in), place and status',
    type: 'object',
    required: [
      'price',
      'start',
      'end',
      'validFrom',
      'validThrough',
      'status',
      'timeZone',
      'currency',
      'place',
    ],
    properties: {
      price: nullable('object', {
        required: ['amount', 'currency', 'unit', 'regular'],
        properties: {
          amount: { type: 'number' },
          currency: nullable('string'),
          unit: nullable('string'),
          regular: nullable('number'),
        },
      }),
      start: dateFact,
      end: dateFact,
      validFrom: dateFact,
      validThrough: dateFact,
      status: { type: 'string', enum: ['available', 'unavailable', 'ended', 'expired'] },
      timeZone: { type: 'string' },
      currency: nullable('string'),
      place: nullable('object', {
        required: ['name', 'address', 'location'],
        properties: {
          name: { type: 'string' },
          address: { type: 'string' },
          location: nullable('object'),
        },
      }),
    },
  },
  CatalogItem: {
    type: 'object',
    required: ['id', 'slug', 'label', 'type', 'unitPrice', 'available', 'attributes', 'facts'],
    properties: {
      id: { type: 'string' },
      slug: { type: 'string' },
      label: { type: 'string' },
      description: nullable('string'),
      type: { type: 'string', enum: [...CATALOG_ITEM_TYPES] },
      unitPrice: nullable('number'),
      unitMeasure: nullable('string'),
      imageUrl: nullable('string'),
      brand: nullable('string'),
      tags: { type: 'array', items: { type: 'string' } },
      available: { type: 'boolean' },
      attributes: { type: 'object' },
      facts: ref('ItemFacts'),
    },
  },
  CatalogPage: paged('CatalogItem'),
  OpenData: {
    type: 'object',
    required: ['license', 'licenseUrl', 'attribution', 'generatedAt', 'data'],
    properties: {
      license: { type: 'string', const: LICENSE_ID },
      licenseUrl: { type: 'string', const: LICENSE_URL },
      attribution: { type: 'string' },
      canonicalUrl: { type: 'string' },
      source: { type: 'string' },
      generatedAt: { type: 'string' },
      updatedAt: nullable('string'),
      since: nullable('string'),
      part: { type: 'integer', minimum: 1, description: 'In a part file: its number' },
      parts: { type: 'integer', minimum: 2, description: 'In a part file: how many there are' },
      index: { type: 'string', description: 'In a part file: the URL of the index of parts' },
      data: {
        type: 'array',
        items: {
          type: 'object',
          required: ['slug', 'name', 'rating', '_citation'],
          properties: {
            slug: { type: 'string' },
            name: { type: 'string' },
            rating: nullable('object', {
              required: ['average', 'count', 'distribution', 'complete'],
              properties: {
                average: { type: 'number' },
                count: { type: 'integer' },
                distribution: { type: 'object' },
                complete: { type: 'boolean' },
              },
            }),
            _citation: {
              type: 'object',
              required: ['source', 'canonicalUrl', 'license'],
              properties: {
                source: { type: 'string' },
                canonicalUrl: { type: 'string' },
                license: { type: 'string' },
              },
            },
          },
        },
      },
    },
  },
  OpenDataAnswer: { oneOf: [ref('OpenData'), ref('OpenDataIndex')] },
  OpenDataIndex: {
    type: 'object',
    description:
      'The open data of a directory with more businesses than one file holds: the part files that hold them, in order.',
    required: [
      'license',
      'licenseUrl',
      'attribution',
      'generatedAt',
      'businesses',
      'perPart',
      'parts',
    ],
    properties: {
      license: { type: 'string', const: LICENSE_ID },
      licenseUrl: { type: 'string', const: LICENSE_URL },
      attribution: { type: 'string' },
      canonicalUrl: { type: 'string' },
      source: { type: 'string' },
      generatedAt: { type: 'string' },
      updatedAt: nullable('string'),
      since: nullable('string'),
      businesses: { type: 'integer', minimum: 0 },
      perPart: { type: 'integer', minimum: 1 },
      parts: {
        type: 'array',
        items: {
          type: 'object',
          required: ['part', 'url', 'ndjson', 'businesses', 'updatedAt'],
          properties: {
            part: { type: 'integer', minimum: 1 },
            url: { type: 'string', description: 'The part as JSON' },
            ndjson: { type: 'string', description: 'The same part as NDJSON' },
            businesses: { type: 'integer', minimum: 1 },
            updatedAt: nullable('string'),
          },
        },
      },
    },
  },
};

const since = {
  name: 'since',
  in: 'query',
  description: 'Only the businesses updated since this ISO 8601 date or date-time (with a zone)',
  schema: { type: 'string' },
};

export function siteOpenApiDocument(siteUrl: string, directoryName: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: `${directoryName}: the site's JSON API`,
      version: '1.0.0',
      description:
        "The public, read-only JSON endpoints of the directory's website: its search, suggestions, a business's reviews and catalog pages, event calendars, the open data, and the search of what businesses offer (items, events, FAQ answers, articles, documents) with upcoming events. Every answer may be read from any origin and carries an ETag (a 304 for a matching If-None-Match); errors are `{message, statusCode}`. The MCP server at /mcp answers agents with the same data.",
      license: { name: 'Open Data Commons Attribution License', identifier: LICENSE_ID },
    },
    servers: [{ url: siteUrl, description: 'This site' }],
    security: [],
    tags: [
      { name: 'search', description: 'The directory search' },
      { name: 'sections', description: 'A business’s reviews, catalog and events' },
      { name: 'open-data', description: 'Every business, with its rating' },
      { name: 'content', description: 'What businesses offer and say, and upcoming events' },
    ],
    paths: {
      '/api/search': {
        get: {
          operationId: 'searchDirectory',
          tags: ['search'],
          summary: 'Search the directory',
          description:
            'One page of the home page’s search, facet counts that follow the results, and the closest matches when nothing matches.',
          parameters: [
            text('q', 'Free text'),
            text('category', 'A category key'),
            text('city', 'A city key'),
            {
              name: 'region',
              in: 'query',
              description:
                'A province, territory or state: its ISO 3166-2 code (CA-QC, US-NY) or its name in English or French. One that names no region is a 400 listing the codes.',
              schema: { type: 'string', maxLength: 200, examples: ['CA-QC', 'US-NY'] },
            },
            text(
              'near',
              'Rank by distance from one of the directory’s cities (key or name) or a point "latitude,longitude"; distances are between city centres',
            ),
            {
              name: 'radius_km',
              in: 'query',
              description: 'With near: only businesses with a city centre this close',
              schema: { type: 'number', minimum: 1, maximum: MAX_RADIUS_KM },
            },
            {
              name: 'verified',
              in: 'query',
              description: 'Only verified businesses (1)',
              schema: { type: 'string', enum: ['1'] },
            },
            {
              name: 'sort',
              in: 'query',
              description: 'Order of the results',
              schema: { type: 'string', enum: [...SEARCH_SORTS] },
            },
            page,
            {
              name: 'limit',
              in: 'query',
              description: 'Results per page',
              schema: { type: 'integer', minimum: 1, maximum: MAX_SEARCH_ROUTE_LIMIT, default: 24 },
            },
            lang,
          ],
          responses: {
            '200': { description: 'A page of results', content: json(ref('SearchPage')) },
            '404': { description: 'No such page of these results', content: json(ref('Error')) },
            ...ERROR_RESPONSES,
          },
        },
      },
      '/api/suggest': {
        get: {
          operationId: 'suggest',
          tags: ['search'],
          summary: 'As-you-type suggestions',
          description: 'Businesses, categories and cities a few letters may be heading for.',
          parameters: [
            text('q', 'What has been typed'),
            {
              name: 'limit',
              in: 'query',
              description: 'Suggestions of each kind',
              schema: { type: 'integer', minimum: 1, maximum: MAX_SUGGESTIONS, default: 5 },
            },
            lang,
          ],
          responses: {
            '200': { description: 'Suggestions', content: json(ref('Suggestions')) },
            ...ERROR_RESPONSES,
          },
        },
      },
      ...contentPaths(ERROR_RESPONSES),
      '/api/businesses/{slug}/reviews': {
        get: {
          operationId: 'listReviews',
          tags: ['sections'],
          summary: 'A page of a business’s reviews',
          description: 'Ten reviews a page, as the reviews page shows them.',
          parameters: [slug, page, lang],
          responses: {
            '200': { description: 'A page of reviews', content: json(ref('ReviewPage')) },
            '404': { description: 'Unknown business', content: json(ref('Error')) },
            ...ERROR_RESPONSES,
          },
        },
      },
      '/api/businesses/{slug}/catalog': {
        get: {
          operationId: 'listCatalog',
          tags: ['sections'],
          summary: 'A page of a business’s catalog',
          description: 'Items with their facts, optionally of one type or matching a text.',
          parameters: [
            slug,
            page,
            {
              name: 'type',
              in: 'query',
              description: 'One item type',
              schema: { type: 'string', enum: [...CATALOG_ITEM_TYPES] },
            },
            text('q', 'Words in the label or description'),
            lang,
          ],
          responses: {
            '200': { description: 'A page of items', content: json(ref('CatalogPage')) },
            '404': { description: 'Unknown business', content: json(ref('Error')) },
            ...ERROR_RESPONSES,
          },
        },
      },
      '/api/businesses/{slug}/catalog/{itemSlug}/calendar.ics': {
        get: {
          operationId: 'eventCalendar',
          tags: ['sections'],
          summary: 'An event as an iCalendar file',
          description: 'For an event with a start date; anything else is a 404.',
          parameters: [
            slug,
            {
              name: 'itemSlug',
              in: 'path',
              required: true,
              description: 'The item slug',
              schema: { type: 'string', maxLength: 200 },
            },
            lang,
          ],
          responses: {
            '200': {
              description: 'The event',
              content: { 'text/calendar': { schema: { type: 'string' } } },
            },
            '404': {
              description: 'Unknown item, or not an event with a date',
              content: json(ref('Error')),
            },
            ...ERROR_RESPONSES,
          },
        },
      },
      '/api/companies.json': {
        get: {
          operationId: 'openData',
          tags: ['open-data'],
          summary: 'Every public business',
          description:
            'The open data, with each business’s rating and citation; ETag and Last-Modified stand for the data. Past COMPANION_FILE_BUSINESSES selected businesses (500 by default), an index of part files instead.',
          parameters: [since],
          responses: {
            '200': {
              description: 'The open data, or the index of its parts',
              content: json(ref('OpenDataAnswer')),
            },
            '304': { description: 'The client holds this version' },
            ...ERROR_RESPONSES,
          },
        },
      },
      '/api/companies.ndjson': {
        get: {
          operationId: 'openDataNdjson',
          tags: ['open-data'],
          summary: 'Every public business, one JSON record a line',
          description:
            'The same records as companies.json, as NDJSON; past the part size, one line per part file instead.',
          parameters: [since],
          responses: {
            '200': {
              description: 'The records',
              content: { 'application/x-ndjson': { schema: { type: 'string' } } },
            },
            '304': { description: 'The client holds this version' },
            ...ERROR_RESPONSES,
          },
        },
      },
      '/api/companies/{file}': {
        get: {
          operationId: 'openDataPart',
          tags: ['open-data'],
          summary: 'One part of the open data',
          description:
            'Part n of the open data listed by the index, as JSON (`n.json`, the OpenData document with `part`, `parts` and `index`) or NDJSON (`n.ndjson`). Only a directory split into parts has them.',
          parameters: [
            {
              name: 'file',
              in: 'path',
              required: true,
              description: 'The part number and format, such as `2.json` or `2.ndjson`',
              schema: { type: 'string', pattern: '^[1-9][0-9]{0,5}\\.(json|ndjson)$' },
            },
            since,
          ],
          responses: {
            '200': {
              description: 'The part',
              content: {
                ...json(ref('OpenData')),
                'application/x-ndjson': { schema: { type: 'string' } },
              },
            },
            '304': { description: 'The client holds this version' },
            '404': { description: 'No such part', content: json(ref('Error')) },
            ...ERROR_RESPONSES,
          },
        },
      },
    },
    components: { schemas: { ...SCHEMAS, ...CONTENT_SCHEMAS } },
  };
}
