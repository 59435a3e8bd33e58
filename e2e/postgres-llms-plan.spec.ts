import { expect, test } from '@playwright/test';
import { freePort } from '@/lib/testing/free-port';
import { startPostgresServer, type PostgresServer } from '@/lib/testing/postgres-server';
import type { ServerProcess } from '@/lib/testing/processes';
import { startSiteInstances, type SiteInstances } from '@/lib/testing/site-instances';
import { startPrivateSampleApi, type PrivateSampleApi } from './support/isolated-site';
import { startSyncWorker } from './support/sync-worker';

/*
 * A directory too large for /llms.txt to list, on PostgreSQL: the `npm run sync` worker plans
 * each stored version's llms category files for the cluster, and a read-only instance serves
 * /llms.txt and every category file it links by that plan: every business of the directory once,
 * in the file /llms.txt names, as many as it says, in both languages.
 */

test.describe.configure({ mode: 'serial' });

let postgres: PostgresServer;
let api: PrivateSampleApi;
let worker: ServerProcess;
let site: SiteInstances;

interface PlanRow {
  locale: string;
  llms_plan: string | null;
}

async function storedPlans(): Promise<PlanRow[]> {
  const rows = await postgres
    .query('SELECT locale, llms_plan FROM directory_search_state ORDER BY locale')
    .catch(() => ({ rows: [] }));
  return rows.rows as PlanRow[];
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  postgres = await startPostgresServer();
  // Past the 500 businesses /llms.txt lists itself.
  api = await startPrivateSampleApi(await freePort(), { SAMPLE_API_BUSINESSES: '700' });
  worker = await startSyncWorker('sync worker', {
    DATABASE_URL: postgres.url,
    DIRECTORY_API_URL: api.apiUrl,
    CONTENT_SYNC: 'off',
  });
  await expect
    .poll(async () => (await storedPlans()).filter((row) => row.llms_plan !== null).length, {
      timeout: 120_000,
    })
    .toBe(2);
  site = await startSiteInstances({
    count: 1,
    apiUrl: api.apiUrl,
    env: { DATABASE_URL: postgres.url, CONTENT_SYNC: 'off' },
    onStderr: (_index, chunk) => process.stderr.write(`[instance] ${chunk}`),
  });
});

test.afterAll(async () => {
  await site?.stop();
  await worker?.stop();
  await api?.stop();
  await postgres?.stop();
});

async function text(pathname: string): Promise<string> {
  const response = await fetch(`${site.urls[0]}${pathname}`);
  expect(response.status, pathname).toBe(200);
  return response.text();
}

for (const locale of ['en', 'fr'] as const) {
  test(`${locale}: the category files of the writer's plan hold every business once, as /llms.txt counts them`, async () => {
    test.setTimeout(120_000);
    const prefix = locale === 'en' ? '' : '/fr';
    const stored = (await storedPlans()).find((row) => row.locale === locale)!;
    const plan = JSON.parse(stored.llms_plan!) as { files: { fileName: string }[] };
    const llms = await text(`${prefix}/llms.txt`);
    // Each category file's link and the count of businesses its description gives.
    const links = [
      ...llms.matchAll(
        /\]\((?:https?:\/\/[^/)]+)?((?:\/fr)?\/llms\/category\/([^)]+))\): ([^\n]*)/g,
      ),
    ].map((match) => ({
      path: match[1]!,
      fileName: decodeURIComponent(match[2]!),
      count: Number(/(\d[\d\s,.\u202f]*)/.exec(match[3]!)![1]!.replace(/\D/g, '')),
    }));
    expect(links.map((link) => link.fileName)).toEqual(plan.files.map((file) => file.fileName));
    const listing = (await (
      await fetch(`${api.apiUrl}/index/directory-businesses?lang=${locale}`)
    ).json()) as { data: { slug: string }[] };
    const seen = new Set<string>();
    for (const link of links) {
      const file = await text(link.path);
      const slugs = [...file.matchAll(/\/business\/([^/.)]+)\.md\)/g)].map((match) => match[1]!);
      expect(slugs.length, link.fileName).toBe(link.count);
      for (const slug of slugs) {
        expect(seen.has(slug), slug).toBe(false);
        seen.add(slug);
      }
    }
    expect(seen).toEqual(new Set(listing.data.map((business) => business.slug)));
  });
}
