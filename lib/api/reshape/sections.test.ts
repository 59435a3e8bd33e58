import { describe, expect, it } from 'vitest';
import { reshapeBlogArticle, reshapeBlogArticleList } from './blog';
import { reshapeCatalogItemDetail, reshapeCatalogPage } from './catalog';
import { reshapeDocumentDetail, reshapeDocumentPage } from './documents';
import { anchorFor, faqQuestionCount, reshapeFaq } from './faq';
import { reshapePaging } from './paging';
import { reshapeReviewPage } from './reviews';

describe('blog reshapers', () => {
  it('sorts articles newest first and drops ones without a slug', () => {
    const list = reshapeBlogArticleList({
      articles: [
        { slug: 'old', title: 'Old', publishedDate: '2025-01-01T00:00:00Z' },
        { title: 'No slug' },
        { slug: 'new', title: 'New', publishedDate: '2026-01-01T00:00:00Z' },
        { slug: 'undated', title: 'Undated', publishedDate: 'n/a' },
      ],
      total: 9,
    });
    expect(list.map((article) => article.slug)).toEqual(['new', 'old', 'undated']);
  });

  it('keeps Markdown, splits keywords and keeps the HTML only as untrusted text', () => {
    const article = reshapeBlogArticle({
      slug: 'a',
      title: 'T',
      content: '| a |\n|---|\n| 1 |',
      contentPublic: '<script>alert(1)</script>',
      keywords: 'bread, sourdough ,, bread',
    });
    expect(article?.markdown).toBe('| a |\n|---|\n| 1 |');
    expect(article?.keywords).toEqual(['bread', 'sourdough']);
    expect(article?.untrustedHtml).toBe('<script>alert(1)</script>');
  });
});

describe('FAQ reshaper', () => {
  it('keeps categories and uncategorized questions with unique anchors', () => {
    const faq = reshapeFaq({
      updatedAt: '2026-01-01T00:00:00Z',
      categories: [
        { name: 'Orders', questions: [{ question: 'Do you deliver?', response: 'Yes.' }] },
        { name: 'Empty', questions: [] },
      ],
      uncategorizedQuestions: [
        { question: 'Do you deliver?', response: 'Still yes.' },
        { question: 'Broken', response: null, responsePublic: '<p>From <b>HTML</b></p>' },
        { question: '', response: 'no question' },
      ],
    });
    expect(faq.categories.map((category) => category.name)).toEqual(['Orders']);
    expect(faq.uncategorizedQuestions.map((q) => q.anchor)).toEqual(['do-you-deliver-2', 'broken']);
    expect(faq.uncategorizedQuestions[1]?.answerMarkdown).toBe('From HTML');
    expect(faqQuestionCount(faq)).toBe(3);
  });

  it('builds ASCII anchors from accented questions', () => {
    expect(anchorFor('Où êtes-vous situés ?', new Set())).toBe('ou-etes-vous-situes');
    expect(anchorFor('???', new Set())).toBe('question');
  });
});

describe('paging', () => {
  const same = (item: unknown) => (typeof item === 'string' ? item : null);

  it('raises a total smaller than what a full page shows', () => {
    expect(reshapePaging(['a', 'b'], same, { total: 0 }, { page: 3, limit: 2 })).toEqual({
      items: ['a', 'b'],
      total: 6,
      page: 3,
      limit: 2,
      totalPages: 3,
    });
  });

  it('keeps the page and size asked for, whatever the answer claims', () => {
    const malformed = { total: '45', page: 'x', limit: -3 };
    expect(reshapePaging([], same, malformed, { page: 2, limit: 10 })).toMatchObject({
      page: 2,
      limit: 10,
    });
    const lying = { total: 1, page: 7, limit: 0 };
    expect(reshapePaging(['a'], same, lying, { page: 1, limit: 10 })).toMatchObject({
      page: 1,
      limit: 10,
      total: 1,
    });
  });
});

describe('reviews reshaper', () => {
  it('drops out-of-range ratings but keeps the review text', () => {
    const page = reshapeReviewPage(
      {
        reviews: [
          {
            author: 'A',
            ratingValue: 4.5,
            title: 'Good',
            content: 'Nice',
            reviewDate: '2026-01-01',
          },
          { author: 'B', ratingValue: 7, title: 'Too good', content: '' },
          { author: 'C', ratingValue: -1, content: 'Bad' },
          { author: 'D', ratingValue: '3', content: 'Fine' },
          'not a review',
        ],
        total: 4,
        page: 1,
        limit: 10,
      },
      { page: 1, limit: 10 },
    );
    expect(page.items.map((review) => review.rating)).toEqual([4.5, null, null, 3]);
  });
});

describe('catalog reshapers', () => {
  it('maps unknown types to OTHER, drops bad URLs and negative prices', () => {
    const page = reshapeCatalogPage(
      {
        items: [
          {
            id: '1',
            itemSlug: 'bread',
            label: 'Bread',
            itemType: 'PRODUCT',
            unitPrice: '4.50',
            imageUrl: 'javascript:x',
          },
          { id: '2', itemSlug: 'mystery', label: 'Mystery', itemType: 'SPACESHIP', unitPrice: -3 },
        ],
        total: 2,
        page: 1,
        limit: 12,
      },
      { page: 1, limit: 12 },
    );
    expect(page.items[0]).toMatchObject({
      type: 'PRODUCT',
      unitPrice: 4.5,
      imageUrl: null,
      available: true,
    });
    expect(page.items[1]).toMatchObject({ type: 'OTHER', unitPrice: null });
  });

  it('keeps detail fields and only object enrichments', () => {
    const detail = reshapeCatalogItemDetail({
      itemSlug: 'loft',
      label: 'Loft',
      itemType: 'REAL_ESTATE',
      available: false,
      additionalImages: [
        'https://x.example/1.jpg',
        'data:image/png;base64,AAA',
        'https://x.example/1.jpg',
      ],
      enrichment: ['not', 'an', 'object'],
      fullUrl: 'https://agency.example/loft',
      attributes: { rooms: 3 },
    });
    expect(detail).toMatchObject({
      available: false,
      additionalImageUrls: ['https://x.example/1.jpg'],
      enrichment: null,
      fullUrl: 'https://agency.example/loft',
      attributes: { rooms: 3 },
    });
  });
});

describe('document reshapers', () => {
  it('derives totalPages from the total and keeps unknown types as OTHER', () => {
    const data = Array.from({ length: 12 }, (_, n) => ({
      id: `d${n}`,
      label: 'Menu',
      type: 'PDF',
      fileSize: '2048',
    }));
    data[1] = { id: 'd1', label: 'Clip', type: 'VIDEO', fileSize: 'big' };
    const page = reshapeDocumentPage({ data, total: 25, totalPages: 99 }, { page: 1, limit: 12 });
    expect(page.totalPages).toBe(3);
    expect(page.items.slice(0, 2).map((doc) => [doc.type, doc.fileSize])).toEqual([
      ['PDF', 2048],
      ['OTHER', null],
    ]);
  });

  it('keeps JSON-LD only when it is an object', () => {
    expect(reshapeDocumentDetail({ id: 'd', jsonLd: '{"@type":"X"}' })?.jsonLd).toBeNull();
    expect(
      reshapeDocumentDetail({ id: 'd', jsonLd: { '@type': 'DigitalDocument' } })?.jsonLd,
    ).toEqual({
      '@type': 'DigitalDocument',
    });
  });
});
