import { expect, test, type APIRequestContext } from '@playwright/test';
import { SITE_URL } from './helpers';
import { waitForContentSync } from './support/content-sync-done';
import { responseValidator } from './support/openapi-responses';

/*
 * GET /api/content and GET /api/events against the site's OpenAPI document, once the sync has
 * indexed the sample directory: real answers and errors validate against the document the
 * site serves, and they carry the other endpoints' caching, validators and CORS.
 */

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await waitForContentSync();
});

async function validator(request: APIRequestContext) {
  const response = await request.get('/api/site-openapi.json');
  return responseValidator((await response.json()) as Record<string, unknown>);
}

const CASES: { operation: string; path: string; status: number }[] = [
  { operation: 'searchContent', path: '/api/content?q=country+sourdough', status: 200 },
  {
    operation: 'searchContent',
    path: '/api/content?q=levain&lang=fr&kind=event,item',
    status: 200,
  },
  {
    operation: 'searchContent',
    path: '/api/content?q=bread&kind=answer&kind=article',
    status: 200,
  },
  { operation: 'searchContent', path: '/api/content?q=zzqxv', status: 200 },
  { operation: 'searchContent', path: '/api/content?q=bread&limit=2&page=2', status: 200 },
  { operation: 'searchContent', path: '/api/content?q=bread&page=999', status: 404 },
  { operation: 'searchContent', path: '/api/content', status: 400 },
  { operation: 'searchContent', path: '/api/content?q=bread&kind=recipe', status: 400 },
  { operation: 'searchContent', path: '/api/content?q=bread&limit=0', status: 400 },
  { operation: 'searchContent', path: '/api/content?q=bread&cursor=garbage', status: 400 },
  { operation: 'searchContent', path: '/api/content?q=bread&text=x', status: 400 },
  { operation: 'listEvents', path: '/api/events', status: 200 },
  { operation: 'listEvents', path: '/api/events?lang=fr&limit=1', status: 200 },
  { operation: 'listEvents', path: '/api/events?from=2026-02-01&to=2026-02-28', status: 200 },
  { operation: 'listEvents', path: '/api/events?from=2031-01-01', status: 200 },
  { operation: 'listEvents', path: '/api/events?from=soon', status: 400 },
  { operation: 'listEvents', path: '/api/events?from=2026-03-01&to=2026-02-01', status: 400 },
];

test('/api/content and /api/events answer as the OpenAPI document says, errors included', async ({
  request,
}) => {
  const validate = await validator(request);
  for (const { operation, path, status } of CASES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    const body = (await response.json()) as Record<string, unknown>;
    expect(validate(operation, status, body), path).toEqual([]);
    if (status === 400) expect(String(body.message), path).toMatch(/"\w+"/);
  }
});

test('/api/content finds each kind with its page, business and citation', async ({ request }) => {
  const response = await request.get('/api/content?q=gluten-free+bread&kind=answer');
  const body = (await response.json()) as {
    results: { kind: string; url: string; business: { url: string }; citation: object }[];
    license: string;
  };
  expect(body.license).toBe('ODC-By-1.0');
  expect(body.results[0]).toMatchObject({
    kind: 'answer',
    url: expect.stringMatching(new RegExp(`^${SITE_URL}/business/boulangerie-du-plateau/faq#`)),
    business: { url: `${SITE_URL}/business/boulangerie-du-plateau` },
    citation: {
      license: 'ODC-By-1.0',
      attribution: `Source: Open Business Directory — ${SITE_URL}/business/boulangerie-du-plateau`,
    },
  });
  const typo = (await (await request.get('/api/content?q=sourdouhg+workshop')).json()) as {
    respelled: string | null;
    results: { title: string }[];
  };
  expect(typo.respelled).toBeTruthy();
  expect(typo.results[0]?.title).toBe('Sourdough workshop for beginners');
});

test('/api/events lists upcoming events only, by start, with local dates', async ({ request }) => {
  const body = (await (await request.get('/api/events?limit=50')).json()) as {
    events: { id: string; event: { start: string; end: string | null } }[];
  };
  const ids = body.events.map((event) => event.id);
  expect(ids).toContain('event:ferme-beausoleil:seed-swap');
  expect(ids).not.toContain('event:boulangerie-du-plateau:sourdough-workshop-february');
  for (const { event } of body.events)
    expect(Date.parse(event.end ?? event.start)).toBeGreaterThan(Date.now() - 86_400_000);
  const starts = body.events.map(({ event }) => Date.parse(event.start));
  expect([...starts].sort((a, b) => a - b)).toEqual(starts);
});

for (const path of ['/api/content?q=sourdough', '/api/events?from=2026-01-01']) {
  test(`${path}: cacheable, an ETag and a 304, open to any origin`, async ({ request }) => {
    const first = await request.get(path);
    const headers = first.headers();
    expect(headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(headers['access-control-allow-origin']).toBe('*');
    const again = await request.get(path, { headers: { 'If-None-Match': headers['etag'] ?? '' } });
    expect(again.status()).toBe(304);
    const bad = await request.get(`${path.split('?')[0]}?limit=abc`);
    expect(bad.status()).toBe(400);
    expect(bad.headers()['cache-control']).toBe('no-store');
  });
}
