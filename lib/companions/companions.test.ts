import { describe, expect, it } from 'vitest';
import { business, SITE } from '@/lib/markdown/testing/fixtures';
import { attributionLine } from '@/lib/urls/attribution';
import { buildApiCatalog } from './api-catalog';
import { attributionPattern } from '@/lib/urls/attribution-pattern';
import type { Business } from '@/lib/api';
import { summarizeRatings } from '@/lib/models/review-summary';
import {
  businessesBySlug,
  companiesJsonIndex,
  companiesJsonStream,
  companiesNdjsonIndex,
  companiesNdjsonStream,
} from './companies-json';
import { datasetVersion, isNotModified, parseSince } from './dataset-version';
import { primed } from './primed-stream';
import {
  contentSignal,
  DEFAULT_CONTENT_SIGNAL,
  parseContentSignal,
} from '@/lib/config/content-signal';
import { AI_CRAWLERS, buildRobotsTxt } from './robots';

describe('attributionPattern', () => {
  it('is the attribution line with {slug} left in', () => {
    const pattern = attributionPattern('Dir', SITE);
    expect(pattern).toBe(`Source: Dir — ${SITE}/business/{slug}`);
    expect(pattern.replace('{slug}', 'abc')).toBe(attributionLine('Dir', SITE, 'abc'));
  });
});

describe('companies.json', () => {
  const input = {
    siteUrl: SITE,
    directoryName: 'Dir',
    generatedAt: new Date('2025-01-01T00:00:00Z'),
    updatedAt: '2024-12-01T00:00:00Z',
    since: null,
    ratingOf: async (slug: string) =>
      slug === 'two' ? summarizeRatings([{ rating: 5 }, { rating: 4 }]) : summarizeRatings([]),
  };
  async function* stream(list: Business[]) {
    yield* list;
  }
  async function text(chunks: AsyncIterable<string>): Promise<string> {
    let all = '';
    for await (const chunk of chunks) all += chunk;
    return all;
  }
  const two = { ...business, slug: 'two', updatedAt: '2025-03-20T00:00:00Z' };

  it('is valid JSON with the license, attribution format, every business cited and rated', async () => {
    const json = JSON.parse(await text(companiesJsonStream(stream([business, two]), input))) as {
      license: string;
      attribution: string;
      generatedAt: string;
      updatedAt: string;
      data: { slug: string; rating: unknown; _citation: { canonicalUrl: string } }[];
    };
    expect(json.license).toBe('ODC-By-1.0');
    expect(json.attribution).toBe(`Source: Dir — ${SITE}/business/{slug}`);
    expect(json.generatedAt).toBe('2025-01-01T00:00:00.000Z');
    expect(json.updatedAt).toBe('2024-12-01T00:00:00Z');
    expect(json.data.map((b) => b.slug)).toEqual(['cafe-soleil', 'two']);
    expect(json.data[1]?._citation.canonicalUrl).toBe(`${SITE}/business/two`);
    // The reviews page's figures; none for a business without a rated review.
    expect(json.data[0]?.rating).toBeNull();
    expect(json.data[1]?.rating).toEqual({
      average: 4.5,
      count: 2,
      distribution: { 0: 0, 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 },
      complete: true,
    });
    expect(JSON.parse(await text(companiesJsonStream(stream([]), input))).data).toEqual([]);
  });

  it('keeps only the businesses updated since a date, and writes NDJSON one record a line', async () => {
    // The fixture business was updated on 2025-03-01, `two` later the same month.
    const since = { ...input, since: new Date('2025-03-01T12:00:00Z') };
    const lines = (await text(companiesNdjsonStream(stream([business, two]), since)))
      .split('\n')
      .filter(Boolean);
    expect(lines.map((line) => (JSON.parse(line) as { slug: string }).slug)).toEqual(['two']);
  });

  it('states the place of a part among the parts and where their index is', async () => {
    const json = JSON.parse(
      await text(
        companiesJsonStream(stream([two]), input, {
          part: 2,
          parts: 3,
          index: `${SITE}/api/companies.json`,
        }),
      ),
    ) as Record<string, unknown> & { data: { slug: string }[] };
    expect(json).toMatchObject({
      license: 'ODC-By-1.0',
      part: 2,
      parts: 3,
      index: `${SITE}/api/companies.json`,
    });
    expect(json.data.map((record) => record.slug)).toEqual(['two']);
  });

  it('reads the businesses of a part by slug, in order, leaving out one that is gone', async () => {
    const read: string[] = [];
    const found: string[] = [];
    for await (const record of businessesBySlug(
      [{ slug: 'a' }, { slug: 'gone' }, { slug: 'b' }, { slug: 'c' }],
      async (slug) => {
        read.push(slug);
        // Later slugs answer first: the order must still be the index's.
        await new Promise((resolve) => setTimeout(resolve, slug === 'a' ? 20 : 1));
        return slug === 'gone' ? null : { ...business, slug };
      },
      2,
    ))
      found.push(record.slug);
    expect(found).toEqual(['a', 'b', 'c']);
    expect(read.sort()).toEqual(['a', 'b', 'c', 'gone']);
  });

  const links = [1, 2, 3].map((part) => ({
    part,
    json: `${SITE}/api/companies/${part}.json`,
    ndjson: `${SITE}/api/companies/${part}.ndjson`,
    businesses: part === 3 ? 1 : 500,
    updatedAt: part === 2 ? null : '2025-03-20T00:00:00Z',
  }));

  it('is an index of its parts, in both formats, when the directory is too large for one file', () => {
    const index = JSON.parse(companiesJsonIndex(input, 1001, 500, links)) as Record<
      string,
      unknown
    > & { parts: { url: string; ndjson: string; businesses: number }[] };
    expect(index).toMatchObject({
      license: 'ODC-By-1.0',
      attribution: `Source: Dir — ${SITE}/business/{slug}`,
      updatedAt: '2024-12-01T00:00:00Z',
      businesses: 1001,
      perPart: 500,
    });
    expect(index).not.toHaveProperty('data');
    expect(index.parts.map((part) => part.url)).toEqual(links.map((link) => link.json));
    expect(index.parts.map((part) => part.ndjson)).toEqual(links.map((link) => link.ndjson));
    expect(index.parts.reduce((sum, part) => sum + part.businesses, 0)).toBe(1001);

    const lines = companiesNdjsonIndex(input, links)
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => line.url)).toEqual(links.map((link) => link.ndjson));
    expect(lines[2]).toEqual({
      part: 3,
      parts: 3,
      url: `${SITE}/api/companies/3.ndjson`,
      json: `${SITE}/api/companies/3.json`,
      businesses: 1,
      updatedAt: '2025-03-20T00:00:00Z',
      license: 'ODC-By-1.0',
      attribution: `Source: Dir — ${SITE}/business/{slug}`,
    });
  });
});

describe('open-data versions', () => {
  const version = datasetVersion('2025-03-01T10:00:00Z', 12, 'json|');
  const request = (headers: Record<string, string>) =>
    new Request('https://d.example/api/companies.json', { headers });

  it('stand for the data: the same data, the same weak ETag; a change, another', () => {
    expect(version.etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(datasetVersion('2025-03-01T10:00:00Z', 12, 'json|').etag).toBe(version.etag);
    expect(datasetVersion('2025-03-02T10:00:00Z', 12, 'json|').etag).not.toBe(version.etag);
    expect(datasetVersion('2025-03-01T10:00:00Z', 12, 'ndjson|').etag).not.toBe(version.etag);
    expect(version.lastModified).toBe('Sat, 01 Mar 2025 10:00:00 GMT');
  });

  it('answer a matching If-None-Match, or a later If-Modified-Since, as not modified', () => {
    expect(isNotModified(request({ 'If-None-Match': version.etag }), version)).toBe(true);
    expect(
      isNotModified(request({ 'If-None-Match': `"x", ${version.etag.slice(2)}` }), version),
    ).toBe(true);
    expect(isNotModified(request({ 'If-None-Match': '"other"' }), version)).toBe(false);
    expect(
      isNotModified(request({ 'If-Modified-Since': 'Sat, 01 Mar 2025 10:00:00 GMT' }), version),
    ).toBe(true);
    expect(
      isNotModified(request({ 'If-Modified-Since': 'Fri, 28 Feb 2025 10:00:00 GMT' }), version),
    ).toBe(false);
  });

  it('read since as an ISO date or date-time, and refuse anything else', () => {
    expect(parseSince(new URLSearchParams('since=2025-01-31'))).toEqual({
      ok: true,
      value: new Date('2025-01-31T00:00:00Z'),
    });
    expect(parseSince(new URLSearchParams('since=2025-01-31T12:00:00%2B02:00'))).toMatchObject({
      ok: true,
    });
    expect(parseSince(new URLSearchParams(''))).toEqual({ ok: true, value: null });
    for (const bad of [
      'since=yesterday',
      'since=2025-13-01',
      'since=2025-01-31T12:00',
      'since=1&since=2',
    ])
      expect(parseSince(new URLSearchParams(bad)).ok, bad).toBe(false);
  });
});

describe('primed', () => {
  it('throws before answering when the source cannot start, else yields everything', async () => {
    async function* failing(): AsyncGenerator<number> {
      throw new Error('API down');
    }
    await expect(primed(failing())).rejects.toThrow('API down');
    async function* counting() {
      yield* [1, 2, 3];
    }
    const seen: number[] = [];
    for await (const n of await primed(counting())) seen.push(n);
    expect(seen).toEqual([1, 2, 3]);
    async function* empty(): AsyncGenerator<number> {}
    const none: number[] = [];
    for await (const n of await primed(empty())) none.push(n);
    expect(none).toEqual([]);
  });
});

describe('Content-Signal', () => {
  it('defaults to allowing every use and accepts only well-formed settings', () => {
    expect(contentSignal({})).toBe(DEFAULT_CONTENT_SIGNAL);
    expect(contentSignal({ CONTENT_SIGNAL: 'search=YES,ai-train=no' })).toBe(
      'search=yes, ai-train=no',
    );
    expect(parseContentSignal('search=maybe')).toBeNull();
    expect(parseContentSignal('search=yes, search=no')).toBeNull();
    expect(parseContentSignal('train=no')).toBeNull();
    expect(contentSignal({ CONTENT_SIGNAL: 'nonsense' })).toBe(DEFAULT_CONTENT_SIGNAL);
  });
});

describe('robots.txt', () => {
  const robots = buildRobotsTxt({
    siteUrl: SITE,
    directoryName: 'Dir',
    contentSignal: 'search=yes, ai-input=yes, ai-train=no',
  });

  it('allows crawling, names the sitemap and states the content signal in every group', () => {
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const groups = robots.split(/\n\n+/).filter((group) => /^User-agent:/m.test(group));
    expect(groups).toHaveLength(2);
    for (const group of groups) {
      expect(group).toContain('Content-Signal: search=yes, ai-input=yes, ai-train=no');
      expect(group).toContain('Allow: /');
      expect(group).not.toContain('Disallow');
    }
  });

  it('names the known AI crawlers explicitly', () => {
    for (const agent of [
      'GPTBot',
      'ClaudeBot',
      'PerplexityBot',
      'Google-Extended',
      'CCBot',
      'Applebot-Extended',
    ]) {
      expect(AI_CRAWLERS).toContain(agent);
      expect(robots).toMatch(new RegExp(`^User-agent: ${agent}$`, 'm'));
    }
  });
});

describe('api-catalog', () => {
  it('links the API to its OpenAPI description and documentation', () => {
    const catalog = buildApiCatalog(SITE, 'https://api.example');
    expect(catalog.linkset[0]).toEqual({
      anchor: `${SITE}/.well-known/api-catalog`,
      item: [{ href: 'https://api.example' }, { href: `${SITE}/api` }, { href: `${SITE}/mcp` }],
    });
    const api = catalog.linkset[1];
    expect(api?.anchor).toBe('https://api.example');
    expect(api?.['service-desc']?.[0]?.href).toBe(`${SITE}/api/openapi.json`);
    // Each API is documented on the developers page, in both languages.
    expect(api?.['service-doc']?.map((link) => link.href)).toEqual([
      `${SITE}/developers#api`,
      `${SITE}/fr/developers#api`,
    ]);
    expect(catalog.linkset[2]?.['service-desc']?.[0]?.href).toBe(`${SITE}/api/site-openapi.json`);
    expect(catalog.linkset[2]?.['service-doc']?.map((link) => link.href)).toEqual([
      `${SITE}/developers#api`,
      `${SITE}/fr/developers#api`,
    ]);
    // The MCP server, described by its server card and documented in the page's MCP section.
    const mcp = catalog.linkset[3];
    expect(mcp?.anchor).toBe(`${SITE}/mcp`);
    expect(mcp?.['service-desc']?.[0]).toEqual({
      href: `${SITE}/.well-known/mcp/server-card.json`,
      type: 'application/mcp-server-card+json',
    });
    expect(mcp?.['service-doc']?.map((link) => [link.href, link.hreflang])).toEqual([
      [`${SITE}/developers#mcp`, 'en'],
      [`${SITE}/fr/developers#mcp`, 'fr'],
    ]);
  });
});
