import { describe, expect, it } from 'vitest';
import { failingContentModels, fakeContentModels } from '@/lib/mcp/testing/content-fixtures';
import { responseValidator } from '@/e2e/support/openapi-responses';
import { contentRoute, eventsRoute } from './content-routes';
import { siteOpenApiDocument } from './site-openapi';

const validate = responseValidator(siteOpenApiDocument('http://localhost:3000', 'D'));
const source = fakeContentModels();
const get = (path: string) => new Request(`http://localhost:3000${path}`);

async function answer(
  route: typeof contentRoute,
  operation: string,
  path: string,
  status: number,
  from = source,
) {
  const response = await route(get(path), from);
  expect(response.status, path).toBe(status);
  const body = (await response.json()) as Record<string, unknown>;
  expect(validate(operation, status, body), path).toEqual([]);
  return { response, body };
}

describe('GET /api/content', () => {
  it('answers a page of results as the OpenAPI document says, cacheable and open', async () => {
    const { response, body } = await answer(
      contentRoute,
      'searchContent',
      '/api/content?q=sourdough&limit=1',
      200,
    );
    expect(body).toMatchObject({ total: 2, limit: 1, totalPages: 2, license: 'ODC-By-1.0' });
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('etag')).toMatch(/^"/);
    const next = await answer(
      contentRoute,
      'searchContent',
      `/api/content?q=sourdough&limit=1&cursor=${String(body.nextCursor)}`,
      200,
    );
    expect(next.body.page).toBe(2);
  });

  it('gives each result its words as its page writes them, in the answer’s language', async () => {
    const { body } = await answer(contentRoute, 'searchContent', '/api/content?q=sourdough', 200);
    expect(body.labels).toEqual({
      'item:boulangerie-du-plateau:country-sourdough': {
        type: 'Product',
        start: null,
        end: null,
        availability: 'Available',
      },
      'event:boulangerie-du-plateau:sourdough-workshop': {
        type: 'Event',
        start: expect.stringMatching(/^February 14, 2030.*9:00/),
        end: expect.stringMatching(/^February 14, 2030.*12:00/),
        availability: null,
      },
    });
  });

  it('says when nothing matches every word, or nothing at all', async () => {
    const partial = await answer(
      contentRoute,
      'searchContent',
      '/api/content?q=gluten+croissant',
      200,
    );
    expect(partial.body).toMatchObject({
      partial: true,
      notice: expect.stringMatching(/some of them/),
    });
    const none = await answer(contentRoute, 'searchContent', '/api/content?q=zzqx&lang=fr', 200);
    expect(none.body).toMatchObject({
      total: 0,
      notice: expect.stringMatching(/^Rien ne correspond/),
    });
  });

  it('answers 400 naming the parameter, 404 past the end, 503 with Retry-After', async () => {
    const bad = await answer(contentRoute, 'searchContent', '/api/content?kind=recipe', 400);
    expect(bad.body.message).toMatch(/"kind"/);
    expect(bad.response.headers.get('cache-control')).toBe('no-store');
    await answer(contentRoute, 'searchContent', '/api/content?q=sourdough&page=9', 404);
    const down = await answer(
      contentRoute,
      'searchContent',
      '/api/content?q=x',
      503,
      failingContentModels(),
    );
    await answer(eventsRoute, 'listEvents', '/api/events', 503, failingContentModels());
    expect(Number(down.response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('GET /api/events', () => {
  it('lists events not over by default, and a window when asked', async () => {
    const upcoming = await answer(eventsRoute, 'listEvents', '/api/events', 200);
    expect((upcoming.body.events as { id: string }[]).map((event) => event.id)).toEqual([
      'event:boulangerie-du-plateau:sourdough-workshop',
    ]);
    const past = await answer(
      eventsRoute,
      'listEvents',
      '/api/events?from=2020-01-01&to=2020-12-31',
      200,
    );
    expect(past.body.total).toBe(1);
    const bad = await answer(eventsRoute, 'listEvents', '/api/events?from=2020-13-01', 400);
    expect(bad.body.message).toMatch(/"from"/);
  });
});
