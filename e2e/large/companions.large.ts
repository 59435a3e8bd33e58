import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parseLlmsTxt } from '../../lib/llms/testing/parse-llms-txt';
import { SITE_URL } from '../helpers';

/*
 * A directory past the single-file limits: /sitemap.xml becomes a sitemap index whose files
 * each respect 50,000 URLs and 50 MB, and /llms.txt links to per-category files under 100 KB.
 */

const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4311}`;
const SCHEMAS = path.join(__dirname, '..', 'sitemap-schemas');
const MAX_URLS = 50_000;
const MAX_BYTES = 50 * 1024 * 1024;

async function publicSlugs(): Promise<string[]> {
  const response = await fetch(`${API_URL}/index/directory-businesses?lang=en`);
  const { data } = (await response.json()) as { data: { slug: string; visibility: string }[] };
  return data
    .filter((business) => business.visibility === 'PUBLIC')
    .map((business) => business.slug);
}

function validate(xml: string, schema: string): void {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'sitemap-')), 'file.xml');
  writeFileSync(file, xml);
  const result = spawnSync('xmllint', ['--noout', '--schema', path.join(SCHEMAS, schema), file], {
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
}

function local(url: string): string {
  expect(url.startsWith(SITE_URL), url).toBe(true);
  return url.slice(SITE_URL.length);
}

test('the sitemap becomes an index of files within the limits that cover every business once', async ({
  request,
}) => {
  const root = await (await request.get('/sitemap.xml')).text();
  expect(root).toContain('<sitemapindex');
  validate(root, 'siteindex.xsd');
  const files = [...root.matchAll(/<sitemap><loc>(.*?)<\/loc>/g)].map(([, loc = '']) => loc);
  expect(files.length).toBeGreaterThan(1);

  const profiles = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    const response = await request.get(local(file));
    expect(response.status(), file).toBe(200);
    const xml = await response.text();
    expect(Buffer.byteLength(xml), file).toBeLessThanOrEqual(MAX_BYTES);
    validate(xml, 'urlset.xsd');
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc = '']) => loc);
    expect(locs.length, file).toBeLessThanOrEqual(MAX_URLS);
    total += locs.length;
    for (const loc of locs) {
      const profile = /^.*?\/business\/([^/]+)$/.exec(loc);
      if (profile?.[1]) profiles.set(loc, (profiles.get(loc) ?? 0) + 1);
    }
  }
  expect(total).toBeGreaterThan(MAX_URLS);
  const slugs = await publicSlugs();
  for (const slug of slugs) {
    expect(profiles.get(`${SITE_URL}/business/${encodeURIComponent(slug)}`), slug).toBe(1);
    expect(profiles.get(`${SITE_URL}/fr/business/${encodeURIComponent(slug)}`), slug).toBe(1);
  }
  expect(profiles.size).toBe(slugs.length * 2);
});

test('llms.txt links to per-category files under 100 KB that list every business once', async ({
  request,
}) => {
  const index = parseLlmsTxt(await (await request.get('/llms.txt')).text());
  const categories = index.sections[0];
  expect(categories?.name).toBe('Businesses by category');
  const listed: string[] = [];
  for (const link of categories?.links ?? []) {
    const response = await request.get(local(link.url));
    expect(response.status(), link.url).toBe(200);
    const text = await response.text();
    expect(Buffer.byteLength(text), link.url).toBeLessThan(100_000);
    const file = parseLlmsTxt(text);
    expect(file.summary).toContain(`${SITE_URL}/business/{slug}`);
    listed.push(...(file.sections[0]?.links.map((business) => business.url) ?? []));
  }
  const slugs = await publicSlugs();
  expect(listed.sort()).toEqual(
    slugs.map((slug) => `${SITE_URL}/business/${encodeURIComponent(slug)}.md`).sort(),
  );
});

test('ai-content.txt starts streaming at once, however large the directory', async ({
  baseURL,
}) => {
  const started = Date.now();
  const response = await fetch(`${baseURL}/ai-content.txt`);
  // fetch resolves on the headers: the first business follows without waiting for the rest.
  expect(response.status).toBe(200);
  expect(response.headers.get('content-length')).toBeNull();
  const reader = response.body?.getReader();
  const first = await reader?.read();
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(new TextDecoder().decode(first?.value)).toContain('ODC-By-1.0');
  let text = '';
  const decoder = new TextDecoder();
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
    text += decoder.decode(chunk.value, { stream: true });
  }
  const slugs = await publicSlugs();
  for (const slug of [slugs[0], slugs[Math.floor(slugs.length / 2)], slugs.at(-1)]) {
    expect(text).toContain(`— ${SITE_URL}/business/${slug}\n`);
  }
});
