import { describe, expect, it } from 'vitest';
import { HANDWRITTEN_BUSINESSES } from './data';
import { markdownToHtml } from './markdown-html';
import { CATALOG_ITEM_TYPES, type BusinessSeed, type LocalizedJson, type Text } from './types';

/**
 * The hand-written data is a fixture for the whole project: these tests pin down the cases the
 * site's pages and e2e tests rely on, so an edit to a data file cannot quietly remove one.
 */
const all = HANDWRITTEN_BUSINESSES;
const items = all.flatMap((business) => business.content.catalog);
const documents = all.flatMap((business) => business.content.documents);
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

function some(predicate: (business: BusinessSeed) => boolean): boolean {
  return all.some(predicate);
}

/** Every Text in a seed, to check that both languages are written. */
function texts(value: unknown, into: Text[] = []): Text[] {
  if (Array.isArray(value)) for (const entry of value) texts(entry, into);
  else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (
      Object.keys(record).length === 2 &&
      typeof record.en === 'string' &&
      typeof record.fr === 'string'
    ) {
      into.push({ en: record.en, fr: record.fr });
    } else for (const entry of Object.values(record)) texts(entry, into);
  }
  return into;
}

describe('hand-written businesses', () => {
  it('are at least eight, with unique URL-safe slugs', () => {
    expect(all.length).toBeGreaterThanOrEqual(8);
    const slugs = all.map((business) => business.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('cover every visibility, logo, verification and location case', () => {
    expect(all.map((business) => business.visibility)).toEqual(
      expect.arrayContaining(['PUBLIC', 'NON_LISTED', 'HIDDEN']),
    );
    expect(some((business) => business.hasLogo) && some((business) => !business.hasLogo)).toBe(
      true,
    );
    expect(
      some((business) => business.isVerified) && some((business) => !business.isVerified),
    ).toBe(true);
    expect(some((business) => business.locations.length === 0)).toBe(true);
    expect(some((business) => business.locations.length >= 2)).toBe(true);
    for (const field of ['email', 'phone', 'legalName', 'mdContent'] as const) {
      expect(
        some((business) => business[field] === null),
        field,
      ).toBe(true);
      expect(
        some((business) => business[field] !== null),
        field,
      ).toBe(true);
    }
  });

  it('cover the review cases: one with 45+, ratings 0 to 5 with halves, one with none', () => {
    expect(some((business) => business.content.reviews.length >= 45)).toBe(true);
    expect(
      some((business) => business.visibility === 'PUBLIC' && business.content.reviews.length === 0),
    ).toBe(true);
    const ratings = new Set(
      all.flatMap((business) => business.content.reviews.map((review) => review.ratingValue)),
    );
    for (const rating of [0, 0.5, 1, 2.5, 4.5, 5])
      expect(ratings.has(rating), String(rating)).toBe(true);
    for (const rating of ratings) expect(rating >= 0 && rating <= 5).toBe(true);
  });

  it('cover empty sections and a missing FAQ', () => {
    expect(some((business) => business.content.faq === null)).toBe(true);
    expect(some((business) => business.content.articles.length === 0)).toBe(true);
    expect(some((business) => business.content.catalog.length === 0)).toBe(true);
    expect(some((business) => business.content.documents.length === 0)).toBe(true);
    expect(
      some(
        (business) =>
          (business.content.faq?.categories.length ?? 0) > 0 &&
          (business.content.faq?.uncategorizedQuestions.length ?? 0) > 0,
      ),
    ).toBe(true);
    expect(some((business) => business.content.catalog.length >= 30)).toBe(true);
  });

  it('cover every catalog case', () => {
    expect(new Set(items.map((item) => item.itemType))).toEqual(new Set(CATALOG_ITEM_TYPES));
    const events = items.filter((item) => item.itemType === 'EVENT');
    expect(events.some((item) => typeof item.attributes?.startDate === 'string')).toBe(true);
    expect(events.some((item) => item.attributes?.startDate === undefined)).toBe(true);
    for (const field of [
      'description',
      'unitPrice',
      'unitMeasure',
      'image',
      'brand',
      'tags',
      'attributes',
      'additionalImages',
      'mdContent',
      'fullUrl',
      'enrichment',
    ] as const) {
      expect(
        items.some((item) => item[field] === null),
        field,
      ).toBe(true);
      expect(
        items.some((item) => item[field] !== null),
        field,
      ).toBe(true);
    }
    expect(items.some((item) => !item.available)).toBe(true);
    const enrichments = items.flatMap((item) => (item.enrichment ? [item.enrichment] : []));
    expect(enrichments.some((enrichment) => Array.isArray(enrichment.faq))).toBe(true);
    expect(enrichments.some((enrichment) => isComparison(enrichment.comparison))).toBe(true);
  });

  it('cover every document case', () => {
    expect(
      documents.some((document) => document.type === 'PDF' && document.markdownContent !== null),
    ).toBe(true);
    expect(documents.some((document) => document.type === 'IMAGE')).toBe(true);
    const types = documents.map((document) => document.jsonLd?.['@type']);
    expect(types).toEqual(expect.arrayContaining(['DigitalDocument', 'ImageObject']));
    for (const field of [
      'slug',
      'description',
      'fileSize',
      'jsonLd',
      'seoTitle',
      'seoDescription',
      'seoKeywords',
    ] as const) {
      expect(
        documents.some((document) => document[field] === null),
        field,
      ).toBe(true);
      expect(
        documents.some((document) => document[field] !== null),
        field,
      ).toBe(true);
    }
    expect(
      documents.some((document) => !document.hasThumbnail) &&
        documents.some((document) => document.hasThumbnail),
    ).toBe(true);
  });

  it('have blog Markdown using the GFM features the site renders', () => {
    const markdown = all
      .flatMap((business) => business.content.articles.map((article) => article.content.en))
      .join('\n');
    expect(markdown).toMatch(/^\|.*\|\n\|[-:| ]+\|$/m); // table
    expect(markdown).toMatch(/^- \[[ x]\] /m); // task list
    expect(markdown).toMatch(/\[\^\w+\]:/); // footnote
    expect(markdown).toMatch(/^```\w+$/m); // fenced code
    expect(markdown).toMatch(/~~[^~]+~~/); // strikethrough
    expect(markdown).toMatch(/(?:^|\s)https:\/\/\S+/m); // bare autolink
  });

  it('are written in both languages with ISO 8601 UTC dates', () => {
    for (const business of all) {
      expect(business.description.fr, business.slug).not.toBe(business.description.en);
      const dates = [
        business.updatedAt,
        ...business.content.articles.flatMap((article) => [
          article.publishedDate,
          article.updatedAt,
        ]),
        ...business.content.reviews.map((review) => review.reviewDate),
        ...business.content.documents.flatMap((document) => [
          document.createdAt,
          document.updatedAt,
        ]),
      ];
      for (const date of dates) expect(date, business.slug).toMatch(ISO_UTC);
      for (const text of texts(business)) {
        expect(text.en.trim(), business.slug).not.toBe('');
        expect(text.fr.trim(), business.slug).not.toBe('');
      }
    }
  });
});

function isComparison(value: LocalizedJson | undefined): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    'columns' in value &&
    'rows' in value
  );
}

describe('markdownToHtml', () => {
  it('escapes raw HTML and empties unsafe link targets, keeping safe ones', () => {
    const html = markdownToHtml(
      'Raw <script>alert(1)</script> [x](javascript:alert(1)) ![i](data:image/png;base64,AA) [site](https://example.com/a) [mail](mailto:a@example.com)',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('data:');
    expect(html).toContain('<a href="https://example.com/a">site</a>');
    expect(html).toContain('<a href="mailto:a@example.com">mail</a>');
  });

  it('renders the GFM the sample data uses: task lists, nested lists, code, quotes, tables, strikethrough, footnotes', () => {
    const html = markdownToHtml(
      '- [x] done\n- [ ] todo\n  - nested\n\n```ts\nconst a = 1 < 2;\n```\n\n> quoted **bold**\n\n| a | b |\n|---|---|\n| ~~old~~ | new |\n\nText[^1].\n\n[^1]: The note.',
    );
    expect(html).toMatch(/<input type="checkbox"[^>]*checked[^>]*\/> done/);
    expect(html).toMatch(/<li>nested<\/li>/);
    expect(html).toContain('<pre><code class="language-ts">const a = 1 &lt; 2;\n</code></pre>');
    expect(html).toContain('<blockquote>\n<p>quoted <strong>bold</strong></p>\n</blockquote>');
    expect(html).toMatch(/<table>[\s\S]*<td><del>old<\/del><\/td>[\s\S]*<\/table>/);
    expect(html).toMatch(/<section[^>]*class="footnotes"[\s\S]*The note\./);
  });
});
