import { expect, test } from '@playwright/test';
import { parseLlmsTxt } from '../../lib/llms/testing/parse-llms-txt';
import { SITE_URL, API_URL } from '../helpers';
import { responseValidator } from '../support/openapi-responses';
import { expectValidSitemap } from '../support/sitemap-schema';

/*
 * A directory past the single-file limits: /sitemap.xml becomes a sitemap index whose files
 * each respect 50,000 URLs and 50 MB, /llms.txt links to per-category files under 100 KB, and
 * ai-content.txt and the open data become indexes of part files (COMPANION_FILE_BUSINESSES).
 */

const MAX_URLS = 50_000;
const MAX_BYTES = 50 * 1024 * 1024;

async function publicSlugs(): Promise<string[]> {
  const response = await fetch(`${API_URL}/index/directory-businesses?lang=en`);
  const { data } = (await response.json()) as { data: { slug: string; visibility: string }[] };
  return data
    .filter((business) => business.visibility === 'PUBLIC')
    .map((business) => business.slug);
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
  expectValidSitemap(root, 'siteindex.xsd');
  const files = [...root.matchAll(/<sitemap><loc>(.*?)<\/loc>/g)].map(([, loc = '']) => loc);
  expect(files.length).toBeGreaterThan(1);

  const profiles = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    const response = await request.get(local(file));
    expect(response.status(), file).toBe(200);
    const xml = await response.text();
    expect(Buffer.byteLength(xml), file).toBeLessThanOrEqual(MAX_BYTES);
    expectValidSitemap(xml, 'urlset.xsd');
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

/** A GET read whole: its status, headers, text, and when its first byte and its end came. */
async function timedGet(baseURL: string | undefined, path: string, headers: HeadersInit = {}) {
  const started = Date.now();
  const response = await fetch(`${baseURL}${path}`, { headers });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let firstByteMs: number | null = null;
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
    firstByteMs ??= Date.now() - started;
    text += decoder.decode(chunk.value, { stream: true });
  }
  return {
    response,
    text,
    firstByteMs: firstByteMs ?? Date.now() - started,
    totalMs: Date.now() - started,
  };
}

/** Slugs of the businesses a file names in attribution lines, in order. */
function attributedSlugs(text: string): string[] {
  return [...text.matchAll(/^Source: .+ — (\S+)\/business\/(\S+)$/gm)].map(([, site, slug]) => {
    expect(site).toBe(SITE_URL);
    return decodeURIComponent(slug ?? '');
  });
}

function expectEachOnce(found: string[], slugs: string[]): void {
  const counts = new Map<string, number>();
  for (const slug of found) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  expect([...counts].filter(([, count]) => count !== 1)).toEqual([]);
  expect([...counts.keys()].sort()).toEqual([...slugs].sort());
}

test('ai-content.txt is an index of part files that each hold their share, every business once', async ({
  baseURL,
}) => {
  const index = await timedGet(baseURL, '/ai-content.txt');
  expect(index.response.status).toBe(200);
  expect(index.response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(index.text).toContain('ODC-By-1.0');
  expect(index.text).toContain(
    `Cite a business as: Source: Open Business Directory — ${SITE_URL}/business/{slug}`,
  );
  // The index expands no business.
  expect(attributedSlugs(index.text)).toEqual([]);
  const parts = [...index.text.matchAll(/^- Part (\d+): (\S+) \((\d+) businesses?/gm)];
  expect(parts.length).toBeGreaterThan(1);
  expect(parts.map(([, n]) => Number(n))).toEqual(parts.map((_, i) => i + 1));

  const slugs = await publicSlugs();
  const found: string[] = [];
  for (const [, n, url = '', count] of parts) {
    expect(url).toBe(`${SITE_URL}/ai-content/${n}.txt`);
    const part = await timedGet(baseURL, local(url));
    expect(part.response.status, url).toBe(200);
    expect(part.response.headers.get('content-type'), url).toBe('text/plain; charset=utf-8');
    expect(part.response.headers.get('link'), url).toContain('rel="license"');
    expect(part.firstByteMs, url).toBeLessThan(10_000);
    expect(part.text, url).toContain('ODC-By-1.0');
    expect(part.text, url).toContain(`part ${n} of ${parts.length}`);
    const inPart = attributedSlugs(part.text);
    // One block per business, each closed by its own attribution line.
    expect(inPart.length, url).toBe(Number(count));
    expect(part.text.match(/^={72}$/gm)?.length, url).toBe(2 * inPart.length);
    found.push(...inPart);
  }
  expectEachOnce(found, slugs);
  // The parts follow the directory's order, as the index says.
  expect(found).toEqual(slugs);

  // Past the last part, and in another extension: 404.
  expect((await fetch(`${baseURL}/ai-content/${parts.length + 1}.txt`)).status).toBe(404);
  expect((await fetch(`${baseURL}/ai-content/1.md`)).status).toBe(404);
});

test('the French ai-content.txt links French parts, and a part answers a 304 for its version', async ({
  baseURL,
}) => {
  const index = await timedGet(baseURL, '/fr/ai-content.txt');
  expect(index.response.status).toBe(200);
  const first = /^- Partie 1 : (\S+) /m.exec(index.text)?.[1];
  expect(first).toBe(`${SITE_URL}/fr/ai-content/1.txt`);
  const part = await timedGet(baseURL, '/fr/ai-content/1.txt');
  expect(part.response.status).toBe(200);
  expect(part.text).toContain('partie 1 sur');
  expect(part.text).toContain(`Page en français : ${SITE_URL}/fr/business/`);
  const etag = part.response.headers.get('etag') ?? '';
  expect(etag).toMatch(/^W\/"/);
  const again = await fetch(`${baseURL}/fr/ai-content/1.txt`, {
    headers: { 'If-None-Match': etag },
  });
  expect(again.status).toBe(304);
  // Another part is another version.
  const other = await fetch(`${baseURL}/fr/ai-content/2.txt`, {
    headers: { 'If-None-Match': etag },
  });
  expect(other.status).toBe(200);
  await other.body?.cancel();
});

interface OpenDataIndex {
  license: string;
  attribution: string;
  businesses: number;
  perPart: number;
  parts: { part: number; url: string; ndjson: string; businesses: number }[];
}

test('the open data is an index of part files, in JSON and NDJSON, every business once with its citation', async ({
  baseURL,
  request,
}) => {
  const validate = responseValidator(
    (await (await request.get('/api/site-openapi.json')).json()) as Record<string, unknown>,
  );
  const indexAnswer = await timedGet(baseURL, '/api/companies.json');
  expect(indexAnswer.response.status).toBe(200);
  expect(indexAnswer.response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const index = JSON.parse(indexAnswer.text) as OpenDataIndex;
  expect(validate('openData', 200, index)).toEqual([]);
  expect(index.license).toBe('ODC-By-1.0');
  const slugs = await publicSlugs();
  expect(index.businesses).toBe(slugs.length);
  expect(index.parts.length).toBe(Math.ceil(slugs.length / index.perPart));

  const ndjsonIndex = await timedGet(baseURL, '/api/companies.ndjson');
  expect(ndjsonIndex.response.headers.get('content-type')).toBe(
    'application/x-ndjson; charset=utf-8',
  );
  const lines = ndjsonIndex.text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { url: string; json: string; license: string });
  expect(lines.map((line) => line.url)).toEqual(index.parts.map((part) => part.ndjson));
  expect(lines.map((line) => line.json)).toEqual(index.parts.map((part) => part.url));

  const fromJson: string[] = [];
  const fromNdjson: string[] = [];
  for (const part of index.parts) {
    expect(part.url).toBe(`${SITE_URL}/api/companies/${part.part}.json`);
    expect(part.businesses).toBeLessThanOrEqual(index.perPart);
    const answer = await timedGet(baseURL, local(part.url));
    expect(answer.response.status, part.url).toBe(200);
    expect(answer.response.headers.get('content-type'), part.url).toBe(
      'application/json; charset=utf-8',
    );
    expect(answer.firstByteMs, part.url).toBeLessThan(10_000);
    const document = JSON.parse(answer.text) as {
      part: number;
      parts: number;
      index: string;
      data: {
        slug: string;
        _citation: { source: string; canonicalUrl: string; license: string };
      }[];
    };
    expect(validate('openDataPart', 200, document), part.url).toEqual([]);
    expect([document.part, document.parts, document.index]).toEqual([
      part.part,
      index.parts.length,
      `${SITE_URL}/api/companies.json`,
    ]);
    expect(document.data.length, part.url).toBe(part.businesses);
    for (const record of document.data) {
      expect(record._citation).toEqual({
        source: `Source: Open Business Directory — ${SITE_URL}/business/${record.slug}`,
        canonicalUrl: `${SITE_URL}/business/${record.slug}`,
        license: 'ODC-By-1.0',
      });
      fromJson.push(record.slug);
    }
    const ndjson = await timedGet(baseURL, local(part.ndjson));
    expect(ndjson.response.status, part.ndjson).toBe(200);
    expect(ndjson.response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    fromNdjson.push(
      ...ndjson.text
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { slug: string }).slug),
    );
  }
  expectEachOnce(fromJson, slugs);
  expect(fromNdjson).toEqual(fromJson);

  const etag = indexAnswer.response.headers.get('etag') ?? '';
  expect(
    (await fetch(`${baseURL}/api/companies.json`, { headers: { 'If-None-Match': etag } })).status,
  ).toBe(304);
  const past = await request.get(`/api/companies/${index.parts.length + 1}.json`);
  expect(past.status()).toBe(404);
  expect(validate('openDataPart', 404, await past.json())).toEqual([]);
});

test('a selection with ?since= small enough for one file is that file, not an index', async ({
  baseURL,
}) => {
  const since = '2025-12-16';
  const response = await fetch(`${API_URL}/index/directory-businesses?lang=en`);
  const { data } = (await response.json()) as {
    data: { slug: string; visibility: string; updatedAt: string }[];
  };
  const recent = data
    .filter((b) => b.visibility === 'PUBLIC' && Date.parse(b.updatedAt) >= Date.parse(since))
    .map((b) => b.slug);
  const index = JSON.parse((await timedGet(baseURL, '/api/companies.json')).text) as OpenDataIndex;
  // The test's own premise: a few businesses, fewer than one part holds.
  expect(recent.length).toBeGreaterThan(0);
  expect(recent.length).toBeLessThanOrEqual(index.perPart);

  const answer = await timedGet(baseURL, `/api/companies.json?since=${since}`);
  expect(answer.response.status).toBe(200);
  const document = JSON.parse(answer.text) as { data?: { slug: string }[]; parts?: unknown };
  expect(document.parts).toBeUndefined();
  expect((document.data ?? []).map((record) => record.slug).sort()).toEqual(recent.sort());
  const text = await timedGet(baseURL, `/ai-content.txt?since=${since}`);
  expect(attributedSlugs(text.text).sort()).toEqual(recent.sort());
});
