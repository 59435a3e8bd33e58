import { describe, expect, it } from 'vitest';
import { contentBusinessOf } from './business-context';
import { entryId, readBusinessEntries, SECTION_LIMITS } from './business-entries';
import { FakeSectionReader } from './testing/fake-section-reader';
import { catalogItem, everyKind, listingEntry } from './testing/sync-fixtures';

const NOW = new Date('2026-01-15T12:00:00Z');
const scope = {
  locale: 'en' as const,
  business: contentBusinessOf(listingEntry('boulangerie', { regions: ['CA-QC'] })),
};

async function read(reader: FakeSectionReader, previous = new Map()) {
  return readBusinessEntries(reader, scope, previous, NOW);
}

describe('readBusinessEntries', () => {
  it('builds an entry of every kind, each with its business and the path of its page', async () => {
    const reader = new FakeSectionReader();
    reader.set('en', 'boulangerie', everyKind('en'));
    const entries = await read(reader);
    expect(entries.map((e) => [e.kind, e.key, e.path])).toEqual([
      ['item', 'baguette', '/business/boulangerie/catalog/baguette'],
      ['event', 'bread-class', '/business/boulangerie/catalog/bread-class'],
      ['answer', 'do-you-deliver', '/business/boulangerie/faq#do-you-deliver'],
      ['answer', 'gluten', '/business/boulangerie/faq#gluten'],
      ['article', 'sourdough', '/business/boulangerie/blog/sourdough'],
      ['document', 'doc-1', '/business/boulangerie/documents/price-list'],
      ['document', 'doc-2', '/business/boulangerie/documents/doc-2'],
    ]);
    for (const entry of entries) {
      expect(entry.business).toEqual({
        slug: 'boulangerie',
        name: 'Business boulangerie',
        category: 'Bakery',
        categorySlug: 'bakery',
        cities: ['Montréal', 'Gatineau'],
        citySlugs: ['montreal', 'gatineau'],
        regions: ['CA-QC'],
        isVerified: true,
      });
      expect(entry.locale).toBe('en');
    }
    const byKey = new Map(entries.map((e) => [e.key, e]));
    expect(byKey.get('baguette')).toMatchObject({
      title: 'Traditional baguette',
      summary: 'About baguette',
      itemType: 'PRODUCT',
      tags: ['bread'],
      price: { amount: 4.5, currency: null, unit: 'loaf' },
      availability: 'available',
      event: null,
    });
    expect(byKey.get('bread-class')?.event).toEqual({
      start: '2026-06-20T20:00:00-04:00',
      end: '2026-06-20T22:00:00-04:00',
      hasTime: true,
      timeZone: 'America/Toronto',
      startsAt: '2026-06-21T00:00:00.000Z',
      endsAt: '2026-06-21T02:00:00.000Z',
      place: 'Boulangerie, 12 rue Laval, Gatineau J8X 3H3, Canada',
    });
    expect(byKey.get('do-you-deliver')).toMatchObject({
      title: 'Do you deliver?',
      summary: 'Yes, on Saturdays.',
      body: 'Yes, on Saturdays.',
      updatedAt: '2026-01-02T00:00:00Z',
    });
    expect(byKey.get('sourdough')).toMatchObject({
      title: 'Sourdough',
      summary: 'Our starter',
      body: 'Starter\nFeed it daily. More',
    });
    expect(byKey.get('doc-1')).toMatchObject({
      title: 'Price list',
      body: 'Prices\nItem Price\nBaguette $4',
    });
    expect(byKey.get('doc-2')).toMatchObject({ summary: 'Our shop', body: '' });
    // The business's own answer is read for its event's place and zone; the image's never.
    expect(reader.calls).toEqual({
      faq: 1,
      articles: 1,
      catalog: 1,
      documents: 1,
      business: 1,
      article: 1,
      document: 1,
    });
  });

  it('reuses the bodies of articles and documents whose updatedAt has not changed', async () => {
    const reader = new FakeSectionReader();
    reader.set('en', 'boulangerie', everyKind('en'));
    const first = await read(reader);
    reader.resetCalls();
    const previous = new Map(first.map((entry) => [entryId(entry), entry]));
    const second = await read(reader, previous);
    expect(second).toEqual(first);
    expect(reader.calls.article).toBeUndefined();
    expect(reader.calls.document).toBeUndefined();
  });

  it('reads no business details without an event, and an empty business costs its four lists', async () => {
    const reader = new FakeSectionReader();
    reader.set('en', 'boulangerie', { items: [catalogItem('plain')] });
    const entries = await read(reader);
    expect(entries).toHaveLength(1);
    expect(reader.calls).toEqual({ faq: 1, articles: 1, catalog: 1, documents: 1 });
  });

  it('keeps hostile text as text and bounds every length', async () => {
    const xss = '<script>window.__pwned=1</script>';
    const reader = new FakeSectionReader();
    reader.set('en', 'boulangerie', {
      items: [
        catalogItem('evil', {
          label: `${xss} ${'long '.repeat(500)}`,
          description: `${xss}\u0000`,
          brand: 'word '.repeat(1_000),
          tags: Array.from({ length: 100 }, () => `<a href="javascript:alert(1)">tag</a>`),
          attributes: { nested: { deeper: [xss, { html: '<svg onload=alert(1)>' }] } },
        }),
      ],
      faq: {
        updatedAt: null,
        categories: [],
        uncategorizedQuestions: [
          { question: xss, answerMarkdown: `${xss}\n\n${'word '.repeat(10_000)}`, anchor: 'q' },
        ],
      },
    });
    const [item, answer] = await read(reader);
    expect(item?.title.startsWith(xss)).toBe(true);
    expect(item?.title.length).toBeLessThanOrEqual(200);
    expect(item?.summary.length).toBeLessThanOrEqual(300);
    expect(item?.body.length).toBeLessThanOrEqual(2_000);
    expect(item?.body.startsWith(xss)).toBe(true);
    expect(item?.tags.length).toBeLessThanOrEqual(20);
    expect(answer?.title).toBe(xss);
    expect(answer?.body).not.toContain('<script>');
    expect(answer?.body.length).toBeLessThanOrEqual(6_000);
  });

  it('reads every page of a long catalog, and stops at its bound', async () => {
    const reader = new FakeSectionReader();
    const items = Array.from({ length: 250 }, (_, n) => catalogItem(`item-${n}`));
    reader.set('en', 'boulangerie', { items });
    expect(await read(reader)).toHaveLength(250);
    expect(reader.calls.catalog).toBe(3);

    const endless = new FakeSectionReader();
    endless.set('en', 'boulangerie', {
      items: Array.from({ length: 100 * (SECTION_LIMITS.maxPages + 5) }, (_, n) =>
        catalogItem(`i-${n}`),
      ),
    });
    expect(await read(endless)).toHaveLength(SECTION_LIMITS.maxEntriesPerKind);
    expect(endless.calls.catalog).toBeLessThanOrEqual(SECTION_LIMITS.maxPages);
  });

  it('fails as a whole when any call fails', async () => {
    const reader = new FakeSectionReader();
    reader.set('en', 'boulangerie', { failWith: new Error('Directory API status 500') });
    await expect(read(reader)).rejects.toThrow('500');
  });
});
