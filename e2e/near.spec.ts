import { expect, test } from '@playwright/test';
import { responseValidator } from './support/openapi-responses';

/*
 * Location bias: `near` (a city of the directory or "latitude,longitude") and `radius_km` on
 * /api/search, ranked by distance between city centres taken from the gazetteer. The sample directory's Ottawa and Gatineau face each other across the river;
 * Montréal is about 165 km away.
 */

interface Card {
  slug: string;
  cities: string[];
  distanceKm?: number;
}

test('/api/search near a city, within a radius, nearest first, as the OpenAPI document says', async ({
  request,
}) => {
  const document = (await (await request.get('/api/site-openapi.json')).json()) as Record<
    string,
    unknown
  >;
  const validate = responseValidator(document);
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
