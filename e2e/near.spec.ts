import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SITE_BASE } from './helpers';
import { waitForContentSync } from './support/content-sync-done';
import { responseValidator } from './support/openapi-responses';

/*
 * Location bias: `near` (a city of the directory or "latitude,longitude") and `radius_km` on
 * /api/search, /api/content and /api/events, and on the MCP tools search_businesses,
 * search_content and list_events, ranked by distance between city centres taken from the
 * gazetteer. The sample directory's Ottawa and Gatineau face each other across the river;
 * Montréal is about 165 km away; Ferme Beausoleil is in Memramcook and Dieppe, beside Moncton.
 */

async function validatorOf(request: APIRequestContext) {
  const document = (await (await request.get('/api/site-openapi.json')).json()) as Record<
    string,
    unknown
  >;
  return responseValidator(document);
}

/** Nearest first: each distance no smaller than the one before. */
function expectNearestFirst(distances: readonly (number | undefined)[], radiusKm: number) {
  expect(distances.every((km) => km !== undefined && km >= 0 && km <= radiusKm)).toBe(true);
  expect(distances).toEqual([...distances].sort((a, b) => a! - b!));
}

interface Card {
  slug: string;
  cities: string[];
  distanceKm?: number;
}

test('/api/search near a city, within a radius, nearest first, as the OpenAPI document says', async ({
  request,
}) => {
  const validate = await validatorOf(request);
  const response = await request.get('/api/search?near=ottawa&radius_km=30&lang=fr');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    items: Card[];
    near: { latitude: number; longitude: number; radiusKm: number; note: string };
  };
  expect(validate('searchDirectory', 200, body)).toEqual([]);
  expect(body.items.map((card) => card.slug)).toEqual(
    expect.arrayContaining([
      'byward-tech-repair',
      'quincaillerie-rideau-hardware',
      'clinique-dentaire-allumettieres',
    ]),
  );
  const distances = body.items.map((card) => card.distanceKm!);
  expect(distances.every((distance) => distance >= 0 && distance <= 30)).toBe(true);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  expect(body.items[0]?.distanceKm).toBe(0);
  expect(body.near.note).toContain('centres-villes');
  expect(body.near.latitude).toBeCloseTo(45.4, 0);
  // A point: Montréal's businesses first, Ottawa's about 165 km on.
  const fromPoint = (await (
    await request.get('/api/search?near=45.5088,-73.5878&limit=50')
  ).json()) as { items: Card[] };
  expect(fromPoint.items[0]?.cities).toContain('Montréal');
  const ottawa = fromPoint.items.find((card) => card.slug === 'byward-tech-repair');
  expect(ottawa?.distanceKm).toBeGreaterThan(150);
  expect(ottawa?.distanceKm).toBeLessThan(180);
  for (const bad of ['near=Narnia', 'near=ottawa&radius_km=0', 'near=ottawa&radius_km=abc']) {
    const refused = await request.get(`/api/search?${bad}`);
    expect(refused.status(), bad).toBe(400);
    expect(validate('searchDirectory', 400, await refused.json()), bad).toEqual([]);
  }
});

interface ContentHit {
  id: string;
  business: { slug: string; city: string | null };
  distanceKm?: number;
}

test.describe('what businesses offer, near a place', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await waitForContentSync();
  });

  test('/api/content and /api/events near a place and in a region, nearest first, as the OpenAPI document says', async ({
    request,
  }) => {
    const validate = await validatorOf(request);
    const content = await request.get('/api/content?q=bread&near=45.52,-73.58&radius_km=50');
    expect(content.status()).toBe(200);
    const found = (await content.json()) as {
      results: ContentHit[];
      near: { radiusKm: number; note: string };
      notice: string;
    };
    expect(validate('searchContent', 200, found)).toEqual([]);
    expect(found.results.length).toBeGreaterThan(0);
    expect(found.results.every((hit) => hit.business.city === 'Montréal')).toBe(true);
    expectNearestFirst(
      found.results.map((hit) => hit.distanceKm),
      50,
    );
    expect(found.near).toMatchObject({
      radiusKm: 50,
      note: expect.stringContaining('city centres'),
    });
    expect(found.notice).toContain('city centres');
    // Ottawa's businesses are too far from Montréal for a 50 km radius.
    const hardware = (await (
      await request.get('/api/content?q=hardware&near=montreal&radius_km=50')
    ).json()) as { total: number };
    expect(hardware.total).toBe(0);
    const events = await request.get('/api/events?near=moncton&radius_km=50&region=CA-NB&lang=fr');
    const listed = (await events.json()) as { events: ContentHit[]; near: { note: string } };
    expect(validate('listEvents', 200, listed)).toEqual([]);
    expect(listed.events.map((event) => event.id)).toEqual(['event:ferme-beausoleil:seed-swap']);
    // The farm's nearest city to Moncton is Dieppe, a few kilometres away.
    expect(listed.events[0]).toMatchObject({ business: { city: 'Dieppe' } });
    expect(listed.events[0]?.distanceKm).toBeGreaterThan(1);
    expect(listed.events[0]?.distanceKm).toBeLessThan(20);
    expect(listed.near.note).toContain('centres-villes');
    const elsewhere = (await (await request.get('/api/events?region=Ontario')).json()) as {
      total: number;
    };
    expect(elsewhere.total).toBe(0);
    for (const [path, operation] of [
      ['/api/content?q=bread&near=Narnia', 'searchContent'],
      ['/api/content?q=bread&radius_km=10', 'searchContent'],
      ['/api/events?near=ottawa&radius_km=0', 'listEvents'],
      ['/api/events?region=Narnia', 'listEvents'],
    ] as const) {
      const refused = await request.get(path);
      expect(refused.status(), path).toBe(400);
      expect(validate(operation, 400, await refused.json()), path).toEqual([]);
    }
  });

  test('the MCP search tools near a place: nearest first, each distance, and what it is, in both languages', async () => {
    const transport = new StreamableHTTPClientTransport(new URL(`${SITE_BASE}/mcp`), {
      requestInit: { headers: { 'X-Forwarded-For': `198.51.100.${process.pid % 200}` } },
    });
    const client = new Client({ name: 'e2e-near', version: '1.0.0' });
    await client.connect(transport);
    type Answer = {
      isError?: boolean;
      structuredContent?: Record<string, unknown>;
      content: { text: string }[];
    };
    const call = async (name: string, args: Record<string, unknown>) =>
      (await client.callTool({ name, arguments: args })) as Answer;

    const businesses = await call('search_businesses', { near: 'Gatineau', radius_km: 30 });
    const hits = businesses.structuredContent?.results as { slug: string; distanceKm: number }[];
    expect(hits[0]).toMatchObject({ slug: 'clinique-dentaire-allumettieres', distanceKm: 0 });
    expect(hits.map((hit) => hit.slug)).toEqual(
      expect.arrayContaining(['byward-tech-repair', 'quincaillerie-rideau-hardware']),
    );
    expectNearestFirst(
      hits.map((hit) => hit.distanceKm),
      30,
    );
    expect(businesses.structuredContent?.notice).toContain('city centres');
    expect(businesses.content[0]?.text).toContain('Gatineau · 0 km');

    const offers = await call('search_content', {
      text: 'pain',
      near: 'montreal',
      radius_km: 25,
      lang: 'fr',
    });
    const results = offers.structuredContent?.results as ContentHit[];
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((hit) => hit.business.slug === 'boulangerie-du-plateau')).toBe(true);
    expect(results[0]?.distanceKm).toBe(0);
    expect(offers.content[0]?.text).toContain('(Montréal · 0 km)');
    expect(offers.content[0]?.text).toContain('centres-villes');

    const events = await call('list_events', { near: '46.09,-64.78', radius_km: 40 });
    const listed = events.structuredContent?.events as ContentHit[];
    expect(listed.map((event) => event.id)).toEqual(['event:ferme-beausoleil:seed-swap']);
    expect(events.content[0]?.text).toMatch(/\(Dieppe · \d+(\.\d)? km\)/);

    // "hours" is in answers of Montréal's, Ottawa's, Gatineau's and Moncton's businesses.
    const inRegion = await call('search_content', { text: 'hours', region: 'Ontario' });
    const owners = (inRegion.structuredContent?.results as ContentHit[]).map(
      (hit) => hit.business.slug,
    );
    expect([...new Set(owners)]).toEqual(['byward-tech-repair']);
    for (const [name, args, message] of [
      ['list_events', { radius_km: 10 }, /give "near" too/],
      ['search_content', { text: 'bread', near: 'Atlantis' }, /"near" must be one of/],
      ['search_businesses', { near: 'ottawa', radius_km: 5000 }, /radius_km/],
      ['list_events', { region: 'Narnia' }, /Unknown region "Narnia"/],
    ] as const) {
      const refused = await call(name, args);
      expect(refused.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
      expect(refused.content[0]?.text).toMatch(message);
    }
    await client.close();
  });
});
