import { expect, test } from '@playwright/test';
import { freePort } from '@/lib/testing/free-port';
import { startPostgresServer, type PostgresServer } from '@/lib/testing/postgres-server';
import { startRedisServer, type RedisServer } from '@/lib/testing/redis-server';
import { startSiteInstances, type SiteInstances } from '@/lib/testing/site-instances';
import {
  listingReads,
  startPrivateSampleApi,
  type PrivateSampleApi,
} from './support/isolated-site';

/*
 * One listing read for the whole cluster (DATABASE_URL): two `next start` instances of one
 * build on a real PostgreSQL and Redis, in front of a sample API of their own. Instance 0 may
 * write (CONTENT_SYNC on: it takes the writer's lease and reads the listing from the API);
 * instance 1 only reads (CONTENT_SYNC=off) and builds its directory from the stored listing.
 * The sample API's request counts show the listing read once per language for both.
 */

test.describe.configure({ mode: 'serial' });

const SECRET = 'postgres-listing-e2e-secret';
let postgres: PostgresServer;
let redis: RedisServer;
let api: PrivateSampleApi;
let site: SiteInstances;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  postgres = await startPostgresServer();
  redis = await startRedisServer();
  api = await startPrivateSampleApi(await freePort());
  site = await startSiteInstances({
    count: 2,
    apiUrl: api.apiUrl,
    env: {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: `e2e-${redis.port}`,
      REVALIDATE_SECRET: SECRET,
      // Each directory index built is logged: the read-only instance must build none.
      DIRECTORY_INDEX_LOG: '1',
    },
    instanceEnv: (index) => ({ CONTENT_SYNC: index === 0 ? 'on' : 'off' }),
    onStderr: (index, chunk) => process.stderr.write(`[instance ${index}] ${chunk}`),
  });
});

test.afterAll(async () => {
  await api?.setFault({ mode: 'none' }).catch(() => {});
  await site?.stop();
  await api?.stop();
  await redis?.stop();
  await postgres?.stop();
});

async function body(instance: number, path: string): Promise<string> {
  const response = await fetch(`${site.urls[instance]}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The holder of the writer's lease, if one holds it now. */
async function leaseHolder(): Promise<string | null> {
  const rows = await postgres.query(
    'SELECT holder FROM content_writer_lease WHERE expires_at > clock_timestamp()',
  );
  return (rows.rows[0]?.holder as string | undefined) ?? null;
}

async function searchTotal(instance: number, query = ''): Promise<number> {
  return (JSON.parse(await body(instance, `/api/search?${query}`)) as { total: number }).total;
}

test('the listing is read once per language for both instances, which serve the same directory', async () => {
  expect(await listingReads(api)).toBe(2);
  const stored = await postgres.query(
    'SELECT locale, businesses FROM directory_listing_state ORDER BY locale',
  );
  expect(stored.rows.map((row) => row.locale)).toEqual(['en', 'fr']);
  const total = await searchTotal(0);
  expect(total).toBe(stored.rows[0].businesses);
  expect(await searchTotal(1)).toBe(total);
  for (const path of [
    '/index.md',
    '/fr/index.md',
    '/index.md?q=bakery',
    '/api/search?q=pain&lang=fr',
  ])
    expect(await body(1, path), path).toBe(await body(0, path));
  const listing = (await (await fetch(`${api.apiUrl}/index/directory-businesses`)).json()) as {
    data: { slug: string }[];
  };
  const slug = listing.data[0]!.slug;
  const profiles = await Promise.all([0, 1].map((i) => body(i, `/business/${slug}.md`)));
  expect(profiles[0]).toContain('## ');
  expect(profiles[1]).toBe(profiles[0]);
});

test('the read-only instance serves listings, neighbours, sitemaps and companion files from PostgreSQL, holding no directory index', async () => {
  const listing = (await (await fetch(`${api.apiUrl}/index/directory-businesses`)).json()) as {
    data: { slug: string; category: string; locations: { city: string }[] }[];
  };
  const [first] = listing.data;
  const category = await body(1, '/api/search?limit=1');
  const { facets } = JSON.parse(category) as {
    facets: { categories: { slug: string }[]; cities: { slug: string }[] };
  };
  const paths = [
    `/category/${facets.categories[0]!.slug}`,
    `/fr/city/${facets.cities[0]!.slug}.md`,
    `/fr/index.md?city=${facets.cities[0]!.slug}`,
    '/sitemap.xml',
    '/llms.txt',
    '/fr/llms.txt',
    '/api/companies.json',
    '/ai-content.txt',
  ];
  // The same files from both, but for the moment each was generated.
  const generated = /"?generated(At)?"?: *"?\d{4}-\d\d-\d\dT[\d:.]+Z"?/gi;
  for (const path of paths)
    expect((await body(1, path)).replace(generated, ''), path).toBe(
      (await body(0, path)).replace(generated, ''),
    );
  // A profile's neighbours come from the stored directory too.
  const profile = await body(1, `/business/${first!.slug}`);
  expect(profile).toContain('data-testid="related"');
  expect(profile.match(/data-testid="related-link"/g)?.length ?? 0).toBeGreaterThan(0);
  // The writer builds the index its content sync reads; the read-only instance none.
  expect(site.outputOf(0)).toContain('directory index (en):');
  expect(site.outputOf(1)).not.toContain('directory index (');
});

test('a restarted read-only instance is ready from the stored listing, without reading the API', async () => {
  test.setTimeout(120_000);
  await api.resetUpstreamStats();
  await site.stopInstance(1);
  const started = Date.now();
  await site.startInstance(1);
  console.log(`read-only instance ready ${Date.now() - started} ms after its start`);
  expect(await listingReads(api)).toBe(0);
  expect(await searchTotal(1)).toBe(await searchTotal(0));
});

test("the writing instance gives the writer's lease up when stopped, and takes it back at once when restarted", async () => {
  test.setTimeout(120_000);
  const holder = await leaseHolder();
  expect(holder).not.toBeNull();
  await site.stopInstance(0);
  // Given up before Next closed the server, not left to run out (a minute).
  expect(await leaseHolder()).toBeNull();
  await api.resetUpstreamStats();
  const started = Date.now();
  await site.startInstance(0);
  await expect.poll(leaseHolder, { timeout: 5_000 }).not.toBeNull();
  expect(await leaseHolder()).not.toBe(holder);
  console.log(`restarted writer holds the lease ${Date.now() - started} ms after its start`);
  // The cluster read the listing less than API_CACHE_SECONDS ago: not again at the restart.
  expect(await listingReads(api)).toBe(0);
});

test('a revalidation on the read-only instance reaches the writer, and then both instances', async () => {
  test.setTimeout(120_000);
  const before = await searchTotal(0);
  await api.resetUpstreamStats();
  // Hostile mode splices more businesses into the listing: a changed listing upstream.
  await api.setFault({ mode: 'hostile' });
  const answer = await fetch(`${site.urls[1]}/api/revalidate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${SECRET}` },
  });
  expect(answer.status).toBe(200);
  expect(((await answer.json()) as { instances: unknown }).instances).toMatchObject({
    shared: true,
    reached: 2,
  });
  // Only the writer read the listing again: once per language.
  expect(await listingReads(api)).toBe(2);
  for (const instance of [0, 1])
    await expect
      .poll(() => searchTotal(instance), { timeout: 45_000, intervals: [500, 1_000, 2_000] })
      .toBeGreaterThan(before);
  expect(await searchTotal(1)).toBe(await searchTotal(0));
  expect(await listingReads(api)).toBe(2);
});

test('PostgreSQL down: both keep their directory and answer 200; back: a new listing reaches both', async () => {
  test.setTimeout(120_000);
  const before = await searchTotal(1);
  await postgres.pause();
  try {
    // Past a version check (every 30 s at most): the failed check keeps the index.
    await new Promise((resolve) => setTimeout(resolve, 31_000));
    for (const instance of [0, 1]) {
      expect(await searchTotal(instance)).toBe(before);
      const health = await fetch(`${site.urls[instance]}/api/health`);
      expect(health.status).toBe(200);
      expect(await body(instance, '/index.md')).not.toContain(postgres.password);
    }
  } finally {
    await postgres.restart();
  }
  await api.setFault({ mode: 'none' });
  const answer = await fetch(`${site.urls[0]}/api/revalidate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${SECRET}` },
  });
  expect(answer.status).toBe(200);
  for (const instance of [0, 1])
    await expect
      .poll(() => searchTotal(instance), { timeout: 45_000, intervals: [500, 1_000, 2_000] })
      .toBeLessThan(before);
});
