import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { isPng, readIco } from '@/lib/seo/ico';
import {
  expectNoAxeViolations,
  headLinks,
  jsonLdBlocks,
  SITE_URL,
  waitForHydration,
  API_URL,
} from './helpers';

const BAKERY = 'boulangerie-du-plateau';

test.describe('directory home', () => {
  test('lists every public business and only those, in English', async ({ page, request }) => {
    const listing = (await (await request.get(`${API_URL}/index/directory-businesses`)).json()) as {
      data: { slug: string; businessName: string; visibility: string }[];
    };
    const publicNames = listing.data
      .filter((b) => b.visibility === 'PUBLIC')
      .map((b) => b.businessName);
    expect(publicNames.length).toBeGreaterThanOrEqual(8);

    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business directory');
    const cardNames = await page.locator('main li article h2').allTextContents();
    expect(cardNames.sort()).toEqual([...publicNames].sort());
    await expect(page.getByText('Chalet du Lac-Beauport')).toHaveCount(0); // NON_LISTED
    await expect(page.getByText('Dépanneur chez Ginette')).toHaveCount(0); // HIDDEN

    const { canonical, alternates } = await headLinks(page);
    // Next.js writes the root URL without its trailing slash; both spell the same URL.
    const normalized = (url: string | null | undefined) => (url ? new URL(url).href : url);
    expect(normalized(canonical)).toBe(`${SITE_URL}/`);
    expect(normalized(alternates.en)).toBe(`${SITE_URL}/`);
    expect(alternates.fr).toBe(`${SITE_URL}/fr`);
    expect(normalized(alternates['x-default'])).toBe(`${SITE_URL}/`);
    await expectNoAxeViolations(page);
  });

  test('is in French under /fr, with French data', async ({ page }) => {
    const response = await page.goto('/fr');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Répertoire d’entreprises');
    const bakeryCard = page.locator('article', { hasText: 'Boulangerie du Plateau' });
    await expect(bakeryCard).toContainText('Boulangerie');
    await expect(bakeryCard).toContainText('Vérifiée');
    expect((await headLinks(page)).canonical).toBe(`${SITE_URL}/fr`);
    await expectNoAxeViolations(page);
  });

  test('filters by text, category and city without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByLabel('Search').fill('sourdough MONTREAL');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\?q=sourdough\+MONTREAL/);
    await expect(page.locator('main li article h2')).toHaveText(['Boulangerie du Plateau']);

    await page.goto('/?category=Bakery');
    await expect(page.locator('main li article h2')).toHaveText(['Boulangerie du Plateau']);
    await page.goto('/?city=Montr%C3%A9al&q=nothing-matches-this');
    await expect(page.getByRole('status')).toContainText('No business matches these filters');
    // No business card (what businesses offer, matching some of the words, may follow).
    await expect(page.locator('main li article h2')).toHaveCount(0);
    // Filtered views are for people, not for the index.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await context.close();
  });

  test('updates the results as you type, with JavaScript', async ({ page }) => {
    await page.goto('/');
    const before = await page.locator('main li article').count();
    await page.getByLabel('Search').pressSequentially('sourdough', { delay: 20 });
    await expect(page).toHaveURL(/\?q=sourdough$/);
    await expect(page.locator('main li article h2')).toHaveText(['Boulangerie du Plateau']);
    expect(before).toBeGreaterThan(1);
    await page.getByLabel('Category').selectOption({ label: 'Any' });
    await page.getByLabel('Search').fill('');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('main li article')).toHaveCount(before);
  });
  test('keeps focus and every keystroke while typing with pauses, without reloading the page', async ({
    page,
  }) => {
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.goto('/');
    await waitForHydration(page, '#filter-q');
    const box = page.getByLabel('Search');
    await box.click();
    // A person pauses mid-word, long enough for the results to follow.
    await box.pressSequentially('sour', { delay: 40 });
    await expect(page).toHaveURL(/\?q=sour$/);
    await box.pressSequentially('dough', { delay: 40 });
    await expect(page).toHaveURL(/\?q=sourdough$/);
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('sourdough');
    await expect(page.locator('main li article h2')).toHaveText(['Boulangerie du Plateau']);
    expect(documents).toHaveLength(1);
    // The address names the view: opened afresh, the server shows the same results.
    await page.reload();
    await expect(page.locator('main li article h2')).toHaveText(['Boulangerie du Plateau']);
    await expect(page.getByLabel('Search')).toHaveValue('sourdough');
  });

  test('the search endpoint answers the same views as the page, and a bad parameter with a 400', async ({
    request,
  }) => {
    const found = await request.get('/api/search?q=sourdough&lang=en');
    expect(found.status()).toBe(200);
    const body = (await found.json()) as { total: number; items: { slug: string }[] };
    expect(body.items.map((item) => item.slug)).toEqual(['boulangerie-du-plateau']);
    expect(Object.keys(body.items[0] ?? {})).not.toContain('searchText');
    for (const query of ['page=0', 'lang=de', 'sort=nonsense', 'page=1&page=2'])
      expect((await request.get(`/api/search?${query}`)).status(), query).toBe(400);
    expect((await request.get('/api/search?page=999')).status()).toBe(404);
  });
});

test.describe('business profile', () => {
  test('shows every field, JSON-LD and the attribution line', async ({ page }) => {
    const response = await page.goto(`/business/${BAKERY}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boulangerie du Plateau');
    await expect(page.getByText('Verified business')).toBeVisible();
    await expect(
      page.locator('a[href="mailto:bonjour@boulangerie-du-plateau.example"]').first(),
    ).toBeVisible();
    // Each twice: in the action row and in the contact details.
    await expect(page.locator('a[href="tel:+15145550142"]')).toHaveCount(2);
    await expect(page.locator('a[href="tel:+15145550142"]').first()).toBeVisible();
    await expect(page.locator('a[href="https://boulangerie-du-plateau.example/"]')).toHaveCount(2);
    await expect(
      page.locator('a[href="https://boulangerie-du-plateau.example/"]').first(),
    ).toBeVisible();
    await expect(page.locator('address')).toHaveCount(3);
    // mdContent rendered as Markdown (a GFM table), not as text.
    await expect(page.locator('main .prose table')).toHaveCount(1);
    await expect(page.getByText('Last updated October 28, 2025')).toBeVisible();
    await expect(page.getByTestId('attribution')).toHaveText(
      `Source: Open Business Directory — ${SITE_URL}/business/${BAKERY}`,
    );
    await expect(page.locator('a[rel="license"]').first()).toHaveAttribute(
      'href',
      'https://opendatacommons.org/licenses/by/1-0/',
    );

    const blocks = await jsonLdBlocks(page);
    const business = blocks.find((block) => block['@type'] === 'LocalBusiness');
    expect(business).toMatchObject({
      name: 'Boulangerie du Plateau',
      url: `${SITE_URL}/business/${BAKERY}`,
      telephone: '+1 514-555-0142',
    });
    expect(business?.address).toHaveLength(3);
    expect(blocks.map((block) => block['@type'])).toContain('BreadcrumbList');

    const { canonical, alternates } = await headLinks(page);
    expect(canonical).toBe(`${SITE_URL}/business/${BAKERY}`);
    expect(alternates).toEqual({
      en: `${SITE_URL}/business/${BAKERY}`,
      fr: `${SITE_URL}/fr/business/${BAKERY}`,
      'x-default': `${SITE_URL}/business/${BAKERY}`,
    });
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      /Boulangerie du Plateau/,
    );
    await expectNoAxeViolations(page);
  });

  test('is in French under /fr, citing the canonical English URL', async ({ page }) => {
    const response = await page.goto(`/fr/business/${BAKERY}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByText('Entreprise vérifiée')).toBeVisible();
    await expect(
      page
        .getByRole('heading', { name: 'Heures d’ouverture' })
        .or(page.getByRole('heading', { name: "Heures d'ouverture" })),
    ).toBeVisible();
    await expect(page.getByText('Dernière mise à jour le 28 octobre 2025')).toBeVisible();
    await expect(page.getByTestId('attribution')).toHaveText(
      `Source: Open Business Directory — ${SITE_URL}/business/${BAKERY}`,
    );
    expect((await headLinks(page)).canonical).toBe(`${SITE_URL}/fr/business/${BAKERY}`);
    await expectNoAxeViolations(page);
  });

  test('is an Organization when the business has no address, and omits absent fields', async ({
    page,
  }) => {
    await page.goto('/business/traductions-nordik');
    const business = (await jsonLdBlocks(page)).find(
      (block) => block['@type'] !== 'BreadcrumbList',
    );
    expect(business?.['@type']).toBe('Organization');
    expect(business).not.toHaveProperty('telephone');
    expect(business).not.toHaveProperty('address');
    await expect(page.locator('address')).toHaveCount(0);
    await expect(page.getByText('Not verified')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a NON_LISTED business is reachable by its slug', async ({ page }) => {
    const response = await page.goto('/business/chalet-du-lac-beauport');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chalet du Lac-Beauport');
  });
});

test.describe('not found', () => {
  for (const path of [
    '/business/no-such-business',
    '/business/depanneur-chez-ginette',
    '/no/such/page',
    '/de/about',
  ]) {
    test(`${path} is a real 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    });
  }

  test('the 404 page speaks French under /fr and passes axe', async ({ page }) => {
    const response = await page.goto('/fr/business/no-such-business');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expectNoAxeViolations(page);
  });

  test('the 404 page names itself in its title and description, in its language', async ({
    page,
  }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveTitle(/^Page not found \| /);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /We could not find this page/,
    );
    await page.goto('/fr/no/such/page');
    await expect(page).toHaveTitle(/^Page introuvable \| /);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Nous n’avons pas trouvé cette page/,
    );
  });

  test('/favicon.ico is the mark as an icon, not a 404 page', async ({ request }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/x-icon');
    const images = readIco(new Uint8Array(await response.body()));
    expect(images.map((image) => image.size)).toEqual([48]);
    expect(isPng(images[0]!.bytes)).toBe(true);
  });
});

test.describe('language switch', () => {
  test('leads to the same page in the other language and back', async ({ page }) => {
    await page.goto(`/business/${BAKERY}`);
    await page.getByRole('link', { name: 'Lire cette page en français' }).click();
    await expect(page).toHaveURL(`/fr/business/${BAKERY}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('link', { name: 'Read this page in English' }).click();
    await expect(page).toHaveURL(`/business/${BAKERY}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('is a plain link that keeps the filters, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/?q=levain');
    await expect(page.getByRole('link', { name: 'Lire cette page en français' })).toHaveAttribute(
      'href',
      '/fr?q=levain',
    );
    // Back to English: the unprefixed URL itself, not an /en/… link that costs a redirect.
    await page.goto(`/fr/business/${BAKERY}/reviews/page/2`);
    await expect(page.getByRole('link', { name: 'Read this page in English' })).toHaveAttribute(
      'href',
      `/business/${BAKERY}/reviews/page/2`,
    );
    await context.close();
  });
});

test.describe('links', () => {
  test('prefetch on intent, not when they scroll into view, and navigate in the page’s language', async ({
    page,
  }) => {
    // Prefetches and client navigations are RSC requests (an `RSC: 1` header).
    const rscPaths: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['rsc'] === '1') rscPaths.push(new URL(request.url()).pathname);
    });
    await page.goto(`/fr/business/${BAKERY}`);
    await page.waitForLoadState('networkidle');
    // A dozen links are on screen (header, sections): none was fetched ahead.
    expect(rscPaths).toEqual([]);

    const faq = page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'FAQ' });
    await expect(faq).toHaveAttribute('href', `/fr/business/${BAKERY}/faq`);
    await faq.hover();
    await expect.poll(() => rscPaths).toContain(`/fr/business/${BAKERY}/faq`);
    await faq.click();
    await expect(page).toHaveURL(`/fr/business/${BAKERY}/faq`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});

test.describe('framework scripts', () => {
  // Hydration with hinted chunks is what every island test exercises.
  test('arrive with the compile hint on every page', async ({ page, request }) => {
    // The build step of lib/build/compile-hints.mjs, checked on what the server sends.
    const distDir = process.env.NEXT_DIST_DIR ?? '.next';
    const manifest = JSON.parse(
      readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'),
    ) as {
      rootMainFiles: string[];
    };
    const rootChunks = manifest.rootMainFiles.map((file) => `/_next/${file}`);
    expect(rootChunks.length).toBeGreaterThan(0);

    for (const pagePath of ['/', `/fr/business/${BAKERY}/reviews`]) {
      await page.goto(pagePath);
      const scripts = await page
        .locator('script[src]')
        .evaluateAll((nodes) =>
          nodes.map((node) => new URL((node as HTMLScriptElement).src).pathname),
        );
      expect(scripts).toEqual(expect.arrayContaining(rootChunks));
    }
    for (const chunk of rootChunks) {
      const body = await (await request.get(chunk)).text();
      expect(body.startsWith('//# allFunctionsCalledOnLoad\n'), chunk).toBe(true);
    }
  });
});

test.describe('about', () => {
  for (const [path, heading, lang] of [
    ['/about', 'About this directory', 'en'],
    ['/fr/about', 'À propos de ce répertoire', 'fr'],
  ] as const) {
    test(`${path} explains the license and how to cite`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(
        page.getByText('Source: <directory_name> — {site_url}/business/{slug}'),
      ).toBeVisible();
      await expect(page.locator('main a[rel="license"]')).toHaveAttribute(
        'href',
        'https://opendatacommons.org/licenses/by/1-0/',
      );
      await expectNoAxeViolations(page);
    });
  }
  // The files for machines moved to the developers page, which About links to.
  for (const [path, heading] of [
    ['/developers', 'For developers and AI'],
    ['/fr/developers', 'Pour les développeurs et l’IA'],
  ] as const) {
    test(`${path} links the OpenAPI documents and cites the same way`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('main a[href="/api/openapi.json"]')).toBeVisible();
      await expect(page.locator('main a[href="/api/site-openapi.json"]')).toBeVisible();
      await expect(
        page.getByText('Source: <directory_name> — {site_url}/business/{slug}'),
      ).toBeVisible();
    });
  }
});
