import { describe, expect, it } from 'vitest';
import type { Business } from '@/lib/api';
import { ListingIndexBuilder } from '@/lib/directory/listing-index';
import { MemoryDirectory } from '@/lib/directory/memory-directory';
import { business as hostile, context, SITE } from '@/lib/markdown/testing/fixtures';
import { categorySlug } from './category-files';
import { buildCategoryLlmsTxt, buildLlmsTxt, llmsCategoryFiles } from './llms-txt';
import { parseLlmsTxt } from './testing/parse-llms-txt';

function makeBusiness(n: number, category: string): Business {
  return {
    ...hostile,
    slug: `business-${n}`,
    name: `Business ${n}`,
    category,
    description: `Description of business ${n}. `.repeat(8),
  };
}

/** The directory of some businesses, as the routes get it. */
function directoryOf(businesses: Business[], locale = 'en'): MemoryDirectory {
  const builder = new ListingIndexBuilder();
  for (const business of businesses) builder.add(business);
  return new MemoryDirectory(builder.build(locale));
}

const ATTRIBUTION_FORMAT = `Source: Open Business Directory — ${SITE}/business/{slug}`;

describe('parseLlmsTxt (the test oracle)', () => {
  it('accepts the llmstxt.org example and rejects what the grammar forbids', () => {
    const ok = parseLlmsTxt(
      '# Title\n\n> Summary\n\nDetails\n\n## Docs\n\n- [A](https://a.example): notes\n- [B](https://b.example)\n\n## Optional\n\n- [C](https://c.example)\n',
    );
    expect(ok.sections.map((s) => s.links.length)).toEqual([2, 1]);
    expect(() => parseLlmsTxt('Intro\n# Title')).toThrow(/H1/);
    expect(() => parseLlmsTxt('# T\n\n### Sub\n')).toThrow(/heading/);
    expect(() => parseLlmsTxt('# T\n\n## S\n\nSome prose\n')).toThrow(/only/);
    expect(() => parseLlmsTxt('# T\n\n## Optional\n\n## S\n')).toThrow(/last/);
  });
});

describe('buildLlmsTxt', () => {
  const businesses = directoryOf([hostile, makeBusiness(2, 'Bakery')]);

  it('follows the grammar, with the summary, license and attribution format', async () => {
    const parsed = parseLlmsTxt(await buildLlmsTxt(businesses, context('en')));
    expect(parsed.title).toBe('Open Business Directory');
    expect(parsed.summary).toContain('ODC-By-1.0');
    expect(parsed.summary).toContain('https://opendatacommons.org/licenses/by/1-0/');
    expect(parsed.summary).toContain(ATTRIBUTION_FORMAT);
    expect(parsed.details).toContain(`${SITE}/business/{slug}`);
    expect(parsed.sections.map((s) => s.name)).toEqual([
      'Businesses',
      'Categories and cities',
      'Open data and API',
      'Agent access',
      'Optional',
    ]);
  });

  it('links every business to its Markdown twin with a one-line description', async () => {
    const [list] = parseLlmsTxt(await buildLlmsTxt(businesses, context('en'))).sections;
    expect(list?.links.map((l) => l.url)).toEqual([
      `${SITE}/business/cafe-soleil.md`,
      `${SITE}/business/business-2.md`,
    ]);
    // Brackets in a hostile name cannot end the link title early.
    expect(list?.links[0]?.title).toContain('Café Soleil (pwned)');
    expect(list?.links[1]?.notes).toMatch(/^Bakery, Montréal — Description of business 2\./);
    expect((list?.links[1]?.notes ?? '').length).toBeLessThan(260);
  });

  it('points the data section at the companion files', async () => {
    const data = parseLlmsTxt(await buildLlmsTxt(businesses, context('en'))).sections[2];
    expect(data?.links.map((l) => l.url)).toEqual([
      `${SITE}/api/companies.json`,
      `${SITE}/api/openapi.json`,
      `${SITE}/ai-content.txt`,
      `${SITE}/sitemap.xml`,
      `${SITE}/.well-known/api-catalog`,
    ]);
  });

  it('writes the French file in French, linking French twins', async () => {
    const text = await buildLlmsTxt(businesses, context('fr'));
    const parsed = parseLlmsTxt(text);
    expect(parsed.summary).toContain('répertoire public et bilingue');
    expect(parsed.summary).toContain(ATTRIBUTION_FORMAT);
    expect(parsed.sections.map((s) => s.name)).toEqual([
      'Entreprises',
      'Catégories et villes',
      'Données ouvertes et API',
      'Accès pour les agents',
      'Optional',
    ]);
    expect(parsed.sections[0]?.links[1]?.url).toBe(`${SITE}/fr/business/business-2.md`);
    expect(parsed.sections[2]?.links.map((l) => l.url)).toContain(`${SITE}/fr/ai-content.txt`);
    expect(parsed.sections[3]?.links.map((l) => l.url)).toEqual([
      `${SITE}/.well-known/mcp/server-card.json`,
      `${SITE}/fr/developers.md`,
    ]);
    expect(parsed.sections[4]?.links.map((l) => l.url)).toEqual([
      `${SITE}/fr/about.md`,
      `${SITE}/fr/index.md`,
      `${SITE}/fr/events.md`,
      `${SITE}/llms.txt`,
    ]);
  });

  it('links the twin of every category and city page, with its count', async () => {
    const browse = parseLlmsTxt(await buildLlmsTxt(businesses, context('en'))).sections[1];
    const urls = browse?.links.map((l) => l.url) ?? [];
    expect(urls).toContain(`${SITE}/category/bakery.md`);
    expect(urls).toContain(`${SITE}/city/montreal.md`);
    expect(browse?.links.find((l) => l.url.endsWith('/category/bakery.md'))?.notes).toMatch(
      /^1 business, in pages of 24/,
    );
  });
});

describe('per-category llms files', () => {
  const manyBusinesses = Array.from({ length: 30 }, (_, n) =>
    makeBusiness(n, n % 3 === 0 ? 'Bakery' : n % 3 === 1 ? 'Café & Bistro' : ''),
  );
  const manyDirectory = directoryOf(manyBusinesses);
  const many = manyDirectory.index.entries;
  const limits = { maxInlineBusinesses: 10, maxFileBytes: 6_000 };

  it('switches /llms.txt to category files past the inline limit', async () => {
    const parsed = parseLlmsTxt(await buildLlmsTxt(manyDirectory, context('en'), limits));
    expect(parsed.sections[0]?.name).toBe('Businesses by category');
    const urls = parsed.sections[0]?.links.map((l) => l.url) ?? [];
    expect(urls.every((url) => url.startsWith(`${SITE}/llms/category/`))).toBe(true);
    expect(parsed.sections[0]?.links.map((l) => l.title)).toContain(
      'Other businesses (part 1 of 2)',
    );
  });

  it('keeps every file under the size limit, splits into numbered parts, and covers every business once', async () => {
    const files = await llmsCategoryFiles(manyDirectory, context('en'), limits);
    const seen: string[] = [];
    for (const file of files) {
      const text = await buildCategoryLlmsTxt(manyDirectory, file, context('en'));
      expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(limits.maxFileBytes);
      const parsed = parseLlmsTxt(text);
      expect(parsed.summary).toContain(ATTRIBUTION_FORMAT);
      // Each category file points at the category's own page, in pages of cards.
      if (file.group.name === 'Bakery')
        expect(parsed.details).toContain(`${SITE}/category/bakery.md`);
      seen.push(...(parsed.sections[0]?.links.map((l) => l.url) ?? []));
    }
    expect(seen.sort()).toEqual(many.map((b) => `${SITE}/business/${b.slug}.md`).sort());
    expect(files.some((file) => file.parts > 1)).toBe(true);
    expect(files.map((f) => f.fileName)).toContain('bakery.2.txt');
    expect(new Set(files.map((f) => f.fileName)).size).toBe(files.length);
  });

  it('lists the same files from /llms.txt as it serves', async () => {
    const files = await llmsCategoryFiles(manyDirectory, context('fr'), limits);
    const listed = parseLlmsTxt(
      await buildLlmsTxt(manyDirectory, context('fr'), limits),
    ).sections[0]?.links.map((l) => l.url);
    expect(listed).toEqual(files.map((f) => `${SITE}/fr/llms/category/${f.fileName}`));
  });

  it('makes ASCII slugs and keeps distinct categories apart', async () => {
    expect(categorySlug('Cafés & Bistros')).toBe('cafes-bistros');
    expect(categorySlug('!!!')).toBe('uncategorized');
    const files = await llmsCategoryFiles(
      directoryOf([makeBusiness(1, 'Café'), makeBusiness(2, 'Cafe'), makeBusiness(3, '')]),
      context('en'),
    );
    expect(files.map((file) => file.group.slug)).toEqual(['cafe', 'cafe-2', 'uncategorized']);
  });

  it('reads back the businesses of names that share one category page', async () => {
    const shared = directoryOf([
      makeBusiness(1, 'Café'),
      makeBusiness(2, 'Cafe'),
      makeBusiness(3, 'Café'),
      makeBusiness(4, 'Bakery'),
    ]);
    const files = await llmsCategoryFiles(shared, context('en'));
    expect(files.map((file) => [file.fileName, file.group.key])).toEqual([
      ['bakery.txt', 'bakery'],
      ['cafe.txt', null],
      ['cafe-2.txt', null],
    ]);
    const listed = async (fileName: string) =>
      parseLlmsTxt(
        await buildCategoryLlmsTxt(
          shared,
          files.find((file) => file.fileName === fileName)!,
          context('en'),
        ),
      ).sections[0]?.links.map((l) => l.url);
    expect(await listed('cafe.txt')).toEqual([`${SITE}/business/business-2.md`]);
    expect(await listed('cafe-2.txt')).toEqual([
      `${SITE}/business/business-1.md`,
      `${SITE}/business/business-3.md`,
    ]);
  });
});
