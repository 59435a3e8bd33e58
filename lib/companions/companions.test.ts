import { describe, expect, it } from 'vitest';
import { business, SITE } from '@/lib/markdown/testing/fixtures';
import { attributionLine } from '@/lib/urls/attribution';
import { buildApiCatalog } from './api-catalog';
import { attributionPattern } from '@/lib/urls/attribution-pattern';
import { companiesJsonChunks, companiesJsonStream } from './companies-json';
import { primed } from './primed-stream';
import {
  contentSignal,
  DEFAULT_CONTENT_SIGNAL,
  parseContentSignal,
} from '@/lib/http/content-signal';
import { AI_CRAWLERS, buildRobotsTxt } from './robots';

describe('attributionPattern', () => {
  it('is the attribution line with {slug} left in', () => {
    const pattern = attributionPattern('Dir', SITE);
    expect(pattern).toBe(`Source: Dir — ${SITE}/business/{slug}`);
    expect(pattern.replace('{slug}', 'abc')).toBe(attributionLine('Dir', SITE, 'abc'));
  });
});

describe('companies.json', () => {
  it('is valid JSON with the license, attribution format and every business cited', () => {
    const text = [
      ...companiesJsonChunks([business, { ...business, slug: 'two' }], {
        siteUrl: SITE,
        directoryName: 'Dir',
        generatedAt: new Date('2025-01-01T00:00:00Z'),
      }),
    ].join('');
    const json = JSON.parse(text) as {
      license: string;
      attribution: string;
      generatedAt: string;
      data: { slug: string; _citation: { canonicalUrl: string } }[];
    };
    expect(json.license).toBe('ODC-By-1.0');
    expect(json.attribution).toBe(`Source: Dir — ${SITE}/business/{slug}`);
    expect(json.generatedAt).toBe('2025-01-01T00:00:00.000Z');
    expect(json.data.map((b) => b.slug)).toEqual(['cafe-soleil', 'two']);
    expect(json.data[1]?._citation.canonicalUrl).toBe(`${SITE}/business/two`);
    expect(
      JSON.parse(
        [
          ...companiesJsonChunks([], {
            siteUrl: SITE,
            directoryName: 'Dir',
            generatedAt: new Date(),
          }),
        ].join(''),
      ).data,
    ).toEqual([]);
  });

  it('writes the same document from a stream of businesses', async () => {
    const input = {
      siteUrl: SITE,
      directoryName: 'Dir',
      generatedAt: new Date('2025-01-01T00:00:00Z'),
    };
    const list = [business, { ...business, slug: 'two' }];
    async function* stream() {
      yield* list;
    }
    let text = '';
    for await (const chunk of companiesJsonStream(stream(), input)) text += chunk;
    expect(text).toBe([...companiesJsonChunks(list, input)].join(''));
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
      item: [{ href: 'https://api.example' }],
    });
    const api = catalog.linkset[1];
    expect(api?.anchor).toBe('https://api.example');
    expect(api?.['service-desc']?.[0]?.href).toBe(`${SITE}/api/openapi.json`);
    expect(api?.['service-doc']?.map((link) => link.href)).toEqual([
      `${SITE}/about`,
      `${SITE}/fr/about`,
    ]);
  });
});
