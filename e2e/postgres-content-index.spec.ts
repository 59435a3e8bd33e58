import { expect, test } from '@playwright/test';
import { freePort } from '@/lib/testing/free-port';
import { startPostgresServer, type PostgresServer } from '@/lib/testing/postgres-server';
import { startSiteInstances, type SiteInstances } from '@/lib/testing/site-instances';
import { startPrivateSampleApi, type PrivateSampleApi } from './support/isolated-site';

/*
 * The content index in PostgreSQL (DATABASE_URL): two `next start` instances of one build and a
 * real PostgreSQL (Debian's, started by lib/testing/postgres-server.ts), in front of a sample
 * API of their own. One instance syncs (the writer's lease is a row in the database), both
 * search what it wrote; PostgreSQL stopped, pages still answer and the index's status says 503;
 * started again, the index answers without a restart of either instance.
 */

test.describe.configure({ mode: 'serial' });

let postgres: PostgresServer;
let api: PrivateSampleApi;
let site: SiteInstances;
/** What the instances printed on stderr, as it came. */
const printed: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  postgres = await startPostgresServer();
  api = await startPrivateSampleApi(await freePort());
  site = await startSiteInstances({
    count: 2,
    apiUrl: api.apiUrl,
    // The test servers leave the content sync off unless asked: here it is the subject. The
    // business search is kept in memory, so that a page still answers without the content
    // index (e2e/postgres-search.spec.ts stops PostgreSQL under its business search).
    env: { DATABASE_URL: postgres.url, CONTENT_SYNC: 'on', DIRECTORY_SEARCH: 'memory' },
    onStderr: (index, chunk) => {
      printed.push(chunk);
      process.stderr.write(`[instance ${index}] ${chunk}`);
    },
  });
});

test.afterAll(async () => {
  await site?.stop();
  await api?.stop();
  await postgres?.stop();
});

async function get(instance: number, path: string) {
  const response = await fetch(`${site.urls[instance]}${path}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** Waits until instance `instance`'s twin of `path` names `text`. */
async function eventuallyFinds(instance: number, path: string, text: string, timeout = 150_000) {
  await expect
    .poll(async () => (await get(instance, path)).body.includes(text), {
      timeout,
      intervals: [1_000, 2_000, 5_000],
    })
    .toBe(true);
}

test('one instance syncs into PostgreSQL, both search what it wrote', async () => {
  test.setTimeout(200_000);
  await eventuallyFinds(0, '/index.md?q=winterize', 'Winterize your home');
  await eventuallyFinds(1, '/fr/index.md?q=honoraries', 'Guide des honoraires 2026');
  await eventuallyFinds(1, '/events.md', 'Seed swap and orchard walk');
  const statuses = await Promise.all([0, 1].map((i) => get(i, '/api/health/content')));
  const reports = statuses.map(
    (status) => JSON.parse(status.body) as { writer: boolean | null; entries: unknown },
  );
  expect(reports.map((report) => report.writer).filter(Boolean)).toHaveLength(1);
  expect(reports[0]!.entries).toEqual(reports[1]!.entries);
  const rows = await postgres.query('SELECT count(*)::int AS n FROM content_entries');
  expect(rows.rows[0]?.n).toBeGreaterThan(0);
});

test('PostgreSQL down: pages answer, the index reports 503; back: it answers without a restart', async () => {
  test.setTimeout(120_000);
  await postgres.pause();
  try {
    const home = await get(0, '/index.md?q=parking');
    expect(home.status).toBe(200);
    expect(home.body).not.toContain('Is there parking?');
    const status = await get(1, '/api/health/content');
    expect(status.status).toBe(503);
    expect(status.headers.get('retry-after')).toBeTruthy();
    expect(status.body).not.toContain(postgres.password);
    expect((await get(1, '/about')).status).toBe(200);
  } finally {
    await postgres.restart();
  }
  await eventuallyFinds(0, '/index.md?q=fee+guide', 'Fee guide 2026', 30_000);
  await eventuallyFinds(1, '/fr/index.md?q=stationnement', 'Y a-t-il du stationnement?', 30_000);
  expect((await get(1, '/api/health/content')).status).toBe(200);
});

test('PostgreSQL restarted under traffic: rendered pages stay 200, what needs it 503 with Retry-After, never a 500', async () => {
  test.setTimeout(120_000);
  const listing = (await (await fetch(`${api.apiUrl}/index/directory-businesses`)).json()) as {
    data: { slug: string }[];
  };
  const rendered = ['/', '/about', `/business/${listing.data[0]!.slug}`, '/fr/index.md'];
  for (const path of rendered) expect((await get(0, path)).status, path).toBe(200);
  // Each asks the index anew: a query no cache can have answered.
  let n = 0;
  const needsIndex = () => [
    `/api/content?q=parking+${n}`,
    `/api/events?city=nowhere-${n}`,
    `/events?city=nowhere-${n}`,
    `/fr/events.md?city=nowhere-${n}`,
  ];
  const seen: { path: string; status: number; retryAfter: string | null; leak: boolean }[] = [];
  const printedBefore = printed.length;
  let running = true;
  const traffic = (async () => {
    while (running) {
      n += 1;
      for (const path of [...rendered, ...needsIndex()]) {
        const answer = await get(n % 2, path);
        seen.push({
          path,
          status: answer.status,
          retryAfter: answer.headers.get('retry-after'),
          leak: answer.body.includes(postgres.password),
        });
      }
    }
  })();
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await pause(1_000);
  await postgres.pause();
  const down = seen.length;
  await pause(8_000);
  await postgres.restart();
  const back = seen.length;
  // Recovery without a restart: what needs the index answers again.
  const indexAnswersSinceBack = () =>
    seen
      .slice(back)
      .filter((answer) => !rendered.includes(answer.path))
      .map((answer) => answer.status);
  await expect
    .poll(() => indexAnswersSinceBack().slice(-2), { timeout: 30_000 })
    .toEqual([200, 200]);
  running = false;
  await traffic;
  const duringOutage = seen.slice(down, back);
  console.log(
    `${seen.length} requests, ${duringOutage.length} while PostgreSQL was down, ` +
      `${duringOutage.filter((answer) => answer.status === 503).length} of them 503`,
  );
  expect(seen.filter((answer) => answer.status !== 200 && answer.status !== 503)).toEqual([]);
  expect(seen.filter((answer) => answer.status === 503 && !answer.retryAfter)).toEqual([]);
  expect(seen.filter((answer) => rendered.includes(answer.path) && answer.status !== 200)).toEqual(
    [],
  );
  expect(duringOutage.some((answer) => answer.status === 503)).toBe(true);
  expect(seen.filter((answer) => answer.leak)).toEqual([]);
  expect(printed.slice(printedBefore).join('')).not.toContain('uncaughtException');
});
