import { describe, expect, it } from 'vitest';
import { BUSINESS, fetchJson, sampleApiForThisFile } from './testing';
import type { ApiBusinessDetail, ApiBusinessList, ApiError } from './api-types';

const server = sampleApiForThisFile();
const get = <T>(path: string, init?: RequestInit) => fetchJson<T>(`${server.url}${path}`, init);

/** Every endpoint under one business, with sub-resource ids that exist for the chalet. */
function everyEndpoint(slug: string): string[] {
  const base = BUSINESS(slug);
  return [
    base,
    `${base}/blog/articles`,
    `${base}/blog/articles/merci-verdun`,
    `${base}/faq`,
    `${base}/reviews`,
    `${base}/catalog/items`,
    `${base}/catalog/items/lottery-tickets`,
    `${base}/documents`,
    `${base}/documents/house-rules`,
  ];
}

describe('NON_LISTED', () => {
  it('is not listed in either language', async () => {
    for (const lang of ['en', 'fr']) {
      const { body } = await get<ApiBusinessList>(`/index/directory-businesses?lang=${lang}`);
      expect(body.data.map((business) => business.slug)).not.toContain('chalet-du-lac-beauport');
    }
  });

  it('is reachable by slug, with its sub-resources', async () => {
    const detail = await get<ApiBusinessDetail>(BUSINESS('chalet-du-lac-beauport'));
    expect(detail.status).toBe(200);
    expect(detail.body.visibility).toBe('NON_LISTED');
    const base = BUSINESS('chalet-du-lac-beauport');
    for (const path of [
      `${base}/faq`,
      `${base}/reviews`,
      `${base}/catalog/items`,
      `${base}/catalog/items/weekend-stay`,
      `${base}/documents`,
      `${base}/documents/house-rules`,
      `${base}/blog/articles`,
    ]) {
      expect((await get(path)).status, path).toBe(200);
    }
  });
});

describe('HIDDEN', () => {
  it('is a 404 on every endpoint, like a slug that never existed', async () => {
    for (const path of everyEndpoint('depanneur-chez-ginette')) {
      const { status, body } = await get<ApiError>(path);
      expect(status, path).toBe(404);
      expect(body).toEqual({ message: 'Business not found', statusCode: 404 });
    }
    const { body } = await get<ApiBusinessList>('/index/directory-businesses');
    expect(body.data.map((business) => business.slug)).not.toContain('depanneur-chez-ginette');
  });

  it('has no logo either', async () => {
    expect((await fetch(`${server.url}/assets/logos/depanneur-chez-ginette.svg`)).status).toBe(404);
  });
});

describe('404', () => {
  it.each([
    ['unknown business', BUSINESS('no-such-business')],
    ['unknown business, sub-list', `${BUSINESS('no-such-business')}/reviews`],
    ['unknown article', `${BUSINESS('boulangerie-du-plateau')}/blog/articles/no-such-article`],
    ['unknown item', `${BUSINESS('boulangerie-du-plateau')}/catalog/items/no-such-item`],
    [
      'unknown document id',
      `${BUSINESS('boulangerie-du-plateau')}/documents/00000000-0000-4000-8000-000000000000`,
    ],
    [
      'document of another business',
      `${BUSINESS('ferme-beausoleil')}/documents/bread-menu-fall-2025`,
    ],
    ['FAQ of a business without one', `${BUSINESS('maritime-nest-realty')}/faq`],
    ['FAQ of the bare business', `${BUSINESS('traductions-nordik')}/faq`],
  ])('%s', async (_, path) => {
    const { status, headers, body } = await get<ApiError>(path);
    expect(status).toBe(404);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(body.statusCode).toBe(404);
    expect(typeof body.message).toBe('string');
  });

  it.each([
    '/',
    '/index',
    '/index/directory-businesses/extra',
    '/index/directory-business/',
    '/index/directory-business/boulangerie-du-plateau/unknown-section',
    '/index/directory-business/boulangerie-du-plateau/blog',
    '/index/directory-business/boulangerie-du-plateau/catalog/items/country-sourdough/extra',
    '/index/directory-business/boulangerie-du-plateau/documents/',
    '/index/directory-business/%E0%A4%A',
    '/index/directory-business/caf%C3%A9-inconnu',
  ])('unknown path %s', async (path) => {
    const { status, body } = await get<ApiError>(path);
    expect(status).toBe(404);
    expect(body.statusCode).toBe(404);
  });
});

describe('methods', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s is a 405 on an endpoint', async (method) => {
    const { status, headers, body } = await get<ApiError>(BUSINESS('boulangerie-du-plateau'), {
      method,
    });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET, HEAD');
    expect(body.statusCode).toBe(405);
  });

  it('answers HEAD on a 404 without a body', async () => {
    const response = await fetch(`${server.url}${BUSINESS('no-such-business')}`, {
      method: 'HEAD',
    });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });
});
