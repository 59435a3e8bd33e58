import { describe, expect, it } from 'vitest';
import type { ReviewSummary } from '@/lib/models/review-summary';
import { getSiteConfig } from '@/lib/config/site-config';
import { aboutModel } from '@/lib/models/about';
import { developersModel } from '@/lib/models/developers';
import type { Locale } from '@/lib/i18n/routing';
import { renderAboutTwin } from './about-twin';
import { renderDevelopersTwin } from './developers-twin';
import { renderArticleTwin } from './article-twin';
import { renderBlogListTwin } from './blog-list-twin';
import { renderBusinessTwin } from './business-twin';
import { renderCatalogItemTwin } from './catalog-item-twin';
import { renderCatalogTwin } from './catalog-twin';
import { renderDocumentTwin } from './document-twin';
import { renderDocumentsTwin } from './documents-twin';
import { renderFaqTwin } from './faq-twin';
import { renderReviewsTwin } from './reviews-twin';
import {
  article,
  business,
  context,
  documentDetail,
  faq,
  item,
  paged,
  review,
  SITE,
  itemWith,
  listedDocument,
} from './testing/fixtures';
import { documentFile } from '@/lib/models/document-file';
import { summarizeMarkdown } from './testing/markdown-tree';

/** Every review of the fixture business: one, rated 4.5. */
const summary: ReviewSummary = {
  count: 1,
  average: 4.5,
  distribution: { 0: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 },
  complete: true,
};

const ATTRIBUTION = `Source: Open Business Directory — ${SITE}/business/cafe-soleil`;

/** Untrusted text may show up as text, never as a link, an image or raw HTML. */
function expectNoInjection(markdown: string) {
  const tree = summarizeMarkdown(markdown);
  expect(tree.html, 'raw HTML').toEqual([]);
  expect(
    tree.links.filter((url) => url.includes('evil.example') || !/^(https?|mailto|tel):/.test(url)),
  ).toEqual([]);
  expect(tree.images).toEqual([]);
  // Exactly one H1: the page's title; the content's own headings are nested under it.
  expect(tree.headings.filter((h) => h.depth === 1)).toHaveLength(1);
  return tree;
}

type Renderer = (locale: Locale) => { markdown: string; path: string; text: string[] };

const renderers: Record<string, Renderer> = {
  profile: (locale) => ({
    markdown: renderBusinessTwin(business, { blog: 1, faq: 0, reviews: 3 }, context(locale)),
    path: '/business/cafe-soleil',
    text: ['Roasted daily', 'H2X 1Y4', '+1 514-555-0100'],
  }),
  blog: (locale) => ({
    markdown: renderBlogListTwin(business, [article], context(locale)),
    path: '/business/cafe-soleil/blog',
    text: ['A new roast', 'Our new espresso'],
  }),
  article: (locale) => ({
    markdown: renderArticleTwin(business, article, context(locale)),
    path: '/business/cafe-soleil/blog/new-roast',
    text: ['Tasting notes', 'Chocolate', '2025-02-01'],
  }),
  faq: (locale) => ({
    markdown: renderFaqTwin(business, faq, context(locale)),
    path: '/business/cafe-soleil/faq',
    text: ['Do you deliver?', 'within 5 km', 'Wi-Fi?'],
  }),
  reviews: (locale) => ({
    markdown: renderReviewsTwin(business, paged([review], 2, 10, 11), summary, context(locale)),
    path: '/business/cafe-soleil/reviews',
    text: ['Great coffee', 'Would come back', '4.5/5'],
  }),
  catalog: (locale) => ({
    markdown: renderCatalogTwin(business, paged([item], 1, 12, 1), context(locale)),
    path: '/business/cafe-soleil/catalog',
    text: ['Espresso beans', 'Dark roast', 'bag (340 g)'],
  }),
  item: (locale) => ({
    markdown: renderCatalogItemTwin(business, item, context(locale)),
    path: '/business/cafe-soleil/catalog/espresso-beans',
    text: ['Notes of cocoa', 'Brazil', 'breakout'],
  }),
  documents: (locale) => ({
    markdown: renderDocumentsTwin(
      business,
      paged([listedDocument(documentDetail, locale)], 1, 12, 1),
      context(locale),
    ),
    path: '/business/cafe-soleil/documents',
    text: ['Menu 2025', 'PDF'],
  }),
  document: (locale) => ({
    markdown: renderDocumentTwin(
      business,
      documentDetail,
      documentFile(documentDetail, documentDetail, locale),
      context(locale),
    ),
    path: '/business/cafe-soleil/documents/menu-2025',
    text: ['Latte', 'Our menu'],
  }),
};

describe.each(Object.entries(renderers))('%s twin', (_name, render) => {
  it.each(['en', 'fr'] as const)(
    'names its canonical URL and the attribution line (%s)',
    (locale) => {
      const { markdown, path } = render(locale);
      const canonical = `${SITE}${locale === 'fr' ? '/fr' : ''}${path}`;
      expect(markdown).toContain(canonical);
      expect(markdown).toContain(ATTRIBUTION);
      expect(markdown).toContain('https://opendatacommons.org/licenses/by/1-0/');
    },
  );

  it('holds the page text, and untrusted text stays text', () => {
    const { markdown, text } = render('en');
    const tree = expectNoInjection(markdown);
    for (const expected of text) expect(tree.text).toContain(expected);
    // The injection attempts are still readable as text.
    expect(tree.text).toContain('[pwned](https://evil.example)');
  });
});

describe('twin details', () => {
  it('writes French labels in French', () => {
    const markdown = renderBusinessTwin(business, {}, context('fr'));
    expect(markdown).toContain('URL canonique : https://directory.example/fr/business/cafe-soleil');
    expect(markdown).toContain('Vérifiée : Oui');
    expect(markdown).toContain('[FAQ](https://directory.example/fr/business/cafe-soleil/faq.md)');
  });

  it('links sections to their twins and hides empty ones', () => {
    const markdown = renderBusinessTwin(business, { blog: 1, faq: 0, reviews: 3 }, context('en'));
    expect(markdown).toContain(
      '[Blog (1)](https://directory.example/business/cafe-soleil/blog.md)',
    );
    expect(markdown).toContain(
      '[Reviews (3)](https://directory.example/business/cafe-soleil/reviews.md)',
    );
    expect(markdown).not.toContain('faq.md');
    expect(markdown).toContain(
      '[Catalog](https://directory.example/business/cafe-soleil/catalog.md)',
    );
  });

  it('keeps the safe links of Markdown bodies and drops the others', () => {
    const tree = summarizeMarkdown(renderBusinessTwin(business, {}, context('en')));
    expect(tree.links).toContain('https://cafe.example/story');
    expect(tree.links).toContain('mailto:hello@cafe.example');
    expect(tree.links).toContain('tel:+15145550100');
    expect(tree.headings).toContainEqual({ depth: 3, text: 'Our story' });
  });

  it('pages reviews with links to the neighbouring twins', () => {
    const markdown = renderReviewsTwin(
      business,
      paged([review], 2, 10, 25),
      summary,
      context('en'),
    );
    expect(markdown).toContain('Page 2 of 3');
    expect(markdown).toContain('(https://directory.example/business/cafe-soleil/reviews.md)');
    expect(markdown).toContain(
      '(https://directory.example/business/cafe-soleil/reviews/page/3.md)',
    );
    // Its canonical URL is the HTML page's: page 2's own.
    expect(markdown).toContain(
      'Canonical URL: https://directory.example/business/cafe-soleil/reviews/page/2\n',
    );
    expect(
      renderReviewsTwin(business, paged([review], 1, 10, 1), summary, context('fr')),
    ).toContain('Note : 4,5/5');
    // The summary of every review, as on the page: average, count and spread.
    expect(markdown).toContain('## Rating summary\n\n4.5 out of 5. Based on 1 rating.');
    expect(markdown).toContain('- 5 stars: 1\n- 4 stars: 0');
  });

  it('states a review’s language and a sorted, star-filtered view, whose pages keep the filters', () => {
    const markdown = renderReviewsTwin(
      business,
      paged([review, { ...review, lang: 'fr' }], 1, 2, 3),
      summary,
      context('en'),
      { filters: { page: 1, sort: 'lowest', stars: 4 }, totalReviews: 9 },
    );
    expect(markdown).toContain('- Language: English');
    expect(markdown).toContain('- Language: French');
    expect(markdown).toContain('## 3 reviews with 4 stars\n\nSorted: Lowest rating first');
    expect(markdown).toContain(
      '(https://directory.example/business/cafe-soleil/reviews.md?sort=lowest&stars=4&page=2)',
    );
    // A filtered view repeats the list's reviews: its canonical URL is the list's.
    expect(markdown).toContain(
      'Canonical URL: https://directory.example/business/cafe-soleil/reviews\n',
    );
  });

  it('says when a section is empty or a page is past the end', () => {
    expect(renderReviewsTwin(business, paged([], 1, 10, 0), summary, context('en'))).toContain(
      'This business has no reviews yet.',
    );
    expect(renderCatalogTwin(business, paged([], 5, 12, 13), context('fr'))).toContain(
      'la liste se termine à la page 2',
    );
    expect(renderFaqTwin(business, null, context('en'))).toContain(
      'has not published any questions yet',
    );
    expect(renderBlogListTwin(business, [], context('en'))).toContain(
      'has not published any articles yet',
    );
  });

  it('shows a catalog item price without inventing a currency', () => {
    expect(renderCatalogItemTwin(business, item, context('en'))).toContain(
      'Price: 18.50 / bag (340 g)',
    );
    expect(renderCatalogItemTwin(business, item, context('fr'))).toContain(
      'Prix : 18,50 / bag (340 g)',
    );
    expect(
      renderCatalogItemTwin(business, itemWith({ unitPrice: 3, unitMeasure: null }), context('en')),
    ).toContain('Price: 3.00\n');
  });

  it('names the provinces or states of a catalog item’s business, when known', () => {
    const quebec = { code: 'CA-QC', name: 'Québec' };
    expect(renderCatalogItemTwin(business, item, context('fr'), [quebec])).toMatch(
      /^- Province ou État : Québec \\?\(CA-QC\\?\)$/m,
    );
    expect(renderCatalogItemTwin(business, item, context('en'))).not.toContain('Province');
  });

  it('keeps catalog filters in the page links', () => {
    const markdown = renderCatalogTwin(business, paged([item], 1, 12, 30), context('en'), {
      type: 'PRODUCT',
      q: 'dark roast',
    });
    expect(markdown).toContain(
      '(https://directory.example/business/cafe-soleil/catalog.md?type=PRODUCT&q=dark+roast&page=2)',
    );
  });

  it('links each document to its twin by slug', () => {
    const markdown = renderDocumentsTwin(
      business,
      paged([listedDocument()], 1, 12, 1),
      context('en'),
    );
    expect(markdown).toContain(
      '(https://directory.example/business/cafe-soleil/documents/menu-2025.md)',
    );
  });

  it("states each document's type and size, and links its file or says why there is none", () => {
    const withFile = listedDocument(
      { ...documentDetail, jsonLd: { contentUrl: 'https://f.example/menu.pdf' } },
      'fr',
    );
    const textOnly = listedDocument({ ...documentDetail, id: 'b', slug: 'b' }, 'fr');
    const markdown = renderDocumentsTwin(
      business,
      paged([withFile, textOnly], 1, 12, 2),
      context('fr'),
    ).replace(/[\u00a0\u202f]/g, ' ');
    expect(markdown).toContain('PDF · 1,3 Mo');
    expect(markdown).toContain('[Télécharger](https://f.example/menu.pdf)');
    expect(markdown).toContain('L’annuaire ne publie que le texte de ce document');
  });

  it("shows an image document's picture, with its alt text, and its format", () => {
    const image = {
      ...documentDetail,
      type: 'IMAGE' as const,
      description: 'The shop',
      jsonLd: { contentUrl: 'https://f.example/shop.png', contentSize: 'ignored' },
    };
    const markdown = renderDocumentTwin(
      business,
      image,
      documentFile(image, image, 'en'),
      context('en'),
    );
    expect(markdown).toContain('![The shop](https://f.example/shop.png)');
    expect(markdown).toContain('Format: image/png');
    expect(markdown).toContain('[Open the file (Image · 1.3 MB)](https://f.example/shop.png)');
  });

  it('mirrors the About page', () => {
    const markdown = renderAboutTwin(aboutModel('fr'), context('fr'));
    const site = getSiteConfig().siteUrl;
    expect(markdown).toContain('URL canonique : https://directory.example/fr/about');
    // The spec's format as the page shows it, then an example with this directory's name.
    expect(markdown).toContain('Source: <directory_name> — {site_url}/business/{slug}');
    expect(markdown).toContain(
      `Source: Open Business Directory — ${site}/business/example-business`,
    );
    // The files for machines are the developers page's, which the About twin links to.
    expect(summarizeMarkdown(markdown).links).toContain(`${SITE}/fr/developers.md`);
    expect(summarizeMarkdown(markdown).links).not.toContain(`${site}/fr/llms.txt`);
  });

  it('mirrors the developers page', () => {
    const model = developersModel('fr', {
      tools: [
        {
          name: 'get_business',
          title: 'Get',
          description: 'One *business*',
          inputs: ['slug', 'lang'],
        },
      ],
      endpoints: [{ method: 'GET', path: '/api/search', summary: 'Search the directory' }],
    });
    const markdown = renderDevelopersTwin(model, context('fr'));
    const site = getSiteConfig().siteUrl;
    expect(markdown).toContain(`URL canonique : ${SITE}/fr/developers`);
    // The French file is named as on the page, without its language prefix.
    expect(markdown).toContain(`[llms.txt](${site}/fr/llms.txt)`);
    expect(markdown).toContain(`[api/site-openapi.json](${site}/api/site-openapi.json)`);
    expect(markdown).toContain('- `GET /api/search`: Search the directory');
    // A tool's description is the server's text, escaped like any other.
    expect(markdown).toContain(
      '- `get_business`: One \\*business\\* (paramètres : `slug`, `lang`)',
    );
    expect(markdown).toContain('Source: <directory_name> — {site_url}/business/{slug}');
    expect(summarizeMarkdown(markdown).links).toContain(`${SITE}/fr/about.md`);
  });
});
