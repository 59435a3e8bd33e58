import { sinceField } from '@/lib/companions/dataset-version';
import { LICENSE_ID, LICENSE_URL } from '@/lib/urls/paths';
import { queryParameters } from '@/lib/urls/query-openapi';
import { ERROR_RESPONSES, json, nullable, ref } from './site-openapi-parts';

/*
 * The open data's part of the site's OpenAPI document: companies.json and companies.ndjson,
 * the part files of a directory too large for one file, and the schemas of the data and of
 * the index of its parts.
 */

/** What the open data and the index of its parts both begin with: license, citation, dates. */
const DATASET_HEADER = {
  license: { type: 'string', const: LICENSE_ID },
  licenseUrl: { type: 'string', const: LICENSE_URL },
  attribution: { type: 'string' },
  canonicalUrl: { type: 'string' },
  source: { type: 'string' },
  generatedAt: { type: 'string' },
  updatedAt: nullable('string'),
  since: nullable('string'),
};

export const OPEN_DATA_SCHEMAS = {
  OpenData: {
    type: 'object',
    required: ['license', 'licenseUrl', 'attribution', 'generatedAt', 'data'],
    properties: {
      ...DATASET_HEADER,
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
      ...DATASET_HEADER,
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

const [since] = queryParameters({ since: sinceField });

/** A 304 for a client that holds the version the ETag and Last-Modified name. */
const NOT_MODIFIED = { '304': { description: 'The client holds this version' } };

export function openDataPaths() {
  return {
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
          ...NOT_MODIFIED,
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
          ...NOT_MODIFIED,
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
          ...NOT_MODIFIED,
          '404': { description: 'No such part', content: json(ref('Error')) },
          ...ERROR_RESPONSES,
        },
      },
    },
  };
}
