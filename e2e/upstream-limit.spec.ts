import { expect, test } from '@playwright/test';
import { freePort } from '@/lib/testing/free-port';
import { startSiteInstances, type SiteInstances } from '@/lib/testing/site-instances';
import { startPrivateSampleApi, type PrivateSampleApi } from './support/isolated-site';

/*
 * The API is never flooded: a burst of cold requests for the files that cost the most upstream
 * calls (sitemap, ai-content.txt in both languages, companies.json), against a sample API that
 * counts every arrival and answers 429 past its own limit, keeps to API_MAX_RPS and never
 * turns into a 500; and while the API answers bare 503s, rendered pages keep being served and
 * the site is back within seconds of the API. Own servers on free ports.
 */

const MAX_RPS = 50;
/**
 * The API's own limit, above the instance's as an operator sets API_MAX_RPS: a 429 means the
 * site went past its rate by more than the network's jitter.
 */
const API_LIMIT_RPS = 60;
/** Arrivals the sample API may see bunched beyond the limiter's curve (its own event loop). */
const JITTER_REQUESTS = 10;

test.describe.configure({ mode: 'serial' });

let api: PrivateSampleApi;
let apiUrl = '';
let site: SiteInstances;
let siteUrl = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const apiPort = await freePort();
  apiUrl = `http://127.0.0.1:${apiPort}`;
  api = await startPrivateSampleApi(apiPort, {
    SAMPLE_API_BUSINESSES: '40',
    SAMPLE_API_RATE_LIMIT: String(API_LIMIT_RPS),
  });
  site = await startSiteInstances({
    count: 1,
    apiUrl,
    env: { API_MAX_RPS: String(MAX_RPS), API_TIMEOUT_MS: '10000' },
    onStderr: (_instance, chunk) => process.stderr.write(`[limit site] ${chunk}`),
  });
  siteUrl = site.instances[0]!.url;
});

test.afterAll(async () => {
  try {
    await site?.stop();
  } finally {
    await api?.stop();
  }
});

async function control<T>(pathname: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(`${apiUrl}${pathname}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, pathname).toBe(200);
  return (await response.json()) as T;
}

/**
 * The most arrivals any stretch of time holds beyond what the limiter allows in it: a
 * second's worth at once plus MAX_RPS a second (`count - allowed` over every pair of arrivals).
 */
function worstExcess(times: number[]): { excess: number; at: number; count: number } {
  let worst = { excess: Number.NEGATIVE_INFINITY, at: 0, count: 0 };
  for (let first = 0; first < times.length; first += 1) {
    for (let last = first; last < times.length; last += 1) {
      const count = last - first + 1;
      const allowed = MAX_RPS + (MAX_RPS * (times[last]! - times[first]!)) / 1000;
      if (count - allowed > worst.excess) worst = { excess: count - allowed, at: first, count };
    }
  }
  return worst;
}

test('a burst of cold companion files keeps to API_MAX_RPS and never answers 500', async () => {
  test.setTimeout(180_000);
  await control('/__control/stats/reset', 'POST', {});
  const files = [
    '/sitemap.xml',
    '/ai-content.txt',
    '/fr/ai-content.txt',
    '/api/companies.json',
    '/sitemap.xml',
    '/ai-content.txt',
  ];
  const answers = await Promise.all(
    files.map(async (file) => {
      const response = await fetch(`${siteUrl}${file}`);
      // A stream cut after its headers (an upstream failure half-way) rejects here.
      const whole = await response.text().then(
        () => true,
        () => false,
      );
      return {
        file,
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        whole,
      };
    }),
  );
  for (const answer of answers) {
    expect([200, 503], `${answer.file}: ${answer.status}`).toContain(answer.status);
    if (answer.status === 503) expect(answer.retryAfter, answer.file).toMatch(/^\d+$/);
    expect(answer.whole, `${answer.file} was cut`).toBe(true);
  }
  const arrivals = await control<{ times: number[]; throttled: number }>(
    '/__control/stats/arrivals',
  );
  // The burst needed many times a second's worth of calls, so an unlimited site would have
  // gone far past the rate.
  expect(arrivals.times.length).toBeGreaterThan(4 * MAX_RPS);
  const worst = worstExcess(arrivals.times);
  expect(
    worst.excess,
    `${worst.count} arrivals from ${new Date(arrivals.times[worst.at]!).toISOString()}`,
  ).toBeLessThanOrEqual(JITTER_REQUESTS);
  expect(arrivals.throttled, 'calls the API refused with a 429').toBe(0);
  const seconds = (arrivals.times.at(-1)! - arrivals.times[0]!) / 1000;
  console.log(
    `upstream: ${arrivals.times.length} calls in ${seconds.toFixed(1)} s, ${arrivals.throttled} answered 429; ` +
      `files: ${answers.map((answer) => `${answer.file} ${answer.status}`).join(', ')}`,
  );
  // Once the burst is over, every file is served whole.
  for (const file of new Set(files)) {
    const response = await fetch(`${siteUrl}${file}`);
    await response.arrayBuffer();
    expect(response.status, file).toBe(200);
  }
});

test('while the API answers bare 503s, rendered pages are served, and the site recovers with the API', async () => {
  const rendered = '/business/boulangerie-du-plateau';
  // An article: the burst above read FAQs, blog lists and catalogs for ai-content.txt, and a page
  // now reads the very cache entries a companion file read, so only an article is truly new.
  const never = '/fr/business/ferme-beausoleil/blog/strawberry-season-2025';
  expect((await fetch(`${siteUrl}${rendered}`)).status).toBe(200);
  await control('/__control/fault', 'POST', { mode: 'error', statusCode: 503 });
  try {
    const unavailable = await fetch(`${siteUrl}${never}`);
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get('retry-after')).toMatch(/^\d+$/);
    // The instance now holds its calls: pages it has are served all the same.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const page = await fetch(`${siteUrl}${rendered}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Boulangerie du Plateau');
    }
  } finally {
    await control('/__control/fault', 'POST', { mode: 'none' });
  }
  await control('/__control/stats/reset', 'POST', {});
  // Back within a few seconds of the API (a probe a second, a failure replayed for a second).
  await expect
    .poll(async () => (await fetch(`${siteUrl}${never}`)).status, {
      timeout: 8_000,
      intervals: [500],
    })
    .toBe(200);
});
