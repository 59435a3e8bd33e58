import { describe, expect, it } from 'vitest';
import { CATALOG_QUERY } from '@/lib/catalog/catalog-filters';
import { DIRECTORY_FILTER_QUERY } from '@/lib/directory/filter-businesses';
import { REVIEWS_QUERY } from './review-filters';
import { parseQuery, readQuery, type QueryField } from './query-params';
import {
  choiceField,
  countField,
  flagField,
  itemTypeField,
  langField,
  pageField,
  regionField,
  textField,
} from './query-fields';

const SAMPLES = [
  undefined,
  '',
  ' ',
  '1',
  '2',
  '01',
  '0',
  '-3',
  'abc',
  '10000',
  '10001',
  '1e2',
  'en',
  'fr',
  'de',
  'PRODUCT',
  'true',
  'false',
  'name',
  'updated',
  'SPACESHIP',
  ' pain au levain ',
  'price-asc',
  'price-desc',
  'newest',
  'highest',
  'lowest',
  '5',
  '6',
  'x'.repeat(250),
  'CA-QC',
  'qc',
  'Québec',
  'US-CA',
  'CA',
];

function strictOrNull<T>(field: QueryField<T>, raw: string | undefined): { value: T } | null {
  try {
    return { value: field.strict(raw) };
  } catch {
    return null;
  }
}

describe('query fields', () => {
  it.each([
    ['page', pageField],
    ['lang', langField],
    ['type', itemTypeField],
    ['text', textField('q', 'Free text')],
    ['sort', choiceField('sort', ['relevance', 'name', 'updated'], 'Order')],
    ['verified', flagField('verified', 'Only verified')],
    ['limit', countField('limit', 50, 24, 'Results per page')],
    ['region', regionField('region')],
  ] as const)(
    'read a value the same way on a page and at an endpoint whenever the endpoint takes it (%s)',
    (_name, field: QueryField<unknown>) => {
      let accepted = 0;
      for (const raw of SAMPLES) {
        const strict = strictOrNull(field, raw);
        if (strict === null) continue;
        accepted += 1;
        expect(field.lenient(raw), String(raw)).toEqual(strict.value);
      }
      expect(accepted).toBeGreaterThan(1);
    },
  );

  it.each([
    ...Object.entries(CATALOG_QUERY).map(([name, field]) => [`catalog ${name}`, field] as const),
    ...Object.entries(REVIEWS_QUERY).map(([name, field]) => [`reviews ${name}`, field] as const),
  ])(
    'agree on a page and at the endpoint for every field of the section schemas (%s)',
    (_name, field: QueryField<unknown>) => {
      let accepted = 0;
      for (const raw of SAMPLES) {
        const strict = strictOrNull(field, raw);
        if (strict === null) continue;
        accepted += 1;
        expect(field.lenient(raw), String(raw)).toEqual(strict.value);
      }
      expect(accepted).toBeGreaterThan(1);
    },
  );

  it('forgive on a page what an endpoint refuses', () => {
    expect(readQuery(CATALOG_QUERY, { page: 'abc', type: 'SPACESHIP', q: ['a', 'b'] })).toEqual({
      page: 1,
      type: null,
      q: 'a',
      sort: '',
      instock: false,
      tag: '',
    });
    expect(readQuery(CATALOG_QUERY, { sort: 'cheapest', instock: 'yes', tag: ' levain ' })).toEqual(
      { page: 1, type: null, q: '', sort: '', instock: false, tag: 'levain' },
    );
    expect(parseQuery(CATALOG_QUERY, new URLSearchParams('sort=cheapest')).ok).toBe(false);
    expect(parseQuery(CATALOG_QUERY, new URLSearchParams('instock=yes')).ok).toBe(false);
    expect(readQuery(REVIEWS_QUERY, { sort: 'best', stars: '9', page: '0' })).toEqual({
      page: 1,
      sort: '',
      stars: '',
    });
    expect(parseQuery(REVIEWS_QUERY, new URLSearchParams('stars=9')).ok).toBe(false);
    expect(parseQuery(CATALOG_QUERY, new URLSearchParams('page=abc')).ok).toBe(false);
    expect(parseQuery(CATALOG_QUERY, new URLSearchParams('type=SPACESHIP')).ok).toBe(false);
    expect(readQuery(DIRECTORY_FILTER_QUERY, { q: 'x'.repeat(250) }).q).toHaveLength(200);
    expect(parseQuery(DIRECTORY_FILTER_QUERY, new URLSearchParams(`q=${'x'.repeat(250)}`))).toEqual(
      {
        ok: false,
        error: 'Query parameter "q" must be at most 200 characters.',
      },
    );
  });

  it('read a region as its ISO 3166-2 code, and refuse at an endpoint one that names none', () => {
    expect(readQuery(DIRECTORY_FILTER_QUERY, { region: 'québec' }).region).toBe('CA-QC');
    expect(readQuery(DIRECTORY_FILTER_QUERY, { region: 'Narnia' }).region).toBe('Narnia');
    const refused = parseQuery(DIRECTORY_FILTER_QUERY, new URLSearchParams('region=Narnia'));
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error).toMatch(/"region" names no region.*CA-QC.*US-NY/);
    expect(parseQuery(DIRECTORY_FILTER_QUERY, new URLSearchParams('region=us-ny'))).toMatchObject({
      ok: true,
      value: { region: 'US-NY' },
    });
  });
});
