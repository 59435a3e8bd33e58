import { expect, test, type Page } from '@playwright/test';
import {
  SITE_URL,
  expectNoAxeViolations,
  headLinks,
  jsonLdBlocks,
  waitForHydration,
  API_URL,
} from './helpers';

/*
 * The reviews and catalog sections of a business, against the production build and the sample
 * API over HTTP. Expected values are read from the sample API itself, so the tests check the
 * site's arithmetic and filtering rather than restating the sample data.
 */

const LOCALES = ['en', 'fr'] as const;
type Locale = (typeof LOCALES)[number];

const MANY_REVIEWS = 'boulangerie-du-plateau';
const NO_REVIEWS = 'festival-des-saveurs-quebec';
const BIG_CATALOG = 'quincaillerie-rideau-hardware';
const EMPTY_CATALOG = 'traductions-nordik';

interface ApiReview {
  title: string;
  ratingValue: unknown;
}
interface ApiItem {
  itemSlug: string;
  itemType: string;
  label: string;
  attributes: Record<string, unknown> | null;
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${API_URL}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

function reviewsApi(slug: string, page: number, limit: number) {
  return api<{ reviews: ApiReview[]; total: number }>(
    `/index/directory-business/${slug}/reviews?page=${page}&limit=${limit}&lang=en`,
  );
}

function catalogApi(slug: string, query: string) {
  return api<{ items: ApiItem[]; total: number }>(
    `/index/directory-business/${slug}/catalog/items?${query}`,
  );
}

/** Every review of a business, read page by page from the sample API. */
async function allReviews(slug: string): Promise<ApiReview[]> {
  const reviews: ApiReview[] = [];
  for (let page = 1; ; page += 1) {
    const batch = await reviewsApi(slug, page, 100);
    reviews.push(...batch.reviews);
    if (batch.reviews.length === 0 || reviews.length >= batch.total) return reviews;
  }
}

const prefix = (locale: Locale) => (locale === 'en' ? '' : '/fr');

/** Marks the window; the mark survives client-side updates and disappears on a full load. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}
async function expectSameDocument(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);
}

/** The robots meta tag's content, or null when the page has none (indexable). */
async function robots(page: Page): Promise<string | null> {
  const meta = page.locator('meta[name="robots"]');
  return (await meta.count()) === 0 ? null : meta.getAttribute('content');
}

test.describe('reviews', () => {
  for (const locale of LOCALES) {
    test(`the summary averages every review, in ${locale}`, async ({ page }) => {
      const reviews = await allReviews(MANY_REVIEWS);
      expect(reviews.length).toBeGreaterThanOrEqual(45);
      const ratings = reviews
        .map((review) => review.ratingValue)
        .filter(
          (rating): rating is number => typeof rating === 'number' && rating >= 0 && rating <= 5,
        );
      const average =
        Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10;
      const spoken = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(average);

      const response = await page.goto(`${prefix(locale)}/business/${MANY_REVIEWS}/reviews`);
      expect(response?.status()).toBe(200);
      const summary = page.getByTestId('rating-average');
      await expect(summary).toContainText(
        locale === 'en' ? `${spoken} out of 5` : `${spoken} sur 5`,
      );
      await expect(summary).toContainText(String(ratings.length));
      // Six rows (5 to 0 stars), each with a percentage as text.
      await expect(page.locator('table tbody tr')).toHaveCount(6);
      await expect(page.locator('table tbody tr').first()).toContainText('%');
      await expect(page.getByTestId('review')).toHaveCount(10);
      await expect(page.getByTestId('review').first().locator('time')).toHaveAttribute(
        'datetime',
        /^\d{4}-\d{2}-\d{2}T/,
      );

      const business = (await jsonLdBlocks(page)).find((block) => block.aggregateRating);
      expect(business?.['@id']).toBe(`${SITE_URL}/business/${MANY_REVIEWS}#business`);
      expect(business?.aggregateRating).toEqual({
        '@type': 'AggregateRating',
        ratingValue: average,
        reviewCount: ratings.length,
        worstRating: 0,
        bestRating: 5,
      });
      expect(business?.review).toHaveLength(10);
      expect((await jsonLdBlocks(page)).map((block) => block['@type'])).toContain('BreadcrumbList');
      const links = await headLinks(page);
      expect(links.canonical).toBe(`${SITE_URL}${prefix(locale)}/business/${MANY_REVIEWS}/reviews`);
      expect(links.alternates.fr).toBe(`${SITE_URL}/fr/business/${MANY_REVIEWS}/reviews`);
      expect(await robots(page)).toBeNull();
      await expectNoAxeViolations(page);
    });

    test(`a business without reviews says so, in ${locale}`, async ({ page }) => {
      expect((await reviewsApi(NO_REVIEWS, 1, 1)).total).toBe(0);
      const response = await page.goto(`${prefix(locale)}/business/${NO_REVIEWS}/reviews`);
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('empty-state')).toContainText(
        locale === 'en' ? 'has no reviews yet' : 'aucun avis',
      );
      await expect(page.locator('main')).not.toContainText(locale === 'en' ? 'out of 5' : 'sur 5');
      await expect(page.locator('main')).not.toContainText(/0 stars|0 étoile/);
      expect(await robots(page)).toMatch(/noindex/);
      expect((await jsonLdBlocks(page)).some((block) => 'aggregateRating' in block)).toBe(false);
      await expectNoAxeViolations(page);
    });
  }

  test('with JavaScript, the pager loads pages in place and keeps the URL in step', async ({
    page,
  }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/businesses/')) apiCalls.push(request.url());
    });
    await page.goto(`/fr/business/${MANY_REVIEWS}/reviews`);
    await waitForHydration(page, 'nav[aria-label="Pages d’avis"] a');
    await page.waitForLoadState('networkidle');
    // Seeded from the server: the first page needs no client fetch.
    expect(apiCalls).toEqual([]);
    const firstTitle = await page.getByTestId('review').first().locator('h3').textContent();
    const secondPage = (await reviewsApi(MANY_REVIEWS, 2, 10)).reviews[0]?.title;
    await markWindow(page);

    await page
      .getByRole('navigation', { name: 'Pages d’avis' })
      .getByRole('link', { name: 'Page 2', exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/fr/business/${MANY_REVIEWS}/reviews/page/2$`));
    await expect(page.getByTestId('review').first().locator('h3')).toHaveText(secondPage ?? '');
    expect(apiCalls.some((url) => url.includes('/reviews?page=2&lang=fr'))).toBe(true);
    await expectSameDocument(page);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/fr/business/${MANY_REVIEWS}/reviews$`));
    await expect(page.getByTestId('review').first().locator('h3')).toHaveText(firstTitle ?? '');
    await expectSameDocument(page);
  });

  test('each review draws five stars filled to its rating, their shape loaded from the site', async ({
    page,
  }) => {
    const masks: { status: number; type: string }[] = [];
    page.on('response', (response) => {
      if (/\/_next\/static\/media\/star-mask\.[^/]*\.svg/.test(response.url()))
        masks.push({ status: response.status(), type: response.headers()['content-type'] ?? '' });
    });
    await page.goto(`/business/${MANY_REVIEWS}/reviews`);
    await page.waitForLoadState('networkidle');
    const reviews = page.getByTestId('review');
    expect(await reviews.count()).toBeGreaterThan(1);
    for (const review of await reviews.all()) {
      const rating = Number(await review.getAttribute('data-rating'));
      const stars = review.getByTestId('star-rating');
      const box = await stars.boundingBox();
      expect(box?.height).toBeGreaterThan(10);
      expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(5, 1);
      const drawn = await stars.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          fill: style.getPropertyValue('--star-fill').trim(),
          mask:
            style.getPropertyValue('mask-image') || style.getPropertyValue('-webkit-mask-image'),
        };
      });
      expect(drawn.fill).toBe(`${(rating / 5) * 100}%`);
      expect(drawn.mask).toMatch(
        /^url\("http:\/\/127\.0\.0\.1:\d+\/_next\/static\/media\/star-mask/,
      );
    }
    expect(masks.length).toBeGreaterThan(0);
    expect(
      masks.every((mask) => mask.status === 200 && mask.type.startsWith('image/svg+xml')),
    ).toBe(true);
  });

  test('a page past the last one says so and is not indexed', async ({ page }) => {
    const response = await page.goto(`/business/${MANY_REVIEWS}/reviews?page=999`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('empty-state')).toContainText('There is no page 999');
    expect(await robots(page)).toMatch(/noindex/);
  });
});

test.describe('catalog', () => {
  /** The item types of a catalog, in the order the site offers them. */
  async function typesOf(slug: string): Promise<string[]> {
    const all = await catalogApi(slug, 'limit=100&lang=en');
    const present = new Set(all.items.map((item) => item.itemType));
    return ['PRODUCT', 'SERVICE', 'REAL_ESTATE', 'EVENT', 'OFFER', 'OTHER'].filter((type) =>
      present.has(type),
    );
  }

  for (const locale of LOCALES) {
    test(`lists items with prices, offers only the types present, in ${locale}`, async ({
      page,
    }) => {
      const response = await page.goto(`${prefix(locale)}/business/${BIG_CATALOG}/catalog`);
      expect(response?.status()).toBe(200);
      const offered = await page
        .locator('#catalog-type option')
        .evaluateAll((options) =>
          options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
        );
      expect(offered).toEqual(await typesOf(BIG_CATALOG));
      expect(offered.length).toBeLessThan(6);
      await expect(page.getByTestId('catalog-item')).toHaveCount(12);
      const drill = page
        .getByTestId('catalog-item')
        .filter({ hasText: locale === 'en' ? '18 V cordless drill' : 'Perceuse sans fil 18 V' });
      await expect(drill.getByTestId('item-price')).toHaveText(
        locale === 'en' ? '129.00 / each' : '129,00 / unité',
      );
      await expect(drill.locator('img')).toHaveAttribute('width', /\d+/);
      await expect(drill.locator('img')).toHaveAttribute('height', /\d+/);
      expect(await robots(page)).toBeNull();
      await expectNoAxeViolations(page);
    });

    test(`an empty catalog says so and is not indexed, in ${locale}`, async ({ page }) => {
      expect((await catalogApi(EMPTY_CATALOG, 'limit=1')).total).toBe(0);
      const response = await page.goto(`${prefix(locale)}/business/${EMPTY_CATALOG}/catalog`);
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('empty-state')).toBeVisible();
      await expect(page.locator('#catalog-type')).toHaveCount(0);
      expect(await robots(page)).toMatch(/noindex/);
      await expectNoAxeViolations(page);
    });
  }

  test('with JavaScript, the type filter and the search update results and URL in place', async ({
    page,
  }) => {
    const services = await catalogApi(BIG_CATALOG, 'itemType=SERVICE&limit=100&lang=en');
    await page.goto(`/business/${BIG_CATALOG}/catalog`);
    await waitForHydration(page, '#catalog-q');
    await markWindow(page);

    await page.locator('#catalog-type').selectOption('SERVICE');
    await expect(page).toHaveURL(new RegExp(`/business/${BIG_CATALOG}/catalog\\?type=SERVICE$`));
    await expect(page.getByTestId('catalog-item')).toHaveCount(services.total);
    for (const type of await page
      .getByTestId('catalog-item')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-item-type')))) {
      expect(type).toBe('SERVICE');
    }

    await page.locator('#catalog-type').selectOption('');
    await page.locator('#catalog-q').pressSequentially('drill', { delay: 40 });
    await expect(page).toHaveURL(new RegExp(`/business/${BIG_CATALOG}/catalog\\?q=drill$`));
    const drills = await catalogApi(BIG_CATALOG, 'search=drill&limit=100&lang=en');
    await expect(page.getByTestId('catalog-item')).toHaveCount(drills.total);
    await expect(page.getByTestId('catalog-item').first()).toContainText(/drill/i);

    await page.locator('#catalog-q').fill('zzqx-nothing-matches');
    await expect(page.getByTestId('catalog-no-match')).toBeVisible();
    await expect(page).toHaveURL(/q=zzqx-nothing-matches$/);
    await expectSameDocument(page);
  });

  test('with JavaScript, the previous results stay on screen while the next load', async ({
    page,
  }) => {
    const slug = 'ferme-beausoleil';
    await page.goto(`/business/${slug}/catalog`);
    await waitForHydration(page, '#catalog-q');
    const shown = await page.getByTestId('catalog-item').count();
    expect(shown).toBeGreaterThan(0);
    // Slow this business's catalog upstream only now that the page is loaded; a search never
    // made before, so no cache answers it.
    const setFault = (fault: object) =>
      fetch(`${API_URL}/__control/fault`, { method: 'POST', body: JSON.stringify(fault) }).then(
        (response) => {
          expect(response.status).toBe(200);
        },
      );
    await setFault({
      mode: 'latency',
      latencyMs: 2_000,
      paths: `/directory-business/${slug}/catalog`,
    });
    try {
      await page.locator('#catalog-q').fill(`nothing-${Date.now()}`);
      await expect(page.getByTestId('catalog-status')).toHaveText('Updating results…');
      await expect(page.getByTestId('catalog-list')).toHaveAttribute('aria-busy', 'true');
      await expect(page.getByTestId('catalog-item')).toHaveCount(shown);
      await expect(page.getByTestId('catalog-no-match')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('catalog-status')).toHaveText('');
    } finally {
      await setFault({ mode: 'none' });
    }
  });

  test('with JavaScript, paging a filtered catalog keeps the filter', async ({ page }) => {
    const products = await catalogApi(BIG_CATALOG, 'itemType=PRODUCT&page=2&limit=12&lang=fr');
    await page.goto(`/fr/business/${BIG_CATALOG}/catalog?type=PRODUCT`);
    await waitForHydration(page, 'nav[aria-label="Pages du catalogue"] a');
    await markWindow(page);
    await page
      .getByRole('navigation', { name: 'Pages du catalogue' })
      .getByRole('link', { name: 'Page 2', exact: true })
      .click();
    await expect(page).toHaveURL(
      /\/fr\/business\/quincaillerie-rideau-hardware\/catalog\?type=PRODUCT&page=2$/,
    );
    await expect(page.getByTestId('catalog-item').first()).toContainText(
      products.items[0]?.label ?? '',
    );
    await expectSameDocument(page);
  });

  test('the page forgives bad filters: an unknown type is ignored and a huge search is cut', async ({
    page,
  }) => {
    let response = await page.goto(`/business/${BIG_CATALOG}/catalog?type=BOGUS&page=abc`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('catalog-item')).toHaveCount(12);
    response = await page.goto(`/business/${BIG_CATALOG}/catalog?q=${'x'.repeat(10_240)}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('#catalog-q')).toHaveValue('x'.repeat(200));
  });
});

test.describe('catalog items', () => {
  /** Every item of the sample businesses, with its business. */
  async function sampleItems(): Promise<{ slug: string; item: ApiItem }[]> {
    const { data } = await api<{ data: { slug: string }[] }>('/index/directory-businesses');
    const lists = await Promise.all(
      data.map(async ({ slug }) =>
        (await catalogApi(slug, 'limit=100&lang=en')).items.map((item) => ({ slug, item })),
      ),
    );
    return lists.flat();
  }

  function hasStartDate(detail: { attributes: unknown; enrichment: unknown }): boolean {
    return [detail.attributes, detail.enrichment].some((source) => {
      if (typeof source !== 'object' || source === null) return false;
      const record = source as Record<string, unknown>;
      return ['startDate', 'start_date', 'date'].some(
        (key) =>
          typeof record[key] === 'string' && !Number.isNaN(Date.parse(record[key] as string)),
      );
    });
  }

  test('each item type gets its JSON-LD type, and no offers without a currency', async ({
    page,
  }) => {
    const items = await sampleItems();
    // Without PRICE_CURRENCY no item has offers, so none may claim Product (Google requires
    // offers of a Product): a Thing. e2e/same-facts.spec.ts covers a site with a currency.
    const schemaType: Record<string, string> = {
      PRODUCT: 'Thing',
      SERVICE: 'Service',
      REAL_ESTATE: 'RealEstateListing',
      OFFER: 'Offer',
      OTHER: 'Thing',
    };
    const seenEventKinds = new Set<string>();
    for (const type of ['PRODUCT', 'SERVICE', 'REAL_ESTATE', 'OFFER', 'OTHER', 'EVENT']) {
      const candidates = items.filter(({ item }) => item.itemType === type);
      expect(candidates.length, type).toBeGreaterThan(0);
      // Events: one with a start date and one without, when the sample has both.
      const chosen = type === 'EVENT' ? candidates : candidates.slice(0, 1);
      for (const { slug, item } of chosen) {
        const detail = await api<{ attributes: unknown; enrichment: unknown }>(
          `/index/directory-business/${slug}/catalog/items/${item.itemSlug}?lang=en`,
        );
        const expected =
          type === 'EVENT' ? (hasStartDate(detail) ? 'Event' : 'Thing') : schemaType[type];
        if (type === 'EVENT') {
          if (seenEventKinds.has(expected ?? '')) continue;
          seenEventKinds.add(expected ?? '');
        }
        const response = await page.goto(`/business/${slug}/catalog/${item.itemSlug}`);
        expect(response?.status(), item.itemSlug).toBe(200);
        const blocks = await jsonLdBlocks(page);
        const node = blocks.find(
          (block) => block['@id'] === `${SITE_URL}/business/${slug}/catalog/${item.itemSlug}#item`,
        );
        expect(node?.['@type'], item.itemSlug).toBe(expected);
        expect(node?.url).toBe(`${SITE_URL}/business/${slug}/catalog/${item.itemSlug}`);
        expect(JSON.stringify(node)).not.toMatch(/"offers"|InStock|OutOfStock|priceCurrency/);
        expect(blocks.map((block) => block['@type'])).toContain('BreadcrumbList');
      }
    }
    expect(seenEventKinds).toEqual(new Set(['Event', 'Thing']));
  });

  for (const locale of LOCALES) {
    test(`an item page shows every field it has, in ${locale}`, async ({ page }) => {
      const response = await page.goto(
        `${prefix(locale)}/business/${BIG_CATALOG}/catalog/cordless-drill-18v`,
      );
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(
        locale === 'en' ? '18 V cordless drill' : 'Perceuse sans fil 18 V',
      );
      await expect(page.getByTestId('item-price')).toHaveText(
        locale === 'en' ? '129.00 / each' : '129,00 / unité',
      );
      await expect(page.getByTestId('item-brand')).toHaveText('Voltaire Tools');
      await expect(page.getByTestId('item-availability')).toHaveText(
        locale === 'en' ? 'Available' : 'Disponible',
      );
      // Attributes: a table whose rows are headed by the attribute's name in the reader's
      // words, the unit moved from the name to the value.
      const warranty = page
        .getByTestId('item-attributes')
        .getByRole('row', { name: locale === 'en' ? 'Warranty' : 'Garantie' });
      await expect(warranty).toHaveText(
        locale === 'en' ? /^Warranty\s*3\syrs$/ : /^Garantie\s*3\sans$/,
      );
      // Additional images are links to the full images.
      await expect(page.getByTestId('item-gallery').locator('a[href^="http"] img')).toHaveCount(1);
      await expect(page.getByTestId('item-full-url')).toHaveAttribute('href', /^https:\/\//);
      // The Markdown body and the enrichment's comparison table.
      await expect(page.locator('.prose li')).toHaveCount(3);
      await expect(
        page.getByTestId('item-enrichment').locator('table th[scope="col"]'),
      ).toHaveCount(4);
      expect((await headLinks(page)).canonical).toBe(
        `${SITE_URL}${prefix(locale)}/business/${BIG_CATALOG}/catalog/cordless-drill-18v`,
      );
      await expectNoAxeViolations(page);
    });
  }

  test('an FAQ-like enrichment reads as questions and answers', async ({ page }) => {
    await page.goto(`/fr/business/${BIG_CATALOG}/catalog/smoke-co-detector`);
    const question = page.getByTestId('item-enrichment').locator('details summary');
    await expect(question).toHaveText('À quelle fréquence le remplacer?');
    await question.click();
    await expect(page.getByTestId('item-enrichment').locator('details')).toContainText(
      'Tous les 10 ans',
    );
    await expectNoAxeViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the review pager links load each page', async ({ page }) => {
    const thirdPage = (await reviewsApi(MANY_REVIEWS, 3, 10)).reviews[0]?.title;
    await page.goto(`/business/${MANY_REVIEWS}/reviews`);
    await page
      .getByRole('navigation', { name: 'Review pages' })
      .getByRole('link', { name: 'Page 3', exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/business/${MANY_REVIEWS}/reviews/page/3$`));
    await expect(page.getByTestId('review').first().locator('h3')).toHaveText(thirdPage ?? '');
    expect((await headLinks(page)).canonical).toBe(
      `${SITE_URL}/business/${MANY_REVIEWS}/reviews/page/3`,
    );
  });

  test('the catalog form filters by type and search', async ({ page }) => {
    const expected = await catalogApi(BIG_CATALOG, 'itemType=PRODUCT&search=saw&limit=100&lang=en');
    expect(expected.total).toBeGreaterThan(0);
    await page.goto(`/business/${BIG_CATALOG}/catalog`);
    await page.locator('#catalog-type').selectOption('PRODUCT');
    await page.locator('#catalog-q').fill('saw');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(
      // The form's fields in their order on the page: the search box first, as on the home page.
      new RegExp(`/business/${BIG_CATALOG}/catalog\\?q=saw&type=PRODUCT$`),
    );
    await expect(page.getByTestId('catalog-item')).toHaveCount(expected.total);
    await expect(page.locator('#catalog-type')).toHaveValue('PRODUCT');
    // A search result page is not for indexing.
    expect(await robots(page)).toMatch(/noindex/);
  });
});

test.describe('404s', () => {
  for (const locale of LOCALES) {
    for (const path of [
      '/business/no-such-business/reviews',
      '/business/no-such-business/catalog',
      `/business/${BIG_CATALOG}/catalog/no-such-item`,
      '/business/no-such-business/catalog/anything',
    ]) {
      test(`${prefix(locale)}${path} is a 404`, async ({ request }) => {
        const response = await request.get(`${prefix(locale)}${path}`);
        expect(response.status()).toBe(404);
      });
    }
  }
});

test.describe('route handlers', () => {
  test('answer reshaped pages with a cache header', async ({ request }) => {
    const reviews = await request.get(`/api/businesses/${MANY_REVIEWS}/reviews?page=2&lang=fr`);
    expect(reviews.status()).toBe(200);
    expect(reviews.headers()['cache-control']).toBe(
      'public, max-age=300, stale-while-revalidate=600',
    );
    const body = (await reviews.json()) as {
      page: number;
      items: Record<string, unknown>[];
      totalPages: number;
    };
    expect(body.page).toBe(2);
    expect(body.items).toHaveLength(10);
    expect(Object.keys(body.items[0] ?? {}).sort()).toEqual([
      'author',
      'content',
      'lang',
      'rating',
      'reviewedAt',
      'title',
    ]);

    const catalog = await request.get(
      `/api/businesses/${BIG_CATALOG}/catalog?type=SERVICE&lang=en`,
    );
    expect(catalog.status()).toBe(200);
    const items = (await catalog.json()) as { items: { type: string }[] };
    expect(items.items.length).toBeGreaterThan(0);
    expect(items.items.every((item) => item.type === 'SERVICE')).toBe(true);
  });

  const bad: [string, RegExp][] = [
    [`/api/businesses/${MANY_REVIEWS}/reviews?page=0`, /"page"/],
    [`/api/businesses/${MANY_REVIEWS}/reviews?page=abc`, /"page"/],
    [`/api/businesses/${MANY_REVIEWS}/reviews?page=10001`, /"page"/],
    [`/api/businesses/${MANY_REVIEWS}/reviews?lang=de`, /"lang"/],
    [`/api/businesses/${MANY_REVIEWS}/reviews?limit=100`, /"limit"/],
    [`/api/businesses/${BIG_CATALOG}/catalog?type=BOGUS`, /"type"/],
    [`/api/businesses/${BIG_CATALOG}/catalog?page=0`, /"page"/],
    [`/api/businesses/${BIG_CATALOG}/catalog?q=${'x'.repeat(10_240)}`, /"q"/],
    [`/api/businesses/${BIG_CATALOG}/catalog?itemType=PRODUCT`, /"itemType"/],
    [`/api/businesses/${MANY_REVIEWS}/reviews?sort=best`, /"sort" must be one of/],
    [`/api/businesses/${MANY_REVIEWS}/reviews?stars=6`, /"stars" must be one of/],
    [`/api/businesses/${MANY_REVIEWS}/reviews?stars=4.5`, /"stars"/],
    [`/api/businesses/${MANY_REVIEWS}/reviews?sort=lowest&sort=highest`, /at most once/],
    [`/api/businesses/${BIG_CATALOG}/catalog?sort=cheapest`, /"sort" must be one of/],
    [`/api/businesses/${BIG_CATALOG}/catalog?instock=yes`, /"instock" must be true or false/],
    [`/api/businesses/${BIG_CATALOG}/catalog?tag=${'t'.repeat(300)}`, /"tag"/],
  ];
  for (const [url, message] of bad) {
    test(`400 for ${url.slice(0, 80)}`, async ({ request }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(400);
      expect(response.headers()['content-type']).toMatch(/application\/json/);
      expect(await response.json()).toEqual({
        message: expect.stringMatching(message),
        statusCode: 400,
      });
    });
  }

  test('404 JSON for an unknown business', async ({ request }) => {
    for (const url of [
      '/api/businesses/no-such-business/reviews',
      '/api/businesses/no-such-business/catalog?lang=fr',
    ]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expect(await response.json()).toEqual({ message: expect.any(String), statusCode: 404 });
    }
  });
});

/** The whole star a rating counts under in the histogram. */
const starsOf = (rating: number) => Math.round(Math.min(5, Math.max(0, rating)));

/** The ratings of the reviews on the page, in order (NaN for an unrated one). */
async function shownRatings(page: Page): Promise<number[]> {
  return page
    .getByTestId('review')
    .evaluateAll((reviews) =>
      reviews.map((review) => Number.parseFloat(review.getAttribute('data-rating') || 'NaN')),
    );
}

function expectOrdered(values: number[], direction: 1 | -1): void {
  for (let index = 1; index < values.length; index += 1)
    expect(
      (values[index]! - values[index - 1]!) * direction,
      String(values),
    ).toBeGreaterThanOrEqual(0);
}

test.describe('reviews a reader can steer', () => {
  test('the sorts really order: newest first by default, highest and lowest ratings', async ({
    page,
  }) => {
    const ratings = (await allReviews(MANY_REVIEWS))
      .map((review) => review.ratingValue)
      .filter((rating): rating is number => typeof rating === 'number');
    await page.goto(`/business/${MANY_REVIEWS}/reviews`);
    const dates = await page
      .getByTestId('review')
      .evaluateAll((reviews) =>
        reviews.map((review) => Date.parse(review.getAttribute('data-reviewed-at') ?? '')),
      );
    expect(dates.length).toBe(10);
    expectOrdered(dates, -1);

    const response = await page.goto(`/business/${MANY_REVIEWS}/reviews?sort=highest`);
    expect(response?.status()).toBe(200);
    const highest = await shownRatings(page);
    expect(highest[0]).toBe(Math.max(...ratings));
    expectOrdered(highest, -1);
    // A sorted view repeats the list: its canonical URL is the list's, and it is not indexed.
    expect((await headLinks(page)).canonical).toBe(`${SITE_URL}/business/${MANY_REVIEWS}/reviews`);
    expect(await robots(page)).toMatch(/noindex/);

    await page.goto(`/fr/business/${MANY_REVIEWS}/reviews?sort=lowest&page=2`);
    const lowestSecond = await shownRatings(page);
    expectOrdered(lowestSecond, 1);
    const sortedUp = [...ratings].sort((a, b) => a - b);
    expect(lowestSecond[0]).toBe(sortedUp[10]);
  });

  test('the histogram’s rows filter by stars, and the counts agree', async ({ page }) => {
    const ratings = (await allReviews(MANY_REVIEWS))
      .map((review) => review.ratingValue)
      .filter((rating): rating is number => typeof rating === 'number');
    await page.goto(`/business/${MANY_REVIEWS}/reviews`);
    const links = await page.getByTestId('star-filter').evaluateAll((found) =>
      found.map((link) => ({
        stars: Number(link.getAttribute('data-stars')),
        href: link.getAttribute('href') ?? '',
      })),
    );
    expect(links.length).toBeGreaterThanOrEqual(4);
    for (const { stars, href } of links) {
      const expected = ratings.filter((rating) => starsOf(rating) === stars).length;
      const counted = await page
        .locator(`[data-testid="star-count"][data-stars="${stars}"]`)
        .first()
        .textContent();
      expect(Number(counted), `${stars} stars in the histogram`).toBe(expected);
      expect(href).toBe(`/business/${MANY_REVIEWS}/reviews?stars=${stars}`);
      const filtered = await page.context().newPage();
      await filtered.goto(href);
      await expect(filtered.locator('#review-list-heading')).toHaveText(
        `${expected} ${expected === 1 ? 'review' : 'reviews'} with ${stars} ${stars === 1 ? 'star' : 'stars'}`,
      );
      await expect(
        filtered.locator(`[data-testid="star-filter"][data-stars="${stars}"]`),
      ).toHaveAttribute('aria-current', 'true');
      const shown = await shownRatings(filtered);
      expect(shown.length).toBe(Math.min(10, expected));
      for (const rating of shown) expect(starsOf(rating)).toBe(stars);
      await filtered.close();
    }
  });

  test('with JavaScript, the sort menu reorders in place and a star link filters', async ({
    page,
  }) => {
    await page.goto(`/business/${MANY_REVIEWS}/reviews`);
    await waitForHydration(page, '#review-sort');
    await markWindow(page);
    await page.locator('#review-sort').selectOption('lowest');
    await expect(page).toHaveURL(new RegExp(`/business/${MANY_REVIEWS}/reviews\\?sort=lowest$`));
    await expect(page.getByTestId('review').first()).toHaveAttribute('data-rating', '0');
    expectOrdered(await shownRatings(page), 1);
    await expectSameDocument(page);

    await page.locator('[data-testid="star-filter"][data-stars="4"]').click();
    await expect(page).toHaveURL(new RegExp(`/business/${MANY_REVIEWS}/reviews\\?stars=4$`));
    await expect(page.locator('#review-list-heading')).toContainText('with 4 stars');
    for (const rating of await shownRatings(page)) expect(starsOf(rating)).toBe(4);
    await expectNoAxeViolations(page);
  });

  for (const locale of LOCALES) {
    test(`each review carries the language it is written in, in ${locale}`, async ({ page }) => {
      await page.goto(`${prefix(locale)}/business/${MANY_REVIEWS}/reviews`);
      // The sample's customers wrote in French and in English, served as written.
      const french = page
        .getByTestId('review')
        .filter({ hasText: 'Le meilleur levain du Plateau' });
      const english = page.getByTestId('review').filter({ hasText: 'Worth the line' });
      await expect(french.getByTestId('review-content')).toHaveAttribute('lang', 'fr');
      await expect(french.locator('h3 span')).toHaveAttribute('lang', 'fr');
      await expect(english.getByTestId('review-content')).toHaveAttribute('lang', 'en');
      await expect(french.getByTestId('review-language')).toHaveText(
        locale === 'en' ? 'In French' : 'En français',
      );
      await expect(english.getByTestId('review-language')).toHaveText(
        locale === 'en' ? 'In English' : 'En anglais',
      );
      // Every badge states the language its review is marked with.
      const pairs = await page.getByTestId('review').evaluateAll((reviews) =>
        reviews.map((review) => ({
          lang: review.querySelector('[data-testid="review-content"]')?.getAttribute('lang'),
          badge: review.querySelector('[data-testid="review-language"]')?.textContent,
        })),
      );
      const words = {
        en: { en: 'In English', fr: 'In French' },
        fr: { en: 'En anglais', fr: 'En français' },
      }[locale];
      for (const { lang, badge } of pairs) {
        expect(lang === 'en' || lang === 'fr').toBe(true);
        expect(badge).toBe(words[lang as 'en' | 'fr']);
      }
      const inLanguage = ((await jsonLdBlocks(page)).find((block) => block.review)?.review ??
        []) as { inLanguage?: string; name?: string }[];
      expect(inLanguage.find((review) => review.name === 'Worth the line')?.inLanguage).toBe('en');
    });
  }

  test('the page forgives bad values; the twin reads the same filters', async ({
    page,
    request,
  }) => {
    const response = await page.goto(`/business/${MANY_REVIEWS}/reviews?sort=best&stars=9`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('review')).toHaveCount(10);
    await expect(page.locator('#review-sort')).toHaveValue('');
    await expect(page.getByTestId('review-show-all')).toHaveCount(0);

    const twin = await request.get(`/business/${MANY_REVIEWS}/reviews.md?stars=5&sort=lowest`);
    expect(twin.status()).toBe(200);
    const markdown = await twin.text();
    const fives = (await allReviews(MANY_REVIEWS)).filter(
      (review) => typeof review.ratingValue === 'number' && starsOf(review.ratingValue) === 5,
    ).length;
    expect(markdown).toContain(`## ${fives} reviews with 5 stars`);
    expect(markdown).toContain('Sorted: Lowest rating first');
    expect(markdown).toMatch(/- Language: (English|French)/);
    expect(markdown).toContain(`reviews.md?sort=lowest&stars=5&page=2)`);
  });
});

test.describe('a catalog that helps choose', () => {
  const SHOWCASE = 'boulangerie-du-plateau';

  async function cards(page: Page) {
    return page.getByTestId('catalog-item').evaluateAll((items) =>
      items.map((item) => ({
        label: item.querySelector('h3')?.textContent ?? '',
        price: item.getAttribute('data-price') ?? '',
        status: item.getAttribute('data-status') ?? '',
        tags: JSON.parse(item.getAttribute('data-tags') ?? '[]') as string[],
      })),
    );
  }

  test('sorting by price and by name really orders, prices missing last', async ({ page }) => {
    await page.goto(`/business/${BIG_CATALOG}/catalog?sort=price-asc`);
    const ascending = await cards(page);
    expect(ascending.length).toBe(12);
    const priced = ascending.filter((card) => card.price !== '').map((card) => Number(card.price));
    expectOrdered(priced, 1);
    const all = await catalogApi(BIG_CATALOG, 'limit=100&lang=en');
    // Items without a price come last: the last page ends with every one of them.
    const unpriced = all.items.filter(
      (item) => (item as unknown as { unitPrice: number | null }).unitPrice === null,
    ).length;
    expect(unpriced).toBeGreaterThan(0);
    await page.goto(
      `/business/${BIG_CATALOG}/catalog?sort=price-asc&page=${Math.ceil(all.total / 12)}`,
    );
    const last = (await cards(page)).map((card) => card.price);
    expect(last.slice(-unpriced)).toEqual(Array(unpriced).fill(''));
    expect(last.slice(0, -unpriced)).not.toContain('');
    const cheapest = Math.min(
      ...all.items
        .map((item) => (item as unknown as { unitPrice: number | null }).unitPrice)
        .filter((price): price is number => typeof price === 'number'),
    );
    expect(priced[0]).toBe(cheapest);

    await page.goto(`/business/${BIG_CATALOG}/catalog?sort=price-desc`);
    expectOrdered(
      (await cards(page)).filter((c) => c.price !== '').map((c) => Number(c.price)),
      -1,
    );

    await page.goto(`/fr/business/${BIG_CATALOG}/catalog?sort=name`);
    const names = (await cards(page)).map((card) => card.label);
    expect(names).toEqual([...names].sort(new Intl.Collator('fr', { numeric: true }).compare));
    await expect(page.locator('#catalog-sort')).toHaveValue('name');
    expect(await robots(page)).toMatch(/noindex/);
  });

  test('an unavailable item looks unavailable; the in-stock toggle hides it', async ({ page }) => {
    await page.goto(`/business/${SHOWCASE}/catalog`);
    const before = await cards(page);
    const unavailable = before.filter((card) => card.status !== 'available');
    expect(unavailable.length).toBeGreaterThan(0);
    const first = page.locator(`[data-testid="catalog-item"][data-status="unavailable"]`).first();
    await expect(first.getByTestId('item-status-badge')).toHaveText('Unavailable');
    await expect(page.getByTestId('catalog-item').first().getByTestId('item-price')).toBeVisible();

    await waitForHydration(page, '#catalog-instock');
    await markWindow(page);
    await page.locator('#catalog-instock').check();
    await expect(page).toHaveURL(new RegExp(`/business/${SHOWCASE}/catalog\\?instock=true$`));
    await expect(page.getByTestId('catalog-item')).toHaveCount(before.length - unavailable.length);
    for (const card of await cards(page)) expect(card.status).toBe('available');
    await expectSameDocument(page);
    await expectNoAxeViolations(page);
  });

  test('a tag chip keeps only the items with that tag, with and without JavaScript', async ({
    page,
  }) => {
    await page.goto(`/business/${SHOWCASE}/catalog`);
    const chips = page.getByTestId('catalog-tag');
    const tag = await chips.nth(1).getAttribute('data-tag');
    expect(tag).toBeTruthy();
    const all = await catalogApi(SHOWCASE, 'limit=100&lang=en');
    const expected = all.items.filter((item) =>
      ((item as unknown as { tags: string[] | null }).tags ?? []).includes(tag ?? ''),
    ).length;
    expect(expected).toBeGreaterThan(0);
    await waitForHydration(page, '[data-testid="catalog-tag"]');
    await markWindow(page);
    await chips.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`\\?tag=${encodeURIComponent(tag ?? '')}$`));
    await expect(page.getByTestId('catalog-item')).toHaveCount(expected);
    for (const card of await cards(page)) expect(card.tags).toContain(tag);
    await expect(chips.nth(1)).toHaveAttribute('aria-current', 'true');
    await expectSameDocument(page);

    // The same view straight from the server, as a crawler or a reader without JavaScript.
    const direct = await page.context().newPage();
    await direct.goto(`/business/${SHOWCASE}/catalog?tag=${encodeURIComponent(tag ?? '')}`);
    await expect(direct.getByTestId('catalog-item')).toHaveCount(expected);
    await direct.close();
  });

  test('the page forgives bad values; the endpoint and the twin read the same filters', async ({
    page,
    request,
  }) => {
    const response = await page.goto(`/business/${SHOWCASE}/catalog?sort=cheap&instock=maybe`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('#catalog-sort')).toHaveValue('');
    await expect(page.locator('#catalog-instock')).not.toBeChecked();

    const api = await request.get(
      `/api/businesses/${SHOWCASE}/catalog?sort=price-desc&instock=true&lang=en`,
    );
    expect(api.status()).toBe(200);
    const body = (await api.json()) as {
      items: { facts: { status: string; price: { amount: number } | null } }[];
    };
    expect(body.items.length).toBeGreaterThan(0);
    for (const item of body.items) expect(item.facts.status).toBe('available');
    expectOrdered(
      body.items.filter((i) => i.facts.price).map((i) => i.facts.price!.amount),
      -1,
    );

    const twin = await request.get(`/business/${SHOWCASE}/catalog.md?instock=true&sort=name`);
    expect(twin.status()).toBe(200);
    const markdown = await twin.text();
    expect(markdown).toContain('Available items only · Sorted: Name, A to Z');
    expect(markdown).toContain(`## ${body.items.length} items`);
  });
});

test.describe('without JavaScript, steering', () => {
  test.use({ javaScriptEnabled: false });

  test('the review sort form and the catalog form send their filters', async ({ page }) => {
    await page.goto(`/business/${MANY_REVIEWS}/reviews?stars=5`);
    await page.locator('#review-sort').selectOption('lowest');
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(/\/reviews\?sort=lowest&stars=5$/);
    const ratings = await shownRatings(page);
    for (const rating of ratings) expect(starsOf(rating)).toBe(5);
    expectOrdered(ratings, 1);

    await page.goto(`/business/boulangerie-du-plateau/catalog`);
    await page.locator('#catalog-instock').check();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/catalog\?q=&type=&instock=true$/);
    await page.locator('#catalog-sort').selectOption('price-asc');
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(/\/catalog\?instock=true&sort=price-asc$/);
    const shown = await page.getByTestId('catalog-item').evaluateAll((items) =>
      items.map((item) => ({
        status: item.getAttribute('data-status'),
        price: Number(item.getAttribute('data-price') || 'NaN'),
      })),
    );
    expect(shown.length).toBeGreaterThan(0);
    for (const { status } of shown) expect(status).toBe('available');
    expectOrdered(
      shown.map((card) => card.price).filter((price) => !Number.isNaN(price)),
      1,
    );
  });
});
