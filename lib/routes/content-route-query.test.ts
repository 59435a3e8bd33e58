import { describe, expect, it } from 'vitest';
import { pageCursor } from '@/lib/mcp/cursor';
import { parseContentRouteQuery, parseEventsRouteQuery } from './content-route-query';

const q = (search: string) => new URLSearchParams(search);
/** A search: q is required. */
const search = (rest: string) => q(`q=pain&${rest}`);
const NOW = new Date('2026-11-27T18:00:00Z');

function errorOf(result: { ok: boolean; error?: string }): string {
  expect(result.ok).toBe(false);
  return result.error ?? '';
}

describe('parseContentRouteQuery', () => {
  it('reads every parameter, with defaults when absent', () => {
    expect(parseContentRouteQuery(q('q=pain'))).toEqual({
      ok: true,
      value: {
        q: 'pain',
        kinds: [],
        category: '',
        city: '',
        region: '',
        near: '',
        radius_km: null,
        verified: false,
        page: 1,
        limit: 10,
        lang: 'en',
      },
    });
    expect(
      parseContentRouteQuery(
        q(
          'q=pain&kind=item,event&category=bakery&city=montreal&region=qc&near=45.5,-73.6&radius_km=25&verified=1&limit=5&page=2&lang=fr',
        ),
      ),
    ).toEqual({
      ok: true,
      value: {
        q: 'pain',
        kinds: ['item', 'event'],
        category: 'bakery',
        city: 'montreal',
        region: 'CA-QC',
        near: '45.5,-73.6',
        radius_km: 25,
        verified: true,
        page: 2,
        limit: 5,
        lang: 'fr',
      },
    });
  });

  it('takes kinds repeated or as a list, once each', () => {
    expect(parseContentRouteQuery(search('kind=answer&kind=article,answer'))).toMatchObject({
      value: { kinds: ['answer', 'article'] },
    });
    expect(errorOf(parseContentRouteQuery(search('kind=item,recipe')))).toMatch(
      /"kind" must be one of: item, event, answer, article, document/,
    );
  });

  it('clamps the limit but refuses one that is not a whole number from 1', () => {
    expect(parseContentRouteQuery(search('limit=500'))).toMatchObject({ value: { limit: 50 } });
    for (const limit of ['0', 'abc', '-1', '1.5'])
      expect(errorOf(parseContentRouteQuery(search(`limit=${limit}`))), limit).toMatch(/"limit"/);
  });

  it('reads a page from a cursor, refuses a foreign one and a page given twice', () => {
    expect(parseContentRouteQuery(search(`cursor=${pageCursor(3)}`))).toMatchObject({
      value: { page: 3 },
    });
    expect(errorOf(parseContentRouteQuery(search('cursor=garbage')))).toMatch(
      /"cursor" is invalid/,
    );
    expect(errorOf(parseContentRouteQuery(search(`cursor=${pageCursor(2)}&page=2`)))).toMatch(
      /"page" or "cursor", not both/,
    );
  });

  it('requires the words to look for', () => {
    for (const query of ['', 'q=', 'q=%20', 'kind=item'])
      expect(errorOf(parseContentRouteQuery(q(query))), query).toMatch(/"q" is required/);
  });

  it('refuses unknown parameters, repeated ones and bad values, naming them', () => {
    expect(errorOf(parseContentRouteQuery(q('text=pain')))).toMatch(
      /Unknown query parameter "text"/,
    );
    expect(errorOf(parseContentRouteQuery(q('q=a&q=b')))).toMatch(/"q" must be given at most once/);
    expect(errorOf(parseContentRouteQuery(search('lang=de')))).toMatch(/"lang"/);
    expect(errorOf(parseContentRouteQuery(search('verified=yes')))).toMatch(/"verified"/);
    expect(errorOf(parseContentRouteQuery(q(`q=${'x'.repeat(201)}`)))).toMatch(
      /"q" must be at most/,
    );
  });
});

describe('parseEventsRouteQuery', () => {
  it('starts now by default and reads dates in the directory’s zone', () => {
    expect(parseEventsRouteQuery(q(''), 'UTC', NOW)).toEqual({
      ok: true,
      value: {
        window: { from: NOW.toISOString(), to: null },
        category: '',
        city: '',
        region: '',
        near: '',
        radius_km: null,
        page: 1,
        limit: 10,
        lang: 'en',
      },
    });
    expect(
      parseEventsRouteQuery(q('from=2026-12-01&to=2026-12-31&city=quebec'), 'America/Toronto', NOW),
    ).toMatchObject({
      value: {
        window: { from: '2026-12-01T05:00:00.000Z', to: '2027-01-01T04:59:59.999Z' },
        city: 'quebec',
      },
    });
  });

  it('reads a region and a place to be near as /api/search does, refusing a bad radius', () => {
    expect(
      parseEventsRouteQuery(q('region=Québec&near=gatineau&radius_km=40'), 'UTC', NOW),
    ).toMatchObject({ value: { region: 'CA-QC', near: 'gatineau', radius_km: 40 } });
    for (const bad of ['region=Narnia', 'near=ottawa&radius_km=0', 'near=ottawa&radius_km=5000'])
      expect(errorOf(parseEventsRouteQuery(q(bad), 'UTC', NOW)), bad).toMatch(
        /"region"|"radius_km"/,
      );
  });

  it('refuses bad dates and a window upside down', () => {
    expect(errorOf(parseEventsRouteQuery(q('from=soon'), 'UTC', NOW))).toMatch(
      /^Query parameter "from" must be an ISO 8601 date/,
    );
    expect(errorOf(parseEventsRouteQuery(q('to=2020-01-01'), 'UTC', NOW))).toMatch(
      /"to" must not be before "from"/,
    );
    expect(errorOf(parseEventsRouteQuery(q('kind=event'), 'UTC', NOW))).toMatch(
      /Unknown query parameter "kind"/,
    );
  });
});
