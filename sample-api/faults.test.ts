import { afterEach, describe, expect, it } from 'vitest';
import { HOSTILE_SLUGS, HOSTILE_UNLISTABLE_NAMES } from './hostile';
import { ODD_ARTICLE_SLUG, ODD_SLUG } from './hostile/odd-slugs';
import type { StatsSnapshot } from './stats';
import { BUSINESS, fetchJson, setFault, sampleApiForThisFile } from './testing';
import type { ApiBusinessList, ApiError } from './api-types';

const server = sampleApiForThisFile();
const get = <T>(path: string, init?: RequestInit) => fetchJson<T>(`${server.url}${path}`, init);
const BAKERY = BUSINESS('boulangerie-du-plateau');

afterEach(async () => {
  await setFault(server.url, { mode: 'none' });
});

describe('fault control', () => {
  it('starts with no fault and reports the one set', async () => {
    expect((await get('/__control/fault')).body).toEqual({
      mode: 'none',
      latencyMs: null,
      paths: null,
      statusCode: null,
    });
    const set = await setFault(server.url, { mode: 'latency', latencyMs: 10, paths: '/faq' });
    expect(set.status).toBe(200);
    expect((await get('/__control/fault')).body).toEqual({
      mode: 'latency',
      latencyMs: 10,
      paths: '/faq',
      statusCode: null,
    });
  });

  it.each([
    [{ mode: 'explode' }],
    [{ mode: 'latency', latencyMs: -5 }],
    [{ mode: 'latency', latencyMs: '100' }],
    [{ mode: 'error', statusCode: 404 }],
    [{ mode: 'error', paths: '' }],
    [[]],
  ])('rejects %j with a 400', async (fault) => {
    const response = await fetchJson<ApiError>(`${server.url}/__control/fault`, {
      method: 'POST',
      body: JSON.stringify(fault),
    });
    expect(response.status).toBe(400);
    expect(response.body.statusCode).toBe(400);
  });

  it('rejects a body that is not JSON', async () => {
    const response = await fetchJson(`${server.url}/__control/fault`, {
      method: 'POST',
      body: '{mode:',
    });
    expect(response.status).toBe(400);
  });
});

describe('fault modes', () => {
  it('latency delays the normal answer', async () => {
    await setFault(server.url, { mode: 'latency', latencyMs: 150 });
    const started = Date.now();
    const { status, body } = await get<ApiBusinessList>('/index/directory-businesses');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
  });

  it('error alternates 500 and 503 with an error body, never cacheable', async () => {
    await setFault(server.url, { mode: 'error' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { status, headers, body } = await get<ApiError>(BAKERY);
      statuses.push(status);
      expect(body.statusCode).toBe(status);
      expect(headers.get('cache-control')).toBe('no-store');
    }
    expect(statuses).toEqual([500, 503, 500]);
    await setFault(server.url, { mode: 'error', statusCode: 502 });
    expect((await get(BAKERY)).status).toBe(502);
  });

  it('garbage is a 200 that does not parse', async () => {
    await setFault(server.url, { mode: 'garbage' });
    const response = await fetch(`${server.url}${BAKERY}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const text = await response.text();
    expect(() => JSON.parse(text) as unknown).toThrow();
  });

  it('html is a 200 HTML page', async () => {
    await setFault(server.url, { mode: 'html' });
    const response = await fetch(`${server.url}${BAKERY}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toMatch(/^<!DOCTYPE html>/);
  });

  it('empty is a 200 with no body', async () => {
    await setFault(server.url, { mode: 'empty' });
    const response = await fetch(`${server.url}${BAKERY}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('0');
    expect(await response.text()).toBe('');
  });

  it('truncated is the first half of the real document', async () => {
    const whole = await fetch(`${server.url}${BAKERY}`).then((response) => response.arrayBuffer());
    await setFault(server.url, { mode: 'truncated' });
    const cut = await fetch(`${server.url}${BAKERY}`).then((response) => response.arrayBuffer());
    expect(cut.byteLength).toBe(Math.floor(whole.byteLength / 2));
    expect(Buffer.from(whole).subarray(0, cut.byteLength).equals(Buffer.from(cut))).toBe(true);
  });

  it('affects only paths containing the filter, and never assets or controls', async () => {
    await setFault(server.url, { mode: 'error', paths: '/reviews' });
    expect((await get(`${BAKERY}/reviews`)).status).toBe(500);
    expect((await get(`${BAKERY}/faq`)).status).toBe(200);
    await setFault(server.url, { mode: 'error' });
    expect((await fetch(`${server.url}/assets/logos/boulangerie-du-plateau.svg`)).status).toBe(200);
    expect((await get('/__control/stats')).status).toBe(200);
  });
});

describe('hostile mode', () => {
  const HOSTILE = HOSTILE_SLUGS;

  it('lists the hostile businesses before the normal ones', async () => {
    const before = (await get<ApiBusinessList>('/index/directory-businesses')).body.data.length;
    await setFault(server.url, { mode: 'hostile' });
    const { status, text, body } = await get<{ data: { slug: unknown; visibility: unknown }[] }>(
      '/index/directory-businesses',
    );
    expect(status).toBe(200);
    expect(body.data.map((business) => business.slug).slice(0, HOSTILE.length)).toEqual(HOSTILE);
    expect(body.data).toHaveLength(before + HOSTILE.length);
    expect(body.data.map((business) => business.visibility)).toEqual(
      expect.arrayContaining(['HIDDEN', 'NON_LISTED', 'SECRET']),
    );
    expect(text.length).toBeGreaterThan(1_048_576);
    expect(text).toContain('</script>');
  });

  it('serves hostile details and sub-resources, and normal businesses as usual', async () => {
    await setFault(server.url, { mode: 'hostile' });
    const evil = await get<{ website: string; logo: string }>(BUSINESS('hostile-script-injection'));
    expect(evil.body.website).toMatch(/^javascript:/);
    expect(evil.body.logo).toMatch(/^data:/);
    const reviews = await get<{ reviews: { ratingValue: unknown }[]; total: unknown }>(
      `${BUSINESS('hostile-wrong-types')}/reviews`,
    );
    expect(reviews.body.reviews.map((review) => review.ratingValue)).toEqual(
      expect.arrayContaining([7, -1, '4.5']),
    );
    expect(reviews.body.total).not.toBe(reviews.body.reviews.length);
    expect((await get(BUSINESS('crêperie-sœur-élodie'))).status).toBe(200);
    expect((await get(BUSINESS('hostile-hidden'))).status).toBe(200);
    expect((await get(`${BUSINESS('hostile-nulls')}/faq`)).status).toBe(200);
    expect(
      (await get(`${BUSINESS('hostile-megabyte')}/blog/articles/megabyte-article`)).text.length,
    ).toBeGreaterThan(1_000_000);
    expect((await get(BAKERY)).status).toBe(200);
  });

  it('serves odd slugs as one encoded segment, documents by id and by slug', async () => {
    await setFault(server.url, { mode: 'hostile' });
    const odd = BUSINESS(ODD_SLUG);
    expect((await get<{ slug: string }>(odd)).body.slug).toBe(ODD_SLUG);
    expect((await get(`${odd}/blog/articles/${encodeURIComponent(ODD_ARTICLE_SLUG)}`)).status).toBe(
      200,
    );
    expect((await get(`${odd}/documents/${encodeURIComponent('../doc 1')}`)).status).toBe(200);
    expect(
      (await get(`${BUSINESS('hostile-script-injection')}/documents/evil-document`)).status,
    ).toBe(200);
    expect((await get(`${BUSINESS('hostile-wrong-types')}/documents/7`)).status).toBe(200);
  });

  it('answers pages of thousands of items whatever the limit, with totals that disagree', async () => {
    await setFault(server.url, { mode: 'hostile' });
    const reviews = await get<{ reviews: unknown[]; total: number }>(
      `${BUSINESS('hostile-thousands')}/reviews?limit=10`,
    );
    expect(reviews.body.reviews.length).toBeGreaterThanOrEqual(1000);
    expect(reviews.body.total).toBeLessThan(reviews.body.reviews.length);
    const articles = await get<{ articles: unknown[] }>(
      `${BUSINESS('hostile-thousands')}/blog/articles`,
    );
    expect(articles.body.articles.length).toBeGreaterThanOrEqual(1000);
    const listing = await get<{ data: { businessName: string }[] }>('/index/directory-businesses');
    const names = listing.body.data.map((business) => business.businessName);
    for (const name of HOSTILE_UNLISTABLE_NAMES) expect(names).toContain(name);
  });

  it('is gone once the fault is off', async () => {
    expect((await get(BUSINESS('hostile-script-injection'))).status).toBe(404);
    const { body } = await get<ApiBusinessList>('/index/directory-businesses');
    expect(body.data.map((business) => business.slug)).not.toContain('hostile-hidden');
  });
});

describe('stats', () => {
  it('counts API requests by path, not assets or controls, until reset', async () => {
    const reset = await fetchJson<StatsSnapshot>(`${server.url}/__control/stats/reset`, {
      method: 'POST',
    });
    expect(reset.body).toEqual({ requests: 0, byPath: {} });
    await get(BAKERY);
    await get(`${BAKERY}?lang=fr`);
    await get(`${BAKERY}/reviews?page=2`);
    await get(BUSINESS('no-such-business'));
    await fetch(`${server.url}/assets/logos/boulangerie-du-plateau.svg`);
    await get('/__control/fault');
    const { body } = await get<StatsSnapshot>('/__control/stats');
    expect(body).toEqual({
      requests: 4,
      byPath: {
        [BAKERY]: 2,
        [`${BAKERY}/reviews`]: 1,
        [BUSINESS('no-such-business')]: 1,
      },
    });
    expect((await get('/__control/stats/reset')).status).toBe(405);
  });
});
