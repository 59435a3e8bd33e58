import { expect, test } from '@playwright/test';
import { freePort } from '@/lib/testing/free-port';
import { startPostgresServer, type PostgresServer } from '@/lib/testing/postgres-server';
import type { ServerProcess } from '@/lib/testing/processes';
import { startRedisServer, type RedisServer } from '@/lib/testing/redis-server';
import { startSiteInstances, type SiteInstances } from '@/lib/testing/site-instances';
import {
  listingReads,
  startPrivateSampleApi,
  type PrivateSampleApi,
} from './support/isolated-site';
import { startSyncWorker } from './support/sync-worker';

/*
 * `npm run sync` as the cluster's writer: a real PostgreSQL and Redis, a sample API of the
 * spec's own, the worker, and two `next start` instances that only read (CONTENT_SYNC=off). The
 * worker alone reads the listing; a revalidation sent to one instance reaches it over the
 * Redis bus, and both instances serve what it stored within seconds, well before their 30 s
 * version check; stopped, it gives the writer's lease up and a standby worker takes over;
 * killed outright, it cannot give it up, and the standby takes it over all the same, long before
 * it would expire.
 */

test.describe.configure({ mode: 'serial' });

const SECRET = 'postgres-sync-worker-e2e-secret';
let postgres: PostgresServer;
let redis: RedisServer;
let api: PrivateSampleApi;
let site: SiteInstances;
const workers: ServerProcess[] = [];

function startWorker(name: string): Promise<ServerProcess> {
  return startSyncWorker(name, {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: `e2e-${redis.port}`,
    DIRECTORY_API_URL: api.apiUrl,
    CONTENT_SYNC: 'on',
  });
}

/** A second worker, once it has found the lease held and reads the database. */
async function startStandby(name: string): Promise<ServerProcess> {
  const standby = await startWorker(name);
  workers.push(standby);
  await expect
    .poll(() => standby.log.join('').includes('another process reads the listing'), {
      timeout: 30_000,
    })
    .toBe(true);
  return standby;
}

/** Languages whose listing is stored (none before the worker has created the tables). */
async function storedLanguages(): Promise<number> {
  const rows = await postgres
    .query('SELECT count(*)::int AS n FROM directory_listing_state')
    .catch(() => ({ rows: [{ n: 0 }] }));
  return rows.rows[0].n as number;
}

/** The holder of the writer's lease, if one holds it now. */
async function leaseHolder(): Promise<string | null> {
  const rows = await postgres.query(
    'SELECT holder FROM content_writer_lease WHERE expires_at > clock_timestamp()',
  );
  return (rows.rows[0]?.holder as string | undefined) ?? null;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  postgres = await startPostgresServer();
  redis = await startRedisServer();
  api = await startPrivateSampleApi(await freePort());
  workers.push(await startWorker('worker 1'));
  await expect.poll(storedLanguages, { timeout: 60_000 }).toBe(2);
  site = await startSiteInstances({
    count: 2,
    apiUrl: api.apiUrl,
    env: {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: `e2e-${redis.port}`,
      REVALIDATE_SECRET: SECRET,
      CONTENT_SYNC: 'off',
    },
    onStderr: (index, chunk) => process.stderr.write(`[instance ${index}] ${chunk}`),
  });
});

test.afterAll(async () => {
  await site?.stop();
  await Promise.all(workers.map((worker) => worker.stop()));
  await api?.stop();
  await redis?.stop();
  await postgres?.stop();
});

async function body(instance: number, route: string): Promise<string> {
  const response = await fetch(`${site.urls[instance]}${route}`);
  expect(response.status, route).toBe(200);
  return response.text();
}

async function searchTotal(instance: number): Promise<number> {
  return (JSON.parse(await body(instance, '/api/search')) as { total: number }).total;
}

async function revalidate(instance: number, slug?: string) {
  const answer = await fetch(`${site.urls[instance]}/api/revalidate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'application/json' },
    ...(slug ? { body: JSON.stringify({ slug }) } : {}),
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { instances: unknown };
}

test('the worker alone reads the listing, once per language, and both instances serve it', async () => {
  expect(await listingReads(api)).toBe(2);
  const stored = await postgres.query(
    "SELECT businesses FROM directory_listing_state WHERE locale = 'en'",
  );
  expect(await searchTotal(0)).toBe(stored.rows[0].businesses);
  expect(await searchTotal(1)).toBe(stored.rows[0].businesses);
});

test("a revalidation naming a business, sent to one instance, reaches the worker's content sync", async () => {
  test.setTimeout(120_000);
  const listing = (await (await fetch(`${api.apiUrl}/index/directory-businesses`)).json()) as {
    data: { slug: string }[];
  };
  const slug = listing.data[0]!.slug;
  // Read by the worker's first pass already: only a revalidation makes it read it again.
  await expect
    .poll(
      async () =>
        (
          await postgres.query(
            `SELECT count(*)::int AS n FROM content_businesses
             WHERE slug = '${slug}' AND synced_at IS NOT NULL`,
          )
        ).rows[0].n,
      { timeout: 60_000 },
    )
    .toBe(2);
  await api.edit({ slug, question: 'Do you mend zeppelins?', answer: 'Every Tuesday.' });
  try {
    // Shown once the worker has read the business again and written it to PostgreSQL.
    expect(await revalidate(1, slug)).toMatchObject({
      instances: { shared: true, reached: 3, acknowledged: 3 },
    });
    await expect
      .poll(async () => (await body(0, '/index.md?q=zeppelins')).includes('mend zeppelins'), {
        timeout: 60_000,
        intervals: [500, 1_000, 2_000],
      })
      .toBe(true);
  } finally {
    await api.edit({ slug });
  }
});

test('a changed listing revalidated on one instance: the worker reads it, both serve it in seconds', async () => {
  test.setTimeout(120_000);
  const before = await searchTotal(1);
  await api.resetUpstreamStats();
  // More businesses in the listing, slowly: the instance that was not asked reloads at the
  // notice, before the worker has stored anything, and needs the worker's own notice after.
  await api.setFault({ mode: 'hostile', paths: 'directory-businesses', latencyMs: 1_500 });
  const posted = Date.now();
  expect(await revalidate(0)).toMatchObject({
    instances: { shared: true, reached: 3, acknowledged: 3 },
  });
  console.log(`revalidation answered after ${Date.now() - posted} ms`);
  expect(await listingReads(api)).toBe(2);
  // The instance asked reloads once the worker has acknowledged, before its answer.
  expect(await searchTotal(0)).toBeGreaterThan(before);
  // The other one is told by the worker; its own version check would take up to 30 s.
  await expect
    .poll(() => searchTotal(1), { timeout: 10_000, intervals: [200, 500, 1_000] })
    .toBe(await searchTotal(0));
  console.log(`both instances serve the new listing ${Date.now() - posted} ms after the request`);
  expect(await listingReads(api)).toBe(2);
});

test("a stopped worker gives the writer's lease up, and a standby worker takes over in seconds", async () => {
  test.setTimeout(120_000);
  await api.setFault({ mode: 'none' });
  const first = await leaseHolder();
  expect(first).not.toBeNull();
  await startStandby('worker 2');
  await api.resetUpstreamStats();
  await workers[0]!.stop();
  const stopped = Date.now();
  // Gone with the worker, not left to run out (a minute).
  expect(await leaseHolder()).not.toBe(first);
  await expect.poll(leaseHolder, { timeout: 10_000, intervals: [100, 250, 500] }).not.toBeNull();
  console.log(`standby worker holds the lease ${Date.now() - stopped} ms after the first exited`);
  // It keeps the cluster's period: the listing read moments ago is not read again.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(await listingReads(api)).toBe(0);
  // It hears revalidations: the listing, back to what it was upstream, reaches both instances.
  const before = await searchTotal(1);
  await revalidate(1);
  expect(await listingReads(api)).toBe(2);
  await expect
    .poll(() => searchTotal(0), { timeout: 10_000, intervals: [200, 500, 1_000] })
    .toBeLessThan(before);
});

test('a worker killed outright cannot give its lease up, yet a standby holds it within seconds', async () => {
  test.setTimeout(120_000);
  const writer = workers[1]!;
  const held = await leaseHolder();
  expect(held).not.toBeNull();
  const standby = await startStandby('worker 3');
  await writer.kill();
  const killed = Date.now();
  // No handler ran: the lease row still names the killed worker, and would for a minute.
  expect(await leaseHolder()).toBe(held);
  // Its liveness lock went with its sessions: the standby's next try (every 5 s) takes it.
  await expect
    .poll(async () => ((await leaseHolder()) ?? held) !== held, {
      timeout: 15_000,
      intervals: [250, 500, 1_000],
    })
    .toBe(true);
  console.log(
    `standby worker holds the lease ${Date.now() - killed} ms after the writer was killed`,
  );
  await expect
    .poll(() => standby.log.join('').includes('this process reads the listing for the cluster'), {
      timeout: 10_000,
    })
    .toBe(true);
  // The new writer hears revalidations: a changed listing upstream reaches both instances.
  const before = await searchTotal(1);
  await api.setFault({ mode: 'hostile' });
  await revalidate(0);
  for (const instance of [0, 1])
    await expect
      .poll(() => searchTotal(instance), { timeout: 10_000, intervals: [200, 500, 1_000] })
      .toBeGreaterThan(before);
  await api.setFault({ mode: 'none' });
});
