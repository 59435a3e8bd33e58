import { queryParameters } from '@/lib/urls/query-openapi';
import { SEARCH_ROUTE_QUERY } from '@/lib/directory/search-api-query';
import { SUGGEST_ROUTE_QUERY } from './search-route-query';
import {
  ERROR_RESPONSES,
  json,
  NEAR_ANSWER_SCHEMA,
  nullable,
  paged,
  ref,
} from './site-openapi-parts';

/*
 * The directory search's part of the site's OpenAPI document: /api/search and /api/suggest
 * (the home page's island), and the schemas of their answers.
 */

export const SEARCH_SCHEMAS = {
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
          near: ref('NearAnswer'),
        },
      },
    ],
  },
  NearAnswer: NEAR_ANSWER_SCHEMA,
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
};

export function searchPaths() {
  return {
    '/api/search': {
      get: {
        operationId: 'searchDirectory',
        tags: ['search'],
        summary: 'Search the directory',
        description:
          'One page of the home page’s search, facet counts that follow the results, and the closest matches when nothing matches.',
        parameters: queryParameters(SEARCH_ROUTE_QUERY),
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
        parameters: queryParameters(SUGGEST_ROUTE_QUERY),
        responses: {
          '200': { description: 'Suggestions', content: json(ref('Suggestions')) },
          ...ERROR_RESPONSES,
        },
      },
    },
  };
}
