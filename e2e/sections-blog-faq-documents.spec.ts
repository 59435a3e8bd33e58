import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, headLinks, jsonLdBlocks, jsonLdTypes, SITE_URL } from './helpers';

/*
 * The blog, FAQ and documents sections of a business, in both languages, against the sample
 * API (sample-api/README.md): the bakery has GFM-heavy articles, an FAQ with categories and
 * loose questions, a PDF and an image; Traductions Nordik has nothing under it; Dépanneur chez
 * Ginette is HIDDEN.
 */

const BAKERY = 'boulangerie-du-plateau';
const EMPTY = 'traductions-nordik';
const HIDDEN = 'depanneur-chez-ginette';
const ARTICLE = 'why-we-bake-with-sourdough';
const MENU_SLUG = 'bread-menu-fall-2025';
const MENU_ID = '3f1c2a8e-5b7d-4c9e-8a41-2d6f0b9e7c13';
const STOREFRONT = 'storefront-saint-denis';
const HARDWARE = 'quincaillerie-rideau-hardware';
const LOCALES = ['en', 'fr'] as const;
type Locale = (typeof LOCALES)[number];

function localized(locale: Locale, path: string): string {
  return locale === 'en' ? path : `/fr${path}`;
}

async function open(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
}

async function robots(page: Page): Promise<string | null> {
  const meta = page.locator('meta[name="robots"]');
  return (await meta.count()) === 0 ? null : meta.getAttribute('content');
}

interface PageCase {
  name: string;
  path: string;
  /** The canonical path, when it differs from the path visited (a document reached by id). */
  canonicalPath?: string;
  types: string[];
}

const pageCases: PageCase[] = [
  { name: 'blog list', path: `/business/${BAKERY}/blog`, types: ['BreadcrumbList'] },
  {
    name: 'blog article',
    path: `/business/${BAKERY}/blog/${ARTICLE}`,
    types: ['BreadcrumbList', 'BlogPosting'],
  },
  { name: 'FAQ', path: `/business/${BAKERY}/faq`, types: ['BreadcrumbList', 'FAQPage'] },
  { name: 'documents list', path: `/business/${BAKERY}/documents`, types: ['BreadcrumbList'] },
  {
    name: 'document by slug',
    path: `/business/${BAKERY}/documents/${MENU_SLUG}`,
    types: ['BreadcrumbList', 'DigitalDocument'],
  },
  {
    name: 'document by id',
    path: `/business/${BAKERY}/documents/${MENU_ID}`,
    canonicalPath: `/business/${BAKERY}/documents/${MENU_SLUG}`,
    types: ['BreadcrumbList', 'DigitalDocument'],
  },
  {
    name: 'image document',
    path: `/business/${BAKERY}/documents/${STOREFRONT}`,
    types: ['BreadcrumbList', 'ImageObject'],
  },
];

for (const locale of LOCALES) {
  for (const pageCase of pageCases) {
    test(`${pageCase.name} (${locale}): h1, attribution, JSON-LD, canonical, hreflang, axe`, async ({
      page,
    }) => {
      await open(page, localized(locale, pageCase.path));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).not.toBeEmpty();
      await expect(page.getByTestId('attribution')).toHaveText(
        `Source: Open Business Directory — ${SITE_URL}/business/${BAKERY}`,
      );
      const types = await jsonLdTypes(page);
      for (const type of pageCase.types) expect(types).toContain(type);
      const canonicalPath = pageCase.canonicalPath ?? pageCase.path;
      const { canonical, alternates } = await headLinks(page);
      expect(canonical).toBe(`${SITE_URL}${localized(locale, canonicalPath)}`);
      expect(alternates).toEqual({
        en: `${SITE_URL}${canonicalPath}`,
        fr: `${SITE_URL}/fr${canonicalPath}`,
        'x-default': `${SITE_URL}${canonicalPath}`,
      });
      expect(await robots(page)).toBeNull();
      await expectNoAxeViolations(page);
    });
  }
}

test.describe('blog', () => {
  for (const locale of LOCALES) {
    test(`lists articles newest first with linked titles and locale dates (${locale})`, async ({
      page,
    }) => {
      await open(page, localized(locale, `/business/${BAKERY}/blog`));
      const links = page.locator('main article h2 a');
      expect(await links.count()).toBeGreaterThanOrEqual(2);
      await expect(
        page.locator(
          `main article h2 a[href="${localized(locale, `/business/${BAKERY}/blog/${ARTICLE}`)}"]`,
        ),
      ).toHaveCount(1);
      // The first <time> of each article is its publication date.
      const published = await page
        .locator('main article')
        .evaluateAll((articles) =>
          articles.map((article) => article.querySelector('time')?.getAttribute('datetime') ?? ''),
        );
      expect(published.every((date) => !Number.isNaN(Date.parse(date)))).toBe(true);
      expect([...published].sort().reverse()).toEqual(published);
      const shown = await page.locator('main article time').first().textContent();
      // "October 14, 2025" in English, "14 octobre 2025" in French.
      expect(shown).toMatch(
        locale === 'en' ? /^[A-Z][a-z]+ \d{1,2}, \d{4}$/ : /^\d{1,2} [a-zéû]+ \d{4}$/,
      );
    });
  }

  test('an article renders its Markdown body, not the HTML twin, with BlogPosting JSON-LD', async ({
    page,
  }) => {
    await open(page, `/fr/business/${BAKERY}/blog/${ARTICLE}`);
    const posting = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'BlogPosting');
    expect(posting).toBeDefined();
    const h1 = await page.locator('h1').textContent();
    expect(posting).toMatchObject({
      headline: h1,
      inLanguage: 'fr',
      mainEntityOfPage: `${SITE_URL}/fr/business/${BAKERY}/blog/${ARTICLE}`,
      author: {
        '@type': 'Organization',
        '@id': `${SITE_URL}/business/${BAKERY}#business`,
        url: `${SITE_URL}/business/${BAKERY}`,
      },
      publisher: { '@type': 'Organization', name: 'Open Business Directory', url: `${SITE_URL}/` },
    });
    expect(Date.parse(String(posting?.datePublished))).not.toBeNaN();
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /\S/);
    // GFM from the Markdown: the article has a table, and the breadcrumb's last crumb is the article.
    await expect(page.locator('main table').first()).toBeVisible();
    const crumbs = (await jsonLdBlocks(page)).find(
      (block) => block['@type'] === 'BreadcrumbList',
    ) as {
      itemListElement: { item: string }[];
    };
    expect(crumbs.itemListElement.at(-1)?.item).toBe(
      `${SITE_URL}/fr/business/${BAKERY}/blog/${ARTICLE}`,
    );
  });
});

test.describe('FAQ', () => {
  test('categories are h2s, each question has its anchor, and the JSON-LD lists them all', async ({
    page,
  }) => {
    await open(page, `/business/${BAKERY}/faq`);
    await expect(page.locator('main h2', { hasText: 'Orders and pickup' })).toHaveCount(1);
    await expect(page.locator('main h2', { hasText: 'Other questions' })).toHaveCount(1);
    const ids = await page
      .locator('main details')
      .evaluateAll((items) => items.map((item) => item.id));
    expect(ids.length).toBeGreaterThanOrEqual(5);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[a-z0-9-]+$/.test(id))).toBe(true);
    const faqPage = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'FAQPage') as {
      mainEntity: {
        name: string;
        url: string;
        acceptedAnswer: { '@type': string; text: string };
      }[];
    };
    expect(faqPage.mainEntity.map((question) => question.url)).toEqual(
      ids.map((id) => `${SITE_URL}/business/${BAKERY}/faq#${id}`),
    );
    const questions = await page.locator('main summary').allTextContents();
    expect(faqPage.mainEntity.map((question) => question.name)).toEqual(
      questions.map((text) => text.replace('▸', '').trim()),
    );
    for (const question of faqPage.mainEntity) {
      expect(question.acceptedAnswer['@type']).toBe('Answer');
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(0);
    }
  });

  test('answers open without JavaScript, and #anchor links point at their question', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await open(page, `/fr/business/${BAKERY}/faq`);
    const first = page.locator('main details').first();
    const answer = first.getByTestId('faq-answer');
    await expect(answer).toBeHidden();
    await first.locator('summary').click();
    await expect(answer).toBeVisible();
    await expect(answer).toContainText(/\S/);
    const anchor = await page.locator('main details').nth(1).getAttribute('id');
    await expect(page.locator('main details').nth(1).locator(`a[href="#${anchor}"]`)).toHaveCount(
      1,
    );
    await context.close();
  });
});

test.describe('documents', () => {
  for (const locale of LOCALES) {
    test(`list: linked labels, type and size in words, a direct download, thumbnails with sizes (${locale})`, async ({
      page,
    }) => {
      await open(page, localized(locale, `/business/${BAKERY}/documents`));
      const item = page.locator('main li', {
        has: page.locator(
          `a[href="${localized(locale, `/business/${BAKERY}/documents/${MENU_SLUG}`)}"]`,
        ),
      });
      await expect(item).toHaveCount(1);
      // 184,320 bytes, in decimal units with the locale's separators, after the type in words.
      await expect(item.getByTestId('document-file')).toHaveText(
        locale === 'en' ? /^PDF · 184\skB$/ : /^PDF · 184\sko$/,
      );
      const image = page.locator('main li', {
        hasText: locale === 'en' ? 'Storefront' : 'Devanture',
      });
      // 96,512 bytes.
      await expect(image.getByTestId('document-file')).toHaveText(/^Image · 97\sk[Bo]$/);
      // The file itself, straight from the list: the address the document's JSON-LD names.
      const download = item.getByTestId('document-download');
      await expect(download).toHaveAttribute(
        'href',
        new RegExp(`^http://[^/]+/assets/documents/${MENU_ID}\\.pdf$`),
      );
      await expect(download).toHaveAttribute('type', 'application/pdf');
      await expect(download).toHaveAccessibleName(
        `${locale === 'en' ? 'Download' : 'Télécharger'} ${await item.locator('h2').innerText()}`,
      );
      await expect(image.getByTestId('document-download')).toHaveAttribute(
        'href',
        /\/assets\/documents\/[0-9a-f-]+\.svg$/,
      );
      await expect(page.getByTestId('document-no-file')).toHaveCount(0);
      const thumbnail = item.locator('img');
      await expect(thumbnail).toHaveAttribute('width', /^\d+$/);
      await expect(thumbnail).toHaveAttribute('height', /^\d+$/);
      await expect(thumbnail).toHaveAttribute('alt', '');
      await expect(item.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    });

    test(`a document without a file says why, and links nothing (${locale})`, async ({ page }) => {
      await open(page, localized(locale, `/business/${HARDWARE}/documents`));
      const archived = page.locator('main li', {
        hasText: locale === 'en' ? 'archived' : 'archives',
      });
      await expect(archived.getByTestId('document-no-file')).toHaveText(
        locale === 'en'
          ? 'The directory does not publish this document’s file.'
          : 'L’annuaire ne publie pas le fichier de ce document.',
      );
      await expect(archived.getByTestId('document-download')).toHaveCount(0);
      // The other two have their file.
      await expect(page.getByTestId('document-download')).toHaveCount(2);
      await archived.locator('h2 a').click();
      await expect(page.getByTestId('document-no-file')).toBeVisible();
      await expect(page.locator('main a[href*="/assets/documents/"]')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test(`the list's twin and JSON-LD state each document's type, size and file as the list does (${locale})`, async ({
      page,
      request,
    }) => {
      const path = localized(locale, `/business/${BAKERY}/documents`);
      await open(page, path);
      const collection = (await jsonLdBlocks(page)).find(
        (block) => block['@type'] === 'CollectionPage',
      ) as { hasPart: Record<string, unknown>[] } | undefined;
      const items = page.locator('main li:has([data-testid="document-file"])');
      expect(collection?.hasPart).toHaveLength(await items.count());
      // Read as a reader reads it: a no-break space is a space.
      const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
      const twin = spaced(await (await request.get(`${path}.md`)).text());
      for (const [index, part] of (collection?.hasPart ?? []).entries()) {
        const item = items.nth(index);
        const line = await item.getByTestId('document-file').innerText();
        const href = await item.getByTestId('document-download').getAttribute('href');
        const size = line.split(' · ')[1];
        const file =
          part['@type'] === 'ImageObject'
            ? part
            : (part.encoding as Record<string, unknown> | undefined);
        expect(file?.contentUrl, String(part.name)).toBe(href);
        expect(file?.contentSize, String(part.name)).toBe(size);
        expect(twin).toContain(spaced(line));
        expect(twin).toContain(`[${locale === 'en' ? 'Download' : 'Télécharger'}](${href})`);
      }
    });

    test(`an image document shows the image itself, sized, with its description as alt text (${locale})`, async ({
      page,
      request,
    }) => {
      const path = localized(locale, `/business/${BAKERY}/documents/${STOREFRONT}`);
      await open(page, path);
      const picture = page.getByTestId('document-image').locator('img');
      const own = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'ImageObject');
      await expect(picture).toHaveAttribute('src', String(own?.contentUrl));
      // Its pixels, from the document's JSON-LD, reserve its box before it loads.
      await expect(picture).toHaveAttribute('width', '1200');
      await expect(picture).toHaveAttribute('height', '800');
      await expect(picture).toHaveAttribute(
        'alt',
        locale === 'en'
          ? 'The Saint-Denis shop on a winter morning.'
          : 'La boutique Saint-Denis un matin d’hiver.',
      );
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      expect(own).toMatchObject({ encodingFormat: 'image/svg+xml' });
      expect(String(own?.contentSize)).toMatch(/^97\sk[Bo]$/);
      // The thumbnail gives way to the picture.
      await expect(
        page.locator('main img[alt^="Preview of"], main img[alt^="Aperçu de"]'),
      ).toHaveCount(0);
      const twin = await (await request.get(`${path}.md`)).text();
      expect(twin).toContain(`](${String(own?.contentUrl)})`);
      expect(twin).toMatch(/!\[La boutique|!\[The Saint-Denis/);
      expect(twin).toContain(String(own?.contentSize));
    });
  }

  test('a document page shows its Markdown, SEO metadata, its own JSON-LD and a link to the file', async ({
    page,
  }) => {
    await open(page, `/fr/business/${BAKERY}/documents/${MENU_ID}`);
    await expect(page).toHaveTitle(
      /Carte et prix des pains de la Boulangerie du Plateau, automne 2025/,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Pains au levain/,
    );
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /levain/);
    await expect(page.locator('main table').first()).toBeVisible();
    const own = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'DigitalDocument');
    // Tied to its page and its business; the file under `encoding`, since a DigitalDocument
    // has no contentUrl of its own in schema.org.
    expect(own).toMatchObject({
      '@context': 'https://schema.org',
      '@id': `${SITE_URL}/fr/business/${BAKERY}/documents/bread-menu-fall-2025#document`,
      publisher: { '@id': `${SITE_URL}/business/${BAKERY}#business` },
      encoding: { '@type': 'MediaObject' },
    });
    expect(own).not.toHaveProperty('contentUrl');
    const contentUrl = (own?.encoding as { contentUrl?: string } | undefined)?.contentUrl;
    const file = page.locator('main a', { hasText: 'Ouvrir le fichier' });
    await expect(file).toHaveAttribute('href', String(contentUrl));
    expect(String(contentUrl)).toMatch(/^https?:\/\//);
    await expect(page.locator('main dl')).toContainText('Pages');
    await expect(
      page.locator('main img[alt="Aperçu de Carte des pains — automne 2025"]'),
    ).toHaveCount(1);
  });

  test('a page past the last one is an empty, noindex page that leads back to page 1', async ({
    page,
  }) => {
    await open(page, `/fr/business/${BAKERY}/documents/page/7`);
    expect(await robots(page)).toMatch(/noindex/);
    await expect(page.getByTestId('empty-state')).toContainText('La page 7 est vide');
    const pager = page.getByRole('navigation', { name: 'Pages de documents' });
    await expect(pager.locator('a[rel="prev"]')).toHaveAttribute(
      'href',
      `/fr/business/${BAKERY}/documents`,
    );
    await page.getByTestId('empty-state').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/fr/business/${BAKERY}/documents$`));
    await expect(page.locator('main h2 a').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a malformed page number is page 1, and a single page has no pager', async ({ page }) => {
    await open(page, `/business/${BAKERY}/documents?page=-3`);
    await expect(page.locator('main h2 a').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Document pages' })).toHaveCount(0);
  });
});

test.describe('pager', () => {
  // No sample business has more than one page of documents (12 a page); the bakery's 48
  // reviews (10 a page) are served through the same server-rendered Pager.
  test('plain …/page/N links with rel prev/next and aria-current, without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await open(page, `/fr/business/${BAKERY}/reviews/page/2`);
    const pager = page.locator('main nav', { has: page.locator('a[rel="next"]') });
    await expect(pager).toHaveCount(1);
    const reviewsPath = `/fr/business/${BAKERY}/reviews`;
    await expect(pager.locator('a[rel="prev"]')).toHaveAttribute('href', reviewsPath);
    await expect(pager.locator('a[rel="next"]')).toHaveAttribute('href', `${reviewsPath}/page/3`);
    await expect(pager.locator('a[aria-current="page"]')).toHaveText('2');
    await expect(pager.locator('a[aria-current="page"]')).toHaveAttribute(
      'href',
      `${reviewsPath}/page/2`,
    );
    await expect(pager).toContainText('Page 2 sur 5');
    await pager.locator('a[rel="next"]').click();
    await expect(page).toHaveURL(new RegExp(`${reviewsPath}/page/3$`));
    await expect(page.locator('main nav a[aria-current="page"]', { hasText: /^3$/ })).toHaveCount(
      1,
    );
    await context.close();
  });
});

test.describe('empty sections', () => {
  const emptyCases = [
    {
      section: 'blog',
      en: 'has not published any articles yet',
      fr: 'n’a encore publié aucun article',
    },
    {
      section: 'faq',
      en: 'has not published any frequently asked questions yet',
      fr: 'n’a encore publié aucune question fréquente',
    },
    {
      section: 'documents',
      en: 'has not published any documents yet',
      fr: 'n’a encore publié aucun document',
    },
  ];
  for (const locale of LOCALES) {
    for (const emptyCase of emptyCases) {
      test(`${emptyCase.section} of a business with none is a 200, noindex empty state (${locale})`, async ({
        page,
      }) => {
        await open(page, localized(locale, `/business/${EMPTY}/${emptyCase.section}`));
        expect(await robots(page)).toMatch(/noindex/);
        await expect(page.getByTestId('empty-state')).toContainText(emptyCase[locale]);
        await expect(page.getByTestId('attribution')).toHaveText(
          `Source: Open Business Directory — ${SITE_URL}/business/${EMPTY}`,
        );
        expect(await jsonLdTypes(page)).toEqual(['BreadcrumbList']);
        await expectNoAxeViolations(page);
      });
    }
  }
});

test.describe('not found', () => {
  const missing = [
    `/business/${BAKERY}/blog/no-such-article`,
    `/fr/business/${BAKERY}/blog/no-such-article`,
    `/business/${BAKERY}/documents/no-such-document`,
    `/fr/business/${BAKERY}/documents/00000000-0000-4000-8000-000000000000`,
    '/business/no-such-business/blog',
    '/fr/business/no-such-business/faq',
    '/business/no-such-business/documents',
    '/business/no-such-business/documents/whatever',
    `/business/${HIDDEN}/blog`,
    `/fr/business/${HIDDEN}/faq`,
  ];
  for (const path of missing) {
    test(`${path} is a 404`, async ({ page }) => {
      await open(page, path, 404);
      await expect(page.locator('h1')).toHaveCount(1);
    });
  }
});
