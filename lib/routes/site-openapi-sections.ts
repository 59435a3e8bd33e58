import { CATALOG_ITEM_TYPES } from '@/lib/api';
import { langField } from '@/lib/urls/query-fields';
import { queryParameters } from '@/lib/urls/query-openapi';
import { CATALOG_ROUTE_QUERY } from './catalog-query';
import { REVIEWS_ROUTE_QUERY } from './reviews-query';
import { ERROR_RESPONSES, json, nullable, paged, ref, slug } from './site-openapi-parts';

/*
 * A business's sections in the site's OpenAPI document: the pages of its reviews and its
 * catalog (the islands of those pages) and an event's calendar file, with the schemas of a
 * review, an item and the facts every rendering states of an item.
 */

const dateFact = nullable('object', {
  required: ['iso', 'hasTime'],
  properties: { iso: { type: 'string' }, hasTime: { type: 'boolean' } },
});

export const SECTION_SCHEMAS = {
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
};

export function sectionPaths() {
  return {
    '/api/businesses/{slug}/reviews': {
      get: {
        operationId: 'listReviews',
        tags: ['sections'],
        summary: 'A page of a business’s reviews',
        description: 'Ten reviews a page, as the reviews page shows them.',
        parameters: [slug, ...queryParameters(REVIEWS_ROUTE_QUERY)],
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
        parameters: [slug, ...queryParameters(CATALOG_ROUTE_QUERY)],
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
          ...queryParameters({ lang: langField }),
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
  };
}
