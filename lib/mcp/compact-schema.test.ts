import { describe, expect, it } from 'vitest';
import { compactSchema } from './compact-schema';

const CITATION = { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] };
const SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: {
    description: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'kept in inputs' },
    verified: { type: 'boolean', default: false },
    limit: { type: 'integer', default: 10 },
    results: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string', description: 'dropped from outputs' },
          citation: { $ref: '#/definitions/citation' },
          event: {
            anyOf: [
              { type: 'object', properties: { start: { type: 'string' } } },
              { type: 'null' },
            ],
          },
        },
        required: ['name'],
        additionalProperties: false,
      },
    },
  },
  required: ['description'],
  additionalProperties: false,
  definitions: { citation: CITATION },
};

describe('compactSchema', () => {
  it('keeps an input whole, closed and described, with a property named like a keyword', () => {
    const rest: Partial<typeof SCHEMA> = { ...SCHEMA };
    delete rest.$schema;
    expect(compactSchema(SCHEMA, 'input')).toEqual({
      ...rest,
      properties: {
        ...rest.properties,
        description: { type: ['string', 'null'], description: 'kept in inputs' },
        verified: { type: 'boolean' },
      },
    });
  });

  it('types the fields of an output, and only names the type deeper', () => {
    expect(compactSchema(SCHEMA, 'output')).toEqual({
      type: 'object',
      properties: {
        description: { type: ['string', 'null'] },
        verified: { type: 'boolean' },
        limit: { type: 'integer' },
        results: {
          type: 'array',
        },
      },
    });
  });
});
