import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations, jsonLdBlocks, API_URL } from './helpers';

/*
 * One fact, the same in every reading: an event's date in the zone of its place on the page,
 * in the twin and in the JSON-LD; an event that is over says so everywhere, one to come can go
 * in a calendar; the profile carries the reviews page's rating; attribute values read as what
 * they are.
 */

const FESTIVAL = '/business/festival-des-saveurs-quebec';
const DINNER = `${FESTIVAL}/catalog/long-table-dinner-2026`;
const FARM = '/business/ferme-beausoleil';
const SEED_SWAP = `${FARM}/catalog/seed-swap`;
const BAKERY = '/business/boulangerie-du-plateau';

async function text(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

test.describe('an event in Québec City at 8 p.m. on 20 June (00:00 UTC on the 21st)', () => {
  // Québec keeps Eastern time: 2026-06-21T00:00:00Z is 20:00 on the 20th, at UTC−4.
  const START = '2026-06-20T20:00:00-04:00';

  test('the page shows the 20th at 8 p.m. in both languages, with the zoned instant', async ({
    page,
  }) => {
    await page.goto(DINNER);
    const start = page.getByTestId('item-starts').locator('time');
    await expect(start).toHaveAttribute('datetime', START);
    await expect(start).toHaveText(/^June 20, 2026 at 8:00\sPM$/);
    await page.goto(`/fr${DINNER}`);
    await expect(page.getByTestId('item-starts').locator('time')).toHaveText(
      /^20 juin 2026 à 20 h 00$|^20 juin 2026 à 20:00$/,
    );
    const html = await page.content();
    expect(html).not.toMatch(/GMT|Coordinated Universal Time|temps universel/);
    await expectNoAxeViolations(page);
  });

  test('the twin and the JSON-LD state the same instant with its offset', async ({
    page,
    request,
  }) => {
    for (const prefix of ['', '/fr']) {
      const twin = await text(request, `${prefix}${DINNER}.md`);
      expect(twin).toContain(`${prefix ? 'Début' : 'Starts'}${prefix ? ' ' : ''}: ${START}`);
      expect(twin).not.toContain('2026-06-21T00:00:00Z');
      await page.goto(`${prefix}${DINNER}`);
      const event = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'Event');
      expect(event).toMatchObject({
        startDate: START,
        endDate: '2026-06-20T23:30:00-04:00',
        location: { '@type': 'Place', address: 'Rue Saint-Joseph Est, Québec' },
      });
    }
  });

  test('an event whose day has passed says Ended everywhere and offers no calendar', async ({
    page,
    request,
  }) => {
    await page.goto(DINNER);
    await expect(page.getByTestId('item-availability')).toHaveText('Ended');
    await expect(page.getByTestId('item-calendar')).toHaveCount(0);
    expect(await text(request, `${DINNER}.md`)).toContain('- Availability: Ended');
    await page.goto(`/fr${FESTIVAL}/catalog`);
    const card = page.getByTestId('catalog-item').filter({ hasText: 'grande tablée' });
    await expect(card.getByTestId('item-availability')).toHaveText('Terminé');
  });
});

test.describe('an event still to come', () => {
  test('is available, in the zone of its farm, and goes in a calendar as an .ics file', async ({
    page,
    request,
  }) => {
    const api = (await (
      await fetch(`${API_URL}/index/directory-business/ferme-beausoleil/catalog/items/seed-swap`)
    ).json()) as { attributes: { startDate: string } };
    await page.goto(SEED_SWAP);
    await expect(page.getByTestId('item-availability')).toHaveText('Available');
    // Moncton keeps Atlantic time: the instant shows with an offset of −03:00 or −04:00.
    await expect(page.getByTestId('item-starts').locator('time')).toHaveAttribute(
      'datetime',
      /T1[01]:00:00-0[34]:00$/,
    );
    const href = await page.getByTestId('item-calendar').getAttribute('href');
    expect(href).toMatch(/\/calendar\.ics\?lang=en$/);
    const ics = await request.get(href ?? '');
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    const body = (await ics.text()).replace(/\r\n /g, '');
    const utc = api.attributes.startDate.replace(/[-:]/g, '');
    expect(body).toContain(`DTSTART:${utc}`);
    expect(body).toContain('SUMMARY:Seed swap and orchard walk');
    expect(body).toMatch(
      /URL:http:\/\/localhost:3000\/business\/ferme-beausoleil\/catalog\/seed-swap/,
    );
    expect(await text(request, `${SEED_SWAP}.md`)).toContain('calendar.ics?lang=en');
    await expectNoAxeViolations(page);
    await page.goto(`/fr${SEED_SWAP}`);
    await expect(page.getByTestId('item-calendar')).toHaveText('Ajouter au calendrier (.ics)');
    await expectNoAxeViolations(page);
  });

  test('a calendar file for what is not an event, or does not exist, is a 404', async ({
    request,
  }) => {
    const base = '/api/businesses/ferme-beausoleil/catalog';
    expect((await request.get(`${base}/csa-basket/calendar.ics`)).status()).toBe(404);
    expect((await request.get(`${base}/no-such-item/calendar.ics`)).status()).toBe(404);
    expect((await request.get(`${base}/seed-swap/calendar.ics?lang=de`)).status()).toBe(400);
  });
});

test('the profile carries the rating of the reviews page, in HTML, twin and JSON-LD', async ({
  page,
  request,
}) => {
  await page.goto(`${BAKERY}/reviews`);
  const reviewsLd = (await jsonLdBlocks(page)).find((block) => 'aggregateRating' in block);
  const aggregate = reviewsLd?.aggregateRating as { ratingValue: number; reviewCount: number };
  expect(aggregate.reviewCount).toBeGreaterThan(0);
  await page.goto(BAKERY);
  const profileLd = (await jsonLdBlocks(page)).find((block) => 'aggregateRating' in block);
  expect(profileLd?.aggregateRating).toEqual(reviewsLd?.aggregateRating);
  const rating = page.getByTestId('profile-rating');
  await expect(rating).toContainText(aggregate.ratingValue.toFixed(1));
  await expect(rating).toContainText(`Based on ${aggregate.reviewCount} ratings`);
  await expectNoAxeViolations(page);
  await rating.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${BAKERY}/reviews$`));
  const twin = await text(request, `${BAKERY}.md`);
  expect(twin).toContain(
    `- Rating: ${aggregate.ratingValue.toFixed(1)} out of 5. Based on ${aggregate.reviewCount} ratings.`,
  );
  // A business without reviews claims no rating anywhere.
  await page.goto(FESTIVAL);
  await expect(page.getByTestId('profile-rating')).toHaveCount(0);
  expect(JSON.stringify(await jsonLdBlocks(page))).not.toContain('aggregateRating');
});

test('attribute values read as what they are, on the page and in the twin', async ({
  page,
  request,
}) => {
  const saw = '/business/quincaillerie-rideau-hardware/catalog/tile-saw-rental';
  await page.goto(saw);
  const details = page.getByTestId('item-attributes');
  await expect(details.getByRole('row', { name: /Deposit/ })).toContainText('200 dollars');
  await expect(details.getByRole('row', { name: /Blade/ })).toContainText('7 in');
  const twin = await text(request, `${saw}.md`);
  expect(twin).toContain('- Deposit: 200 dollars');
  expect(twin).not.toMatch(/Deposit dollars|Blade inches/);
  const house = '/fr/business/maritime-nest-realty/catalog/42-elmwood-drive-moncton';
  await page.goto(house);
  await expect(
    page.getByTestId('item-attributes').getByRole('row', { name: /Année de construction/ }),
  ).toContainText(/^Année de construction\s*1994$/);
  expect(await text(request, `${house}.md`)).toContain('- Année de construction: 1994');
});
