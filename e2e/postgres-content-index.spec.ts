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

test.beforeAll(async () => {
  test.setTimeout(240_000);
  postgres = await startPostgresServer();
  api = await startPrivateSampleApi(await freePort());
  site = await startSiteInstances({
    count: 2,
    apiUrl: api.apiUrl,
    // The test servers leave the content sync off unless asked: here it is the subject.
    env: { DATABASE_URL: postgres.url, CONTENT_SYNC: 'on' },
    onStderr: (index, chunk) => process.stderr.write(`[instance ${index}] ${chunk}`),
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
