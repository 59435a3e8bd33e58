import { describe, expect, it } from 'vitest';
import { apiRequestUrl } from '../request-url';
import { reshapeBlogArticle, reshapeBlogArticleList } from './blog';
import { reshapeBusiness } from './business';
import { reshapeCatalogItemDetail, reshapeCatalogPage } from './catalog';
import { reshapeDocumentDetail, reshapeDocumentPage } from './documents';
import { reshapeFaq } from './faq';
import { MAX_REACHABLE_PAGE, reshapePaging } from './paging';
import {
  finiteNumber,
  isoDateTime,
  markdownText,
  MAX_MARKDOWN_LENGTH,
  pathSegment,
  TRUNCATION_MARK,
} from './primitives';
import { reshapeReview, reshapeReviewPage } from './reviews';

/*
 * Every reshaping rule against what a broken or hostile API sends (the list of issue 5): each
 * reshaper returns its promised type for any input, and keeps nothing that could run.
 */

const NOT_OBJECTS: unknown[] = [null, undefined, 'text', 42, true, [], [{ slug: 'x' }]];
const XSS = '<script>alert(1)</script>';
const BAD_URLS = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD4=',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  '//evil.example/x.png',
  'ftp://example.com/x.png',
  42,
  ['https://x.example/a.png'],
];

describe('whole bodies of the wrong shape', () => {
  it('give empty values of the promised type, never a throw', () => {
    for (const body of NOT_OBJECTS) {
      const label = JSON.stringify(body) ?? 'undefined';
      expect(reshapeBlogArticleList(body), label).toEqual([]);
      expect(reshapeFaq(body), label).toEqual({
        updatedAt: null,
        categories: [],
        uncategorizedQuestions: [],
      });
      expect(reshapeReviewPage(body, { page: 1, limit: 10 }), label).toMatchObject({
        items: [],
        total: 0,
        totalPages: 1,
      });
      expect(reshapeCatalogPage(body, { page: 1, limit: 12 }).items, label).toEqual([]);
      expect(reshapeDocumentPage(body, { page: 1, limit: 12 }).items, label).toEqual([]);
      expect(reshapeBusiness(body), label).toBeNull();
      expect(reshapeBlogArticle(body), label).toBeNull();
      expect(reshapeCatalogItemDetail(body), label).toBeNull();
      expect(reshapeDocumentDetail(body), label).toBeNull();
    }
  });

  it('survive null in every field and null items inside arrays', () => {
    const business = reshapeBusiness({
      slug: 'n',
      ...Object.fromEntries(
        [
          'businessName',
          'website',
          'logo',
          'locations',
          'areas',
          'tags',
          'businessTypes',
          'mdContent',
          'updatedAt',
        ].map((key) => [key, null]),
      ),
    });
    expect(business).toMatchObject({
      name: 'n',
      websiteUrl: null,
      locations: [],
      areas: [],
      tags: [],
      businessTypes: [],
      markdown: null,
      updatedAt: null,
    });
    expect(
      reshapeFaq({
        categories: [null, { name: null, questions: null }],
        uncategorizedQuestions: [null, { question: null }],
      }),
    ).toEqual({
      updatedAt: null,
      categories: [],
      uncategorizedQuestions: [],
    });
    expect(
      reshapeReviewPage(
        { reviews: [null, { author: null, ratingValue: null, content: null }] },
        { page: 1, limit: 10 },
      ).items,
    ).toEqual([]);
    expect(
      reshapeCatalogPage({ items: [null, { itemSlug: null }] }, { page: 1, limit: 12 }).items,
    ).toEqual([]);
    expect(
      reshapeDocumentPage({ data: [null, { id: null }] }, { page: 1, limit: 12 }).items,
    ).toEqual([]);
  });
});

describe('wrong types', () => {
  it('read numbers sent as strings and strings sent as numbers', () => {
    expect(finiteNumber('12.50')).toBe(12.5);
    expect(reshapeReview({ ratingValue: '4.5', content: 'Fine' })?.rating).toBe(4.5);
    const detail = reshapeDocumentDetail({ id: 99, slug: 7, fileSize: '2048', label: 42 });
    expect(detail).toMatchObject({ id: '99', slug: '7', fileSize: 2048, label: '42' });
    expect(
      reshapeCatalogItemDetail({ itemSlug: 'x', unitPrice: '12.50', available: 'yes' }),
    ).toMatchObject({ unitPrice: 12.5, available: false });
  });

  it('take a lone value where a list is due as a list of one, and objects nowhere', () => {
    const business = reshapeBusiness({
      slug: 'x',
      tags: 'one,two',
      areas: 'Montréal',
      locations: { city: 'Laval' },
      businessTypes: 'Café',
      category: ['a', 'b'],
      description: { text: 'x' },
    });
    expect(business).toMatchObject({
      tags: ['one,two'],
      areas: ['Montréal'],
      locations: [{ city: 'Laval' }],
      businessTypes: [{ id: 'Café', label: 'Café' }],
      category: '',
      description: '',
    });
    expect(
      reshapeCatalogItemDetail({
        itemSlug: 'x',
        additionalImages: 'https://x.example/1.png',
        tags: [1, null, 'a'],
      }),
    ).toMatchObject({
      additionalImageUrls: ['https://x.example/1.png'],
      tags: ['1', 'a'],
    });
    expect(
      reshapeBlogArticle({ slug: 'a', content: ['not', 'markdown'], keywords: ['x', 'y'] }),
    ).toMatchObject({ markdown: '', keywords: ['x', 'y'] });
  });

  it('keep free-form objects only when they are objects', () => {
    expect(
      reshapeCatalogItemDetail({ itemSlug: 'x', attributes: [1, 2], enrichment: 'html' }),
    ).toMatchObject({ attributes: {}, enrichment: null });
    expect(
      reshapeDocumentDetail({ id: 'd', jsonLd: '{"@type":"X"}', seoKeywords: 'a,b' }),
    ).toMatchObject({ jsonLd: null, seoKeywords: ['a,b'] });
  });
});

describe('unknown enum values', () => {
  it('fall back to OTHER / UNKNOWN, case-sensitively as the spec spells them', () => {
    expect(
      reshapeCatalogPage(
        {
          items: [
            { itemSlug: 'a', itemType: 'SPACESHIP' },
            { itemSlug: 'b', itemType: 'product' },
          ],
        },
        { page: 1, limit: 12 },
      ).items.map((i) => i.type),
    ).toEqual(['OTHER', 'OTHER']);
    expect(reshapeDocumentDetail({ id: 'd', type: 'DOCX' })?.type).toBe('OTHER');
    expect(reshapeBusiness({ slug: 'x', visibility: 'public' })?.visibility).toBe('UNKNOWN');
  });
});

describe('ratings out of range', () => {
  it('become no rating, and a review with nothing else is dropped', () => {
    for (const value of [7, -1, 5.01, 1e308, -0.5, 'NaN', 'Infinity', '', {}, [4]]) {
      expect(
        reshapeReview({ ratingValue: value, content: 'text' })?.rating,
        JSON.stringify(value),
      ).toBeNull();
    }
    expect(reshapeReview({ ratingValue: 7 })).toBeNull();
    expect(reshapeReview({ ratingValue: 0 })?.rating).toBe(0);
    expect(reshapeReview({ ratingValue: 5 })?.rating).toBe(5);
  });
});

describe('unparseable dates', () => {
  it('are null, including what a lenient parser would accept', () => {
    for (const value of [
      '2025-13-45T99:99:99Z',
      '0000-00-00T00:00:00Z',
      '2026-02-30',
      '31/12/2025',
      'soon',
      '-1',
      'Sat 12',
      '',
      -1,
      1700000000000,
      null,
      {},
    ]) {
      expect(isoDateTime(value), JSON.stringify(value)).toBeNull();
    }
  });

  it('normalise valid ISO 8601 forms to UTC', () => {
    expect(isoDateTime('2024-02-29')).toBe('2024-02-29T00:00:00.000Z');
    expect(isoDateTime('2026-01-15T12:00:00.123456Z')).toBe('2026-01-15T12:00:00.123Z');
    expect(isoDateTime(' 2026-01-15T07:00:00-05:00 ')).toBe('2026-01-15T12:00:00.000Z');
  });

  it('leave undated articles last instead of breaking the order', () => {
    const list = reshapeBlogArticleList({
      articles: [
        { slug: 'bad', publishedDate: 'yesterday' },
        { slug: 'good', publishedDate: '2026-01-01T00:00:00Z' },
        { slug: 'number', publishedDate: 1700000000000 },
      ],
    });
    expect(list.map((article) => article.slug)).toEqual(['good', 'bad', 'number']);
  });
});

describe('totals that disagree with the items', () => {
  const same = (item: unknown) => (typeof item === 'string' ? item : null);
  const letters = (n: number) => Array.from({ length: n }, (_, i) => `i${i}`);

  it('a short page is the last one, whatever the total claims', () => {
    expect(reshapePaging(letters(3), same, { total: 1000 }, { page: 1, limit: 10 })).toMatchObject({
      total: 3,
      totalPages: 1,
    });
    expect(reshapePaging(letters(3), same, { total: 1 }, { page: 2, limit: 10 })).toMatchObject({
      total: 13,
      totalPages: 2,
    });
  });

  it('an empty page after the first caps the total at what precedes it', () => {
    expect(reshapePaging([], same, { total: 1000 }, { page: 3, limit: 10 })).toMatchObject({
      total: 20,
      totalPages: 2,
    });
    expect(reshapePaging([], same, { total: 15 }, { page: 3, limit: 10 })).toMatchObject({
      total: 15,
      totalPages: 2,
    });
    expect(reshapePaging([], same, { total: 99 }, { page: 1, limit: 10 })).toMatchObject({
      total: 0,
      totalPages: 1,
    });
  });

  it('a full page keeps a larger total, raises a smaller one, and caps an absurd one', () => {
    expect(reshapePaging(letters(10), same, { total: 45 }, { page: 1, limit: 10 })).toMatchObject({
      total: 45,
      totalPages: 5,
    });
    expect(reshapePaging(letters(10), same, { total: '2' }, { page: 2, limit: 10 })).toMatchObject({
      total: 20,
      totalPages: 2,
    });
    expect(
      reshapePaging(letters(10), same, { total: 1e308 }, { page: 1, limit: 10 }),
    ).toMatchObject({
      total: MAX_REACHABLE_PAGE * 10,
      totalPages: MAX_REACHABLE_PAGE,
    });
    expect(reshapePaging(letters(10), same, { total: 'many' }, { page: 1, limit: 10 }).total).toBe(
      10,
    );
  });

  it('counts items dropped as invalid towards the page being full', () => {
    const received = [...letters(9), null];
    expect(reshapePaging(received, same, { total: 30 }, { page: 1, limit: 10 })).toMatchObject({
      total: 30,
      totalPages: 3,
    });
  });
});

describe('thousands of items', () => {
  it('a page never holds more than the size asked for', () => {
    const reviews = Array.from({ length: 5000 }, (_, n) => ({
      author: `A${n}`,
      ratingValue: 4,
      content: 'ok',
    }));
    const page = reshapeReviewPage({ reviews, total: 5000 }, { page: 1, limit: 10 });
    expect(page.items).toHaveLength(10);
    expect(page).toMatchObject({ total: 5000, totalPages: 500 });
    const items = Array.from({ length: 3000 }, (_, n) => ({ itemSlug: `item-${n}` }));
    expect(reshapeCatalogPage({ items, total: 3 }, { page: 1, limit: 12 }).items).toHaveLength(12);
  });

  it('lists without paging keep every valid item', () => {
    const articles = Array.from({ length: 3000 }, (_, n) => ({
      slug: `a${n}`,
      publishedDate: '2026-01-01',
    }));
    expect(reshapeBlogArticleList({ articles })).toHaveLength(3000);
  });
});

describe('megabytes of Markdown', () => {
  it('are cut at a paragraph break before the limit, with an ellipsis', () => {
    const paragraph = `${'word '.repeat(199)}word`;
    const huge = Array.from({ length: 2000 }, () => paragraph).join('\n\n');
    expect(huge.length).toBeGreaterThan(1_000_000);
    const cut = markdownText(huge) ?? '';
    expect(cut.length).toBeLessThanOrEqual(MAX_MARKDOWN_LENGTH + 3);
    expect(cut.endsWith(`word\n\n${TRUNCATION_MARK}`)).toBe(true);
    expect(reshapeBusiness({ slug: 'x', mdContent: huge })?.markdown).toBe(cut);
    expect(
      reshapeFaq({ uncategorizedQuestions: [{ question: 'Q?', response: huge }] })
        .uncategorizedQuestions[0]?.answerMarkdown,
    ).toBe(cut);
  });

  it('cut a single huge line at a space, or hard when there is none', () => {
    expect(markdownText(`${'abc '.repeat(100_000)}`)?.endsWith(`abc\n\n${TRUNCATION_MARK}`)).toBe(
      true,
    );
    expect(markdownText('x'.repeat(1_000_000))).toBe(
      `${'x'.repeat(MAX_MARKDOWN_LENGTH)}\n\n${TRUNCATION_MARK}`,
    );
  });

  it('keep indentation, which is Markdown syntax, and blank bodies are null', () => {
    expect(markdownText('\n\n    code block\n')).toBe('    code block');
    expect(markdownText(' \n\t')).toBeNull();
  });
});

describe('script in text fields', () => {
  it('is kept as inert text (React and the Markdown renderer escape it), never interpreted', () => {
    const business = reshapeBusiness({
      slug: 'x',
      businessName: XSS,
      description: `</script>${XSS}`,
      tags: [XSS],
    });
    expect(business).toMatchObject({ name: XSS, description: `</script>${XSS}`, tags: [XSS] });
  });

  it('drops script in contact fields, which become links', () => {
    expect(
      reshapeBusiness({
        slug: 'x',
        email: '"><img src=x onerror=alert(1)>@evil.example',
        phone: `<a href="javascript:x">555</a>`,
      }),
    ).toMatchObject({
      email: null,
      phone: null,
    });
  });
});

describe('URLs that could run script', () => {
  it('are dropped from every URL field', () => {
    for (const url of BAD_URLS) {
      const label = JSON.stringify(url);
      const business = reshapeBusiness({ slug: 'x', website: url, logo: url });
      expect([business?.websiteUrl, business?.logoUrl], label).toEqual([null, null]);
      const item = reshapeCatalogItemDetail({
        itemSlug: 'x',
        imageUrl: url,
        fullUrl: url,
        additionalImages: [url],
      });
      expect([item?.imageUrl, item?.fullUrl, item?.additionalImageUrls], label).toEqual([
        null,
        null,
        [],
      ]);
      expect(reshapeDocumentDetail({ id: 'd', thumbnailUrl: url })?.thumbnailUrl, label).toBeNull();
    }
  });
});

describe('slugs with /, .., %, spaces and non-ASCII letters', () => {
  const odd = [
    'a/b',
    '../admin',
    'odd slug 100%',
    'crêperie-sœur-élodie',
    '%2e%2e',
    'a?b#c',
    'a\\b',
  ];

  it('are kept as given, to be encoded wherever they are used', () => {
    for (const slug of odd) expect(reshapeBusiness({ slug })?.slug, slug).toBe(slug);
    expect(
      reshapeCatalogPage({ items: [{ itemSlug: 'x/../y' }] }, { page: 1, limit: 12 }).items[0]
        ?.slug,
    ).toBe('x/../y');
  });

  it('stay one path segment of the upstream URL, so they cannot reach another endpoint', () => {
    for (const slug of odd) {
      const url = new URL(
        apiRequestUrl('https://api.example/v1', ['index', 'directory-business', slug, 'faq'], 'en'),
      );
      expect(url.pathname.split('/'), slug).toHaveLength(6);
      expect(url.pathname.startsWith('/v1/index/directory-business/'), slug).toBe(true);
      expect(url.pathname.endsWith('/faq'), slug).toBe(true);
      expect(url.search, slug).toBe('?lang=en');
    }
  });

  it('are refused when they are dot segments, blank, control characters or absurdly long', () => {
    for (const slug of ['.', '..', ' .. ', '', 'a\u0000b', 'a\nb', 'x'.repeat(201)]) {
      expect(pathSegment(slug), JSON.stringify(slug)).toBeNull();
      expect(reshapeBusiness({ slug }), JSON.stringify(slug)).toBeNull();
    }
  });
});
