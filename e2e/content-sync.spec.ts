import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { getContentIndexConfig } from '@/lib/config/content-index-config';
import { openContentStore } from '@/lib/content/store';
import type { ContentSyncStatus } from '@/lib/content/sync/sync-status';
import { freePort } from '@/lib/testing/free-port';
import { startServer, type ServerProcess } from '@/lib/testing/processes';
import { privateBuild } from '@/lib/testing/site-instances';
import { startPrivateSampleApi, type PrivateSampleApi } from './support/isolated-site';

/*
 * The content sync of a production server (`next start`) against a sample API of its own, on
 * an index folder of its own: the first pass fills the index with every kind in both
 * languages, a business whose answers are garbage is listed as failed without stopping the
 * pass, a revalidation of a business whose data changed shows in the index within 20 s, and a
 * restarted server answers from the index it has before its sync runs again, and one started
 * after a server was killed outright writes at once instead of waiting out the lease.
 */

const ROOT = path.resolve(__dirname, '..');
const SECRET = 'content-sync-e2e-secret';
const BROKEN = 'ferme-beausoleil';
const EDITED = 'boulangerie-du-plateau';
const KINDS = ['item', 'event', 'answer', 'article', 'document'] as const;

test.describe.configure({ mode: 'serial' });

let api: PrivateSampleApi;
let site: ServerProcess | undefined;
let siteUrl: string;
let sitePort: number;
let distDir: string;
let indexDir: string;
const logs: string[] = [];

async function startSite(): Promise<void> {
  site = await startServer({
    name: 'next start (content sync)',
    command: 'npx',
    args: ['next', 'start', '-p', String(sitePort)],
    cwd: ROOT,
    env: {
      DIRECTORY_API_URL: api.apiUrl,
      NEXT_DIST_DIR: distDir,
      PORT: String(sitePort),
      CONTENT_INDEX_DIR: indexDir,
      REVALIDATE_SECRET: SECRET,
    },
    readyUrl: `${siteUrl}/api/health`,
    readyTimeoutMs: 60_000,
    onStderr: (chunk) => process.stderr.write(`[content-sync ${sitePort}] ${chunk}`),
  });
  site.child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
}

async function status(): Promise<ContentSyncStatus> {
  const response = await fetch(`${siteUrl}/api/health/content`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as ContentSyncStatus;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sitePort = await freePort();
  siteUrl = `http://127.0.0.1:${sitePort}`;
  api = await startPrivateSampleApi(await freePort());
  // Garbage for every section of one business, from the start: the listing stays clean.
  await api.setFault({ mode: 'garbage', paths: `/directory-business/${BROKEN}/` });
  distDir = privateBuild(process.env.NEXT_DIST_DIR ?? '.next', `content-sync-${sitePort}`);
  indexDir = mkdtempSync(path.join(tmpdir(), 'content-sync-e2e-'));
  await startSite();
});

test.afterAll(async () => {
  await site?.stop();
  await api?.stop();
  if (distDir) rmSync(path.join(ROOT, distDir), { recursive: true, force: true });
  if (indexDir) rmSync(indexDir, { recursive: true, force: true });
});

test('the first pass indexes every kind in both languages and lists the broken business as failed', async () => {
  // A pass of changes may follow the first full pass at once: a listing read while it ran
  // marks changes due, and the business that failed counts as changed. So the status is the
  // one read once the full pass has ended and no pass runs.
  let after!: ContentSyncStatus;
  await expect
    .poll(
      async () => {
        after = await status();
        return after.lastFullPassAt !== null && after.pass === null;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  for (const locale of ['en', 'fr'] as const)
    for (const kind of KINDS)
      expect(after.entries[locale][kind], `${locale} ${kind}`).toBeGreaterThan(0);
  expect(after.pass).toBeNull();
  expect(after.writer).toBe(true);
  expect(after.failures.total).toBe(1);
  expect(after.failures.latest.map((failure) => [failure.slug, failure.locale]).sort()).toEqual([
    [BROKEN, 'en'],
    [BROKEN, 'fr'],
  ]);
  expect(after.failures.latest[0]?.message).toMatch(/invalid-body/);
  expect(logs.join('')).toMatch(/full pass done: \d+ businesses in .*, 1 failed/);
});

function indexFile(): string {
  return getContentIndexConfig({ CONTENT_INDEX_DIR: indexDir, DIRECTORY_API_URL: api.apiUrl }).file;
}

async function revalidate(slug: string): Promise<void> {
  const response = await fetch(`${siteUrl}/api/revalidate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ slug }),
  });
  expect(response.status).toBe(200);
}

test('a revalidation of a business whose data changed shows in the index within 20 s', async () => {
  const before = await status();
  await api.setFault({ mode: 'none' });
  const edit = await fetch(`${api.apiUrl}/__control/edit`, {
    method: 'POST',
    body: JSON.stringify({
      slug: EDITED,
      question: 'Do you bake zwieback on Sundays?',
      answer: 'Yes, **zwieback** every Sunday from 7.',
    }),
  });
  expect(edit.status).toBe(200);
  await revalidate(EDITED);
  const store = openContentStore(indexFile());
  try {
    const anchor = 'do-you-bake-zwieback-on-sundays';
    await expect
      .poll(
        async () =>
          Promise.all(
            (['en', 'fr'] as const).map(async (locale) =>
              Boolean(await store.getEntry(locale, 'answer', EDITED, anchor)),
            ),
          ),
        { timeout: 20_000 },
      )
      .toEqual([true, true]);
    expect(await store.getEntry('en', 'answer', EDITED, anchor)).toMatchObject({
      title: 'Do you bake zwieback on Sundays?',
      body: 'Yes, zwieback every Sunday from 7.',
      path: `/business/${EDITED}/faq#${anchor}`,
    });
  } finally {
    await store.close();
  }

  // The business that failed, once its answers are good again, is read and no longer listed.
  await revalidate(BROKEN);
  await expect.poll(async () => (await status()).failures.total, { timeout: 20_000 }).toBe(0);
  expect((await status()).entries.en.item).toBeGreaterThan(before.entries.en.item);
});

test('a restarted server answers from the index it has, before its sync runs again', async () => {
  test.setTimeout(120_000);
  const before = await status();
  await site?.stop();
  await startSite();
  // Ready at once (the readiness probe never waits for the sync), and the counts are there.
  const after = await status();
  expect(after.entries).toEqual(before.entries);
  expect(after.lastFullPassAt).toBe(before.lastFullPassAt);
  const store = openContentStore(indexFile());
  try {
    const results = await store.search({ text: 'zwieback', locale: 'en', limit: 5, offset: 0 });
    expect(results.hits[0]?.entry).toMatchObject({
      kind: 'answer',
      business: { slug: EDITED },
      path: `/business/${EDITED}/faq#do-you-bake-zwieback-on-sundays`,
    });
  } finally {
    await store.close();
  }
});

test('a server killed outright leaves no lease behind: the next one on the same index writes at once', async () => {
  test.setTimeout(120_000);
  const writing = () => site?.log.join('') ?? '';
  await expect
    .poll(writing, { timeout: 30_000 })
    .toContain('this process writes the content index');
  // No handler runs: the lease row still names the killed server, with most of a minute to go.
  await site?.kill();
  const restarted = Date.now();
  await startSite();
  await expect
    .poll(writing, { timeout: 20_000 })
    .toMatch(/this process writes the content index|another process writes the content index/);
  // Its process is gone from this host, so the lease is taken at the first try, not waited out.
  expect(writing()).toContain('this process writes the content index');
  expect(writing()).not.toContain('another process writes the content index');
  console.log(`the next server writes ${Date.now() - restarted} ms after the kill`);
});
