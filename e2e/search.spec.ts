import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, SITE_URL, waitForHydration } from './helpers';

/*
 * The directory's search as a person and a crawler meet it: typos, plurals and the other
 * language found and ranked; suggestions in an accessible combobox, by keyboard and pointer;
 * filters that keep what was typed and that Back undoes; help when nothing matches; the same
 * search over plain GET forms without JavaScript, and as JSON.
 */

const cards = (page: Page) => page.locator('main ul li article h2');

async function openHome(page: Page, path = '/') {
  await page.goto(path);
  await waitForHydration(page, '#filter-q');
  return page.locator('#filter-q');
}

test.describe('search results', () => {
  for (const [path, first] of [
    ['/?q=boulangrie', 'Boulangerie du Plateau'],
    ['/?q=hardwre', 'Quincaillerie Rideau Hardware'],
    ['/?q=dentiste', 'Clinique dentaire des Allumettières'],
    ['/fr?q=boulangeries', 'Boulangerie du Plateau'],
    ['/fr?q=dentist', 'Clinique dentaire des Allumettières'],
    ['/?q=tech+repair+ottawa', 'ByWard Tech Repair'],
  ] as const) {
    test(`${path} finds ${first} first`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(cards(page).first()).toHaveText(first);
      // A results page says what was searched, and stays out of the index.
      await expect(page).toHaveTitle(/“|«/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }

  test('sorts by name or by the latest update, and counts the categories of the results', async ({
    page,
  }) => {
    await page.goto('/?sort=updated');
    const updated = await cards(page).allTextContents();
    await page.goto('/?sort=name');
    const byName = await cards(page).allTextContents();
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
    expect(updated).not.toEqual(byName);
    expect([...updated].sort()).toEqual([...byName].sort());
    await page.goto('/?q=ottawa');
    const options = await page.locator('#filter-category option').allTextContents();
    expect(options).toContain('Hardware store (1)');
    expect(options.filter((label) => label.endsWith('(0)')).length).toBeGreaterThan(0);
    // The category's own menu still offers the others, with what each would give.
    await page.goto('/?q=ottawa&category=hardware-store');
    const narrowed = await page.locator('#filter-category option').allTextContents();
    expect(narrowed).toContain('Electronics repair (1)');
  });

  test('offers a respelling, the search without its filters, and the closest matches', async ({
    page,
  }) => {
    const search = await openHome(page, '/?q=qincalerie+rideau');
    await expect(page.getByRole('status').first()).toContainText('No business matches');
    await page.getByRole('link', { name: 'quincaillerie rideau', exact: true }).click();
    await expect(page).toHaveURL(/\?q=quincaillerie\+rideau$/);
    await expect(cards(page)).toHaveText(['Quincaillerie Rideau Hardware']);
    await expect(search).toHaveValue('quincaillerie rideau');

    await openHome(page, '/?q=allumettieres&city=ottawa');
    await expect(page.getByText('1 business matches without the filters:')).toBeVisible();
    await page.getByRole('link', { name: 'show it' }).click();
    await expect(page).toHaveURL(/\?q=allumettieres$/);
    await expect(cards(page)).toHaveText(['Clinique dentaire des Allumettières']);
    await expect(page.locator('#filter-city')).toHaveValue('');
  });

  test('the twin of a results page carries the same help', async ({ request }) => {
    const twin = await (await request.get('/index.md?q=qincalerie+rideau')).text();
    expect(twin).toContain('Did you mean:');
    expect(twin).toContain(`(${SITE_URL}/index.md?q=quincaillerie+rideau)`);
  });
});

test.describe('the search box', () => {
  for (const locale of ['en', 'fr'] as const) {
    test(`suggests as one types and is chosen by keyboard (${locale})`, async ({ page }) => {
      const box = await openHome(page, locale === 'en' ? '/' : '/fr');
      await box.click();
      await box.pressSequentially('gatin', { delay: 30 });
      const listbox = page.getByRole('listbox');
      await expect(listbox).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      const city = listbox.getByRole('option', { name: 'Gatineau' });
      await expect(city).toBeVisible();
      await expectNoAxeViolations(page);
      // Down the list to the city, each step announced as the active option.
      const options = listbox.getByRole('option');
      const count = await options.count();
      let at = 0;
      for (; at < count; at += 1) {
        await box.press('ArrowDown');
        const active = await box.getAttribute('aria-activedescendant');
        expect(active).toBe(await options.nth(at).getAttribute('id'));
        await expect(options.nth(at)).toHaveAttribute('aria-selected', 'true');
        if ((await options.nth(at).textContent()) === 'Gatineau') break;
      }
      expect(at).toBeLessThan(count);
      await box.press('Enter');
      await expect(page).toHaveURL(/[?&]city=gatineau$/);
      await expect(box).toBeFocused();
      await expect(box).toHaveValue('');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('#filter-city')).toHaveValue('gatineau');
      await expect(cards(page)).toHaveText(['Clinique dentaire des Allumettières']);
    });
  }

  test('closes with Escape, then clears; a business suggestion opens its page', async ({
    page,
  }) => {
    const box = await openHome(page);
    await box.click();
    await box.pressSequentially('boul', { delay: 30 });
    await expect(page.getByRole('option').first()).toHaveText('Boulangerie du Plateau');
    await box.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(box).toHaveValue('boul');
    await box.press('Escape');
    await expect(box).toHaveValue('');
    await box.pressSequentially('boul', { delay: 30 });
    await expect(page.getByRole('option').first()).toHaveText('Boulangerie du Plateau');
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/business\/boulangerie-du-plateau$/);
  });

  test('is chosen by pointer, and a choice is a step that Back undoes', async ({ page }) => {
    const box = await openHome(page);
    await box.click();
    await box.pressSequentially('ott', { delay: 30 });
    // The text settles into the address first (replaced: typing is not a step of its own).
    await expect(page).toHaveURL(/\?q=ott$/);
    await page.getByRole('listbox').getByRole('option', { name: 'Ottawa' }).click();
    await expect(page).toHaveURL(/\?city=ottawa$/);
    await expect(box).toBeFocused();
    await page.locator('#filter-sort').selectOption('name');
    await expect(page).toHaveURL(/\?city=ottawa&sort=name$/);
    await page.locator('#filter-category').selectOption('hardware-store');
    await expect(page).toHaveURL(/category=hardware-store/);
    await expect(cards(page)).toHaveText(['Quincaillerie Rideau Hardware']);
    await page.goBack();
    await expect(page).toHaveURL(/\?city=ottawa&sort=name$/);
    await expect(page.locator('#filter-category')).toHaveValue('');
    await expect(cards(page)).toHaveCount(2);
    await page.goBack();
    await expect(page).toHaveURL(/\?city=ottawa$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/\?q=ott$/);
    await expect(box).toHaveValue('ott');
    await expect(page.locator('#filter-city')).toHaveValue('');
  });

  test('arrowing through a menu keeps focus there and makes one step once it settles', async ({
    page,
  }) => {
    await openHome(page);
    const menu = page.locator('#filter-category');
    await menu.focus();
    await menu.press('ArrowDown');
    await menu.press('ArrowDown');
    const chosen = await menu.inputValue();
    expect(chosen).not.toBe('');
    await expect(page).toHaveURL(new RegExp(`\\?category=${chosen}$`));
    await expect(menu).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toHaveValue('');
  });

  test('names the search in the title and narrows to verified businesses', async ({ page }) => {
    const box = await openHome(page);
    await box.fill('ottawa');
    await expect(page).toHaveTitle(/^Search: “ottawa” — /);
    // The suggestions cover what lies below them until closed. Escape closes them once they
    // are open; before, it clears the box (the combobox pattern), so the test waits for them.
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('ottawa');
    await page.getByLabel('Verified businesses only').check();
    await expect(page).toHaveURL(/\?q=ottawa&verified=true$/);
    await expect(page).toHaveTitle(/^Search: “ottawa” · verified only — /);
    for (const card of await page.locator('main ul li article').all())
      await expect(card).toContainText('Verified');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home form searches, sorts and filters, and the help links are links', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search' }).fill('boulangeries');
    await page.locator('#filter-sort').selectOption('name');
    await page.getByLabel('Verified businesses only').check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/q=boulangeries/);
    await expect(page).toHaveURL(/verified=true/);
    await expect(cards(page)).toHaveText(['Boulangerie du Plateau']);
    await page.goto('/?q=qincalerie+rideau');
    await page.getByRole('link', { name: 'quincaillerie rideau', exact: true }).click();
    await expect(cards(page)).toHaveText(['Quincaillerie Rideau Hardware']);
  });

  test('a category page searches within its category', async ({ page }) => {
    await page.goto('/fr/category/hardware-store');
    await page.getByRole('searchbox', { name: 'Chercher dans Quincaillerie' }).fill('rideau');
    await page.getByRole('button', { name: 'Chercher' }).click();
    await expect(page).toHaveURL(/\/fr\?category=hardware-store&q=rideau$/);
    await expect(cards(page)).toHaveText(['Quincaillerie Rideau Hardware']);
    await expect(page.locator('#filter-category')).toHaveValue('hardware-store');
  });
});

test.describe('the search endpoints', () => {
  test('/api/search answers the query model, and refuses a bad parameter by name', async ({
    request,
  }) => {
    const found = await request.get('/api/search?q=boulangrie&lang=fr&limit=5');
    expect(found.status()).toBe(200);
    const body = (await found.json()) as {
      items: { slug: string }[];
      total: number;
      limit: number;
      facets: { categories: { slug: string; count: number }[] };
    };
    expect(body.items[0]?.slug).toBe('boulangerie-du-plateau');
    expect(body.limit).toBe(5);
    expect(body.facets.categories.reduce((sum, facet) => sum + facet.count, 0)).toBe(body.total);
    for (const [query, field] of [
      ['sort=rating', 'sort'],
      ['limit=51', 'limit'],
      ['limit=0', 'limit'],
      ['verified=maybe', 'verified'],
      ['page=0', 'page'],
      ['lang=de', 'lang'],
      ['color=red', 'color'],
      [`q=${'x'.repeat(201)}`, 'q'],
    ]) {
      const refused = await request.get(`/api/search?${query}`);
      expect(refused.status(), query).toBe(400);
      const error = (await refused.json()) as { message: string; statusCode: number };
      expect(error.statusCode).toBe(400);
      expect(error.message).toContain(`"${field}"`);
    }
    expect((await request.get('/api/search?q=bakery&page=99')).status()).toBe(404);
  });

  test('/api/suggest answers businesses, categories and cities', async ({ request }) => {
    const body = (await (await request.get('/api/suggest?q=quinc&lang=fr')).json()) as {
      businesses: { slug: string }[];
      categories: { slug: string; name: string }[];
      cities: unknown[];
    };
    expect(body.businesses[0]?.slug).toBe('quincaillerie-rideau-hardware');
    expect(body.categories).toEqual([{ slug: 'hardware-store', name: 'Quincaillerie' }]);
    expect((await request.get('/api/suggest?q=a&limit=11')).status()).toBe(400);
    expect((await request.get('/api/suggest?q=a&lang=xx')).status()).toBe(400);
  });
});
