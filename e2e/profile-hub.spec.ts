import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, headLinks, SITE_URL } from './helpers';
import { startIsolatedSite, type IsolatedSite } from './support/isolated-site';

/*
 * The profile as the hub of a business: a preview of each section that has content (and none
 * of one that has not), the action row, addresses with map links and Copy buttons, the
 * citation block on every business page, the neighbours, and one business header whose height
 * does not change between tabs.
 */

const BAKERY = 'boulangerie-du-plateau';
const PREVIEWS = ['reviews', 'catalog', 'article', 'faq', 'documents'] as const;
type Preview = (typeof PREVIEWS)[number];

/** What the sample data holds: each business lacks the sections it is chosen for. */
const SAMPLES: { slug: string; without: Preview[] }[] = [
  { slug: BAKERY, without: [] },
  { slug: 'festival-des-saveurs-quebec', without: ['reviews'] },
  { slug: 'maritime-nest-realty', without: ['faq'] },
  { slug: 'ferme-beausoleil', without: ['documents'] },
  { slug: 'traductions-nordik', without: ['reviews', 'catalog', 'article', 'faq', 'documents'] },
];

const SEE_ALL: Record<Preview, string> = {
  reviews: 'reviews',
  catalog: 'catalog',
  article: 'blog',
  faq: 'faq',
  documents: 'documents',
};

const TWIN_HEADINGS: Record<Preview, string> = {
  reviews: '## Latest reviews',
  catalog: '## From the catalog',
  article: '## Latest article',
  faq: '## Frequently asked questions',
  documents: '## Documents',
};

for (const { slug, without } of SAMPLES) {
  test(`${slug}: previews exactly the sections with content, each with its "see all" link, in the page and its twin`, async ({
    page,
    request,
  }) => {
    expect((await page.goto(`/business/${slug}`))?.status()).toBe(200);
    const twin = await (await request.get(`/business/${slug}.md`)).text();
    for (const preview of PREVIEWS) {
      const section = page.getByTestId(`preview-${preview}`);
      if (without.includes(preview)) {
        await expect(section, preview).toHaveCount(0);
        expect(twin, preview).not.toContain(TWIN_HEADINGS[preview]);
      } else {
        await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
        await expect(section.getByTestId('see-all')).toHaveAttribute(
          'href',
          `/business/${slug}/${SEE_ALL[preview]}`,
        );
        expect(twin, preview).toContain(TWIN_HEADINGS[preview]);
      }
    }
  });
}

test('the bakery previews three latest reviews, four catalog items with price, one article, three questions', async ({
  page,
}) => {
  await page.goto(`/business/${BAKERY}`);
  const reviews = page.getByTestId('preview-reviews').getByTestId('review');
  await expect(reviews).toHaveCount(3);
  const dates = await reviews
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(dates).toHaveLength(3);
  expect([...dates].sort().reverse()).toEqual(dates);
  const items = page.getByTestId('catalog-preview-item');
  await expect(items).toHaveCount(4);
  await expect(items.first()).toContainText('Country sourdough loaf');
  await expect(items.first()).toContainText('7.50');
  await expect(items.first().locator('img')).toHaveCount(1);
  await expect(page.getByTestId('preview-article').getByRole('heading', { level: 3 })).toHaveCount(
    1,
  );
  await expect(page.getByTestId('faq-preview')).toHaveCount(3);
  await expect(page.getByTestId('see-all').first()).toHaveText('See all 48 reviews');
});

test('FAQ previews open without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/business/${BAKERY}`);
  const first = page.getByTestId('faq-preview').first();
  await expect(first.getByTestId('faq-preview-answer')).toBeHidden();
  await first.locator('summary').click();
  await expect(first.getByTestId('faq-preview-answer')).toBeVisible();
  await expect(first.getByTestId('faq-preview-answer')).toContainText('3 p.m.');
  // No Copy button without JavaScript: the texts stay selectable text.
  await expect(page.getByRole('button', { name: /copy/i })).toHaveCount(0);
  await expect(page.getByTestId('attribution')).toHaveText(
    `Source: Open Business Directory — ${SITE_URL}/business/${BAKERY}`,
  );
  await context.close();
});

test('the action row calls, writes, opens the website and finds the way', async ({ page }) => {
  await page.goto(`/business/${BAKERY}`);
  const row = page.getByTestId('action-row');
  const osm = (query: string) =>
    `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
  const first = '4521 rue Saint-Denis, Montréal H2J 2L4, Canada';
  await expect(row.locator('[data-action="call"]')).toHaveAttribute('href', 'tel:+15145550142');
  await expect(row.locator('[data-action="email"]')).toHaveAttribute(
    'href',
    'mailto:bonjour@boulangerie-du-plateau.example',
  );
  await expect(row.locator('[data-action="website"]')).toHaveAttribute(
    'href',
    'https://boulangerie-du-plateau.example/',
  );
  await expect(row.locator('[data-action="directions"]')).toHaveAttribute('href', osm(first));
  await expect(page.getByTestId('map-link')).toHaveCount(3);
  await expect(page.getByTestId('map-link').first()).toHaveAttribute('href', osm(first));
});

test('a business without contact details has no action row', async ({ page }) => {
  await page.goto('/business/traductions-nordik');
  const row = page.getByTestId('action-row');
  // Its e-mail and website are actions; it has no address, so no directions.
  await expect(row.locator('[data-action="directions"]')).toHaveCount(0);
  await expect(page.getByTestId('map-link')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the phone number is on the first screen, every action a large target', async ({ page }) => {
    await page.goto(`/business/${BAKERY}`);
    const call = page.getByTestId('action-row').locator('[data-action="call"]');
    await expect(call).toContainText('+1 514-555-0142');
    const box = await call.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    for (const action of await page.getByTestId('action-row').locator('a').all()) {
      const size = await action.boundingBox();
      expect(size?.height).toBeGreaterThanOrEqual(44);
      expect(size?.width).toBeGreaterThanOrEqual(44);
    }
  });

  test('the section tabs stay in one row that scrolls sideways', async ({ page }) => {
    await page.goto(`/business/${BAKERY}/reviews`);
    const tabs = page.getByTestId('section-tabs');
    const tops = await tabs
      .locator('li')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    expect(tops.length).toBe(6);
    expect(new Set(tops).size).toBe(1);
    const overflow = await tabs.evaluate((list) => {
      const nav = list.parentElement as HTMLElement;
      return {
        scroll: nav.scrollWidth,
        client: nav.clientWidth,
        style: getComputedStyle(nav).overflowX,
      };
    });
    expect(overflow.style).toBe('auto');
    expect(overflow.scroll).toBeGreaterThan(overflow.client);
    // The page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});

test.describe('on a phone, a tab far to the right', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('is scrolled into view', async ({ page }) => {
    await page.goto(`/business/${BAKERY}/documents`);
    const nav = page.getByRole('navigation', { name: 'Sections' });
    const current = nav.locator('[aria-current="page"]');
    await expect(current).toContainText('Documents');
    await expect
      .poll(async () => {
        const [tab, row] = await Promise.all([current.boundingBox(), nav.boundingBox()]);
        // Within a pixel: the row may end exactly at the tab's edge.
        return (tab?.x ?? 0) + (tab?.width ?? 0) <= (row?.x ?? 0) + (row?.width ?? 0) + 1;
      })
      .toBe(true);
  });
});

async function headerHeight(page: Page, path: string): Promise<number> {
  await page.goto(path);
  const box = await page.getByTestId('business-header').boundingBox();
  expect(box, path).not.toBeNull();
  return box?.height ?? 0;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the business header has one height on every tab (${viewport.width}×${viewport.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const base = `/business/${BAKERY}`;
    const heights: Record<string, number> = {};
    for (const tab of ['', '/blog', '/faq', '/reviews', '/catalog', '/documents'])
      heights[tab || '/'] = await headerHeight(page, base + tab);
    const profile = heights['/'];
    for (const [tab, height] of Object.entries(heights)) expect(height, tab).toBe(profile);
  });
}

test.describe('copy buttons', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copy the address and the attribution line', async ({ page }) => {
    await page.goto(`/business/${BAKERY}`);
    await page.getByRole('button', { name: 'Copy the address' }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      '4521 rue Saint-Denis, Montréal H2J 2L4, Canada',
    );
    await page.getByRole('button', { name: 'Copy the attribution line' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `Source: Open Business Directory — ${SITE_URL}/business/${BAKERY}`,
    );
  });
});

const HARDWARE = 'quincaillerie-rideau-hardware';
const BUSINESS_PAGES = [
  `/business/${BAKERY}`,
  `/business/${BAKERY}/blog`,
  `/business/${BAKERY}/blog/why-we-bake-with-sourdough`,
  `/business/${BAKERY}/faq`,
  `/business/${BAKERY}/reviews`,
  `/business/${HARDWARE}/catalog`,
  `/business/${HARDWARE}/catalog/cordless-drill-18v`,
  `/business/${BAKERY}/documents`,
  `/business/${BAKERY}/documents/bread-menu-fall-2025`,
];

/** Layout shifts the page has made since it started loading, as the browser reports them. */
async function layoutShifts(page: Page): Promise<{ value: number; sources: string[] }[]> {
  return page.evaluate(
    () =>
      new Promise<{ value: number; sources: string[] }[]>((resolve) => {
        const shifts: { value: number; sources: string[] }[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources: { node?: Node }[];
          })[])
            shifts.push({
              value: entry.value,
              sources: entry.sources.map((source) =>
                source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : '?',
              ),
            });
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shifts), 100);
      }),
  );
}

test.describe('no layout shift', () => {
  // The copy buttons appear once the page has hydrated, as they do for a reader.
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  // A viewport taller than the pages, so that every part of them counts, the citation block
  // and its Copy button at the bottom included.
  for (const width of [390, 1280]) {
    test(`business pages do not move while they load and hydrate (${width} wide)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 4000 });
      for (const path of BUSINESS_PAGES) {
        await page.goto(path);
        await expect(
          page.getByRole('button', { name: 'Copy the attribution line' }),
          path,
        ).toBeVisible();
        await page.waitForLoadState('load');
        // Lighthouse states CLS to three decimals. A web font swapping in can move an inline
        // box by a fraction of a pixel (shifts near 1e-7); a block that moves shifts 1e-4 or more.
        const shifts = (await layoutShifts(page)).filter((shift) => shift.value >= 1e-4);
        expect(shifts, path).toEqual([]);
      }
    });
  }
});

for (const locale of ['en', 'fr'] as const) {
  test(`every business page cites the business in the spec's format (${locale})`, async ({
    page,
  }) => {
    for (const path of BUSINESS_PAGES) {
      const localized = locale === 'fr' ? `/fr${path}` : path;
      expect((await page.goto(localized))?.status(), localized).toBe(200);
      const slug = path.split('/')[2];
      const block = page.getByTestId('cite-block');
      await expect(block.getByTestId('attribution'), localized).toHaveText(
        `Source: Open Business Directory — ${SITE_URL}/business/${slug}`,
      );
      const { canonical } = await headLinks(page);
      await expect(block.getByTestId('cite-canonical'), localized).toHaveText(canonical ?? '');
      await expect(block.locator(`a[href="${localized}.md"]`), localized).toHaveCount(1);
      await expect(block.locator('a[href="/api/companies.json"]'), localized).toHaveCount(1);
      await expect(block.locator('a[rel="license"]'), localized).toHaveCount(1);
    }
  });

  test(`the profile passes axe with its previews (${locale})`, async ({ page }) => {
    await page.goto(`${locale === 'fr' ? '/fr' : ''}/business/${BAKERY}`);
    await expect(page.getByTestId('preview-faq')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

/** Each document as a list shows it: its page's path and its file's address, or null. */
async function documentLinks(items: Locator, titleLevel: 'h2' | 'h3') {
  return items.evaluateAll(
    (elements, level) =>
      elements.map((element) => ({
        page: element.querySelector(`${level} a`)?.getAttribute('href') ?? null,
        file:
          element.querySelector('[data-testid="document-download"]')?.getAttribute('href') ?? null,
      })),
    titleLevel,
  );
}

for (const locale of ['en', 'fr'] as const) {
  const prefix = locale === 'fr' ? '/fr' : '';
  const download = locale === 'en' ? 'Download' : 'Télécharger';

  test(`each previewed document links its file as the documents page does, in the page and its twin (${locale})`, async ({
    page,
    request,
  }) => {
    await page.goto(`${prefix}/business/${BAKERY}/documents`);
    const listed = await documentLinks(
      page.locator('main li:has([data-testid="document-file"])'),
      'h2',
    );
    await page.goto(`${prefix}/business/${BAKERY}`);
    const previews = page.getByTestId('preview-documents').locator('li');
    const previewed = await documentLinks(previews, 'h3');
    expect(previewed.length).toBeGreaterThan(0);
    expect(previewed).toEqual(listed.slice(0, previewed.length));
    for (const { file } of previewed) expect(file).toMatch(/^http:\/\/[^/]+\/assets\/documents\//);
    const first = previews.first();
    await expect(first.getByTestId('document-download')).toHaveAccessibleName(
      `${download} ${await first.locator('h3').innerText()}`,
    );
    await expect(first.getByTestId('document-download')).toHaveAttribute('type', 'application/pdf');
    const twin = await (await request.get(`${prefix}/business/${BAKERY}.md`)).text();
    for (const { file } of previewed) expect(twin).toContain(`[${download}](${file})`);
  });

  test(`a previewed document without a file says why, in the page and its twin (${locale})`, async ({
    page,
    request,
  }) => {
    const why =
      locale === 'en'
        ? 'The directory does not publish this document’s file.'
        : 'L’annuaire ne publie pas le fichier de ce document.';
    await page.goto(`${prefix}/business/${HARDWARE}`);
    const archived = page
      .getByTestId('preview-documents')
      .locator('li', { hasText: locale === 'en' ? 'archived' : 'archives' });
    await expect(archived.getByTestId('document-no-file')).toHaveText(why);
    await expect(archived.getByTestId('document-download')).toHaveCount(0);
    // The other two have their file.
    await expect(
      page.getByTestId('preview-documents').getByTestId('document-download'),
    ).toHaveCount(2);
    const twin = await (await request.get(`${prefix}/business/${HARDWARE}.md`)).text();
    const documents = twin.slice(twin.indexOf('## Documents'));
    expect(documents).toContain(why);
    expect(documents.match(new RegExp(`\\[${download}\\]\\(`, 'g'))).toHaveLength(2);
    await expectNoAxeViolations(page);
  });
}

test('section pages do not repeat the business name in their h1', async ({ page }) => {
  for (const [path, h1] of [
    [`/business/${BAKERY}/reviews`, 'Reviews'],
    [`/business/${BAKERY}/blog`, 'Blog'],
    [`/business/${BAKERY}/documents`, 'Documents'],
    [`/business/${HARDWARE}/catalog`, 'Catalog'],
    [`/fr/business/${BAKERY}/reviews`, 'Avis'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(h1);
    // The header names the business, and the title still says whose page it is.
    await expect(page.getByTestId('business-header')).toContainText(
      path.includes(HARDWARE) ? 'Quincaillerie Rideau' : 'Boulangerie du Plateau',
    );
    expect(await page.title(), path).toMatch(/Boulangerie du Plateau|Quincaillerie Rideau/);
  }
});

/*
 * A site of its own with synthetic businesses beside the hand-written ones, so that categories
 * hold several businesses, and a request counter no other spec touches.
 */
test.describe('with a directory of its own', () => {
  test.describe.configure({ mode: 'serial' });
  let site: IsolatedSite;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startIsolatedSite({
      apiEnv: { SAMPLE_API_BUSINESSES: '60' },
    });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('a profile costs no upstream call once its section pages have been seen', async ({
    request,
  }) => {
    const slug = 'clinique-dentaire-allumettieres';
    const get = async (path: string) => {
      const response = await request.get(`${site.siteUrl}${path}`);
      expect(response.status(), path).toBe(200);
    };
    // What a reader has seen before: the directory and each section's first page.
    await get('/fr');
    for (const section of ['/blog', '/faq', '/reviews', '/catalog', '/documents'])
      await get(`/fr/business/${slug}${section}`);
    await site.resetUpstreamStats();
    // The profile's first render: its previews, rating and neighbours come from those answers.
    await get(`/fr/business/${slug}`);
    await get(`/fr/business/${slug}.md`);
    expect(await site.upstreamRequests()).toBe(0);
  });

  test('a cold profile reads each previewed document once, for its file, and no other', async ({
    request,
  }) => {
    // Nothing has asked for this business on this site yet. It has three documents, all
    // previewed: each is read once, through the call its own page makes.
    await site.resetUpstreamStats();
    expect((await request.get(`${site.siteUrl}/business/${HARDWARE}`)).status()).toBe(200);
    const stats = (await (await fetch(`${site.apiUrl}/__control/stats`)).json()) as {
      byPath: Record<string, number>;
    };
    const details = Object.entries(stats.byPath).filter(([path]) =>
      path.startsWith(`/index/directory-business/${HARDWARE}/documents/`),
    );
    expect(details).toHaveLength(3);
    for (const [path, count] of details) expect(count, path).toBe(1);
  });

  test('a profile links up to six businesses of its category, those of its city first', async ({
    page,
  }) => {
    const listing = (await (await fetch(`${site.apiUrl}/index/directory-businesses`)).json()) as {
      data: { slug: string; category: string; locations: { city: string }[] }[];
    };
    const bySlug = new Map(listing.data.map((business) => [business.slug, business]));
    const cities = (slug: string) => new Set(bySlug.get(slug)?.locations.map((l) => l.city));
    // A business that shares its category with at least six others, one of them in its city.
    const subject = listing.data.find((business) => {
      const peers = listing.data.filter(
        (other) => other.slug !== business.slug && other.category === business.category,
      );
      return (
        peers.length >= 6 &&
        peers.some((peer) => peer.locations.some((l) => cities(business.slug).has(l.city)))
      );
    });
    expect(subject, 'the synthetic directory has such a business').toBeDefined();
    if (!subject) return;
    // The profile reads the directory index only once something has loaded it (never the
    // whole listing for one profile): the directory's home page does.
    expect((await fetch(`${site.siteUrl}/`)).status).toBe(200);
    await page.goto(`${site.siteUrl}/business/${subject.slug}`);
    const links = page.getByTestId('related').getByTestId('related-link');
    await expect(links).toHaveCount(6);
    const slugs = (
      await links.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
      )
    ).map((href) => href.replace('/business/', ''));
    expect(slugs).not.toContain(subject.slug);
    for (const slug of slugs) expect(bySlug.get(slug)?.category, slug).toBe(subject.category);
    const local = slugs.map((slug) =>
      (bySlug.get(slug)?.locations ?? []).some((l) => cities(subject.slug).has(l.city)),
    );
    expect(local[0]).toBe(true);
    // Every business of its city comes before every other one.
    expect(local.indexOf(false) === -1 || !local.slice(local.indexOf(false)).includes(true)).toBe(
      true,
    );
    const twin = await (await fetch(`${site.siteUrl}/business/${subject.slug}.md`)).text();
    expect(twin).toContain('## Related businesses');
    for (const slug of slugs) expect(twin).toContain(`/business/${slug}.md)`);
  });
});
