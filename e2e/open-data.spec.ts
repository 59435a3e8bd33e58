import { expect, test } from '@playwright/test';

/*
 * The open data as a dataset a program can keep in sync: JSON and NDJSON with the same
 * records and ratings, `?since=` for the businesses updated since a date, validators that
 * stand for the data so a poll is a 304 until something changes, and the Dataset on the developers page.
 */

interface OpenRecord {
  slug: string;
  updatedAt: string | null;
  rating: { average: number; count: number; distribution: Record<string, number> } | null;
}

test('companies.json and companies.ndjson hold the same records, ratings included', async ({
  request,
}) => {
  const json = await request.get('/api/companies.json');
  const body = (await json.json()) as { updatedAt: string; data: OpenRecord[] };
  const ndjson = await request.get('/api/companies.ndjson');
  expect(ndjson.status()).toBe(200);
  expect(ndjson.headers()['content-type']).toBe('application/x-ndjson; charset=utf-8');
  const lines = (await ndjson.text()).trim().split('\n');
  expect(lines.map((line) => (JSON.parse(line) as OpenRecord).slug)).toEqual(
    body.data.map((record) => record.slug),
  );
  // The bakery's rating is the reviews page's.
  const bakery = body.data.find((record) => record.slug === 'boulangerie-du-plateau');
  const reviews = await request.get('/business/boulangerie-du-plateau/reviews.md');
  const average = bakery?.rating?.average.toFixed(1) ?? 'none';
  expect(await reviews.text()).toContain(
    `${average} out of 5. Based on ${bakery?.rating?.count} ratings.`,
  );
  expect(
    body.data.find((record) => record.slug === 'festival-des-saveurs-quebec')?.rating,
  ).toBeNull();
  // updatedAt is the data's latest update, the same on every answer.
  const latest = body.data
    .map((record) => record.updatedAt ?? '')
    .sort()
    .at(-1);
  expect(Date.parse(body.updatedAt)).toBe(Date.parse(latest ?? ''));
});

test('?since keeps the businesses updated since a date; a bad date is a 400', async ({
  request,
}) => {
  const all = ((await (await request.get('/api/companies.json')).json()) as { data: OpenRecord[] })
    .data;
  const dates = all
    .map((record) => record.updatedAt ?? '')
    .filter(Boolean)
    .sort();
  const middle = dates[Math.floor(dates.length / 2)] ?? '';
  const since = await request.get(`/api/companies.json?since=${encodeURIComponent(middle)}`);
  expect(since.status()).toBe(200);
  const kept = ((await since.json()) as { data: OpenRecord[] }).data;
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.length).toBeLessThan(all.length);
  for (const record of kept)
    expect(Date.parse(record.updatedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(middle));
  for (const path of ['/api/companies.json', '/api/companies.ndjson']) {
    const bad = await request.get(`${path}?since=last-week`);
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({
      message: expect.stringContaining('since'),
      statusCode: 400,
    });
  }
  expect((await request.get('/ai-content.txt?since=2026-13-40')).status()).toBe(400);
});

test('validators stand for the data: the same ETag twice, then a 304', async ({ request }) => {
  for (const path of [
    '/api/companies.json',
    '/api/companies.ndjson',
    '/ai-content.txt',
    '/fr/ai-content.txt',
  ]) {
    const first = await request.get(path);
    const second = await request.get(path);
    const etag = first.headers()['etag'];
    expect(etag, path).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers()['etag'], path).toBe(etag);
    expect(Date.parse(first.headers()['last-modified'] ?? ''), path).not.toBeNaN();
    const again = await request.get(path, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status(), path).toBe(304);
    expect(await again.text(), path).toBe('');
    const since = await request.get(path, {
      headers: { 'If-Modified-Since': first.headers()['last-modified'] ?? '' },
    });
    expect(since.status(), path).toBe(304);
  }
  const json = (await request.get('/api/companies.json')).headers()['etag'];
  const ndjson = (await request.get('/api/companies.ndjson')).headers()['etag'];
  expect(json).not.toBe(ndjson);
});

test('the developers page describes the data as a Dataset with its downloads', async ({ page }) => {
  await page.goto('/developers');
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .allTextContents()
    .then((texts) => texts.map((text) => JSON.parse(text) as Record<string, unknown>));
  const dataset = blocks.find((block) => block['@type'] === 'Dataset') as
    | {
        name: string;
        license: string;
        distribution: { contentUrl: string; encodingFormat: string }[];
      }
    | undefined;
  expect(dataset?.license).toBe('https://opendatacommons.org/licenses/by/1-0/');
  expect(dataset?.distribution.map((file) => file.encodingFormat).sort()).toEqual([
    'application/json',
    'application/x-ndjson',
    'text/plain',
  ]);
  await expect(page.locator('main')).toContainText(dataset?.name ?? 'no dataset');
  // Each download is linked from the page that describes it.
  for (const file of dataset?.distribution ?? [])
    await expect(page.locator(`main a[href="${new URL(file.contentUrl).pathname}"]`)).toBeVisible();
  // Its creator is the directory's Organization, stated on the same page.
  expect(blocks.map((block) => block['@type'])).toEqual(
    expect.arrayContaining(['Organization', 'Dataset']),
  );
});
