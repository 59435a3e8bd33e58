import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';
import { startIsolatedSite, type IsolatedSite } from './support/isolated-site';
import { jsonLdBlocksOf } from './support/json-ld-in-html';
import { structuredDataIssues } from './support/structured-data';

/*
 * A directory whose operator says which currency its prices are in (PRICE_CURRENCY): every
 * reading writes the prices as money, and the JSON-LD claims Products with valid offers,
 * which Google's rich-result rules accept. Its own site: the shared one runs without a currency.
 */

const HARDWARE = '/business/quincaillerie-rideau-hardware/catalog';
const DRILL = `${HARDWARE}/cordless-drill-18v`;
const TUNE_UP = `${HARDWARE}/snowblower-tune-up`;

let site: IsolatedSite;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  site = await startIsolatedSite({
    siteEnv: { PRICE_CURRENCY: 'CAD' },
  });
});

test.afterAll(async () => {
  await site?.stop();
});

async function html(path: string): Promise<string> {
  const response = await fetch(`${site.siteUrl}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

test('prices are money in every reading, and the page no longer says the currency is unknown', async ({
  page,
}) => {
  await page.goto(`${site.siteUrl}${DRILL}`);
  await expect(page.getByTestId('item-price')).toHaveText('CA$129.00 / each');
  await expect(page.getByText('the currency is not given')).toHaveCount(0);
  await page.goto(`${site.siteUrl}/fr${DRILL}`);
  await expect(page.getByTestId('item-price')).toHaveText(
    /^129,00\s\$\sCA \/ unité$|^129,00\s\$CA \/ unité$/,
  );
  expect(await html(`${DRILL}.md`)).toContain('- Price: CA$129.00 / each');
});

test('a Product gets valid offers, and passes the rich-result rules', async () => {
  const page = await html(DRILL);
  const product = jsonLdBlocksOf(page).find((block) => block['@type'] === 'Product');
  expect(product?.offers).toMatchObject({
    '@type': 'Offer',
    price: 129,
    priceCurrency: 'CAD',
    availability: 'https://schema.org/InStock',
  });
  const errors = (await structuredDataIssues(page)).filter((issue) => issue.severity === 'ERROR');
  expect(errors).toEqual([]);
});

test('a deal shows its regular price struck through, and past its date is expired', async ({
  page,
}) => {
  await page.goto(`${site.siteUrl}${TUNE_UP}`);
  const price = page.getByTestId('item-price');
  await expect(price.locator('s')).toHaveText(/CA\$99\.99/);
  await expect(price).toContainText('CA$79.99');
  await expect(page.getByTestId('item-availability')).toHaveText('Expired');
  await expectNoAxeViolations(page);
  const twin = await html(`${TUNE_UP}.md`);
  expect(twin).toContain('- Price: ~~CA$99.99 / each~~ CA$79.99 / each');
  expect(twin).toContain('- Availability: Expired');
  const offer = jsonLdBlocksOf(await html(TUNE_UP)).find((block) => block['@type'] === 'Offer');
  expect(offer).toMatchObject({
    price: 79.99,
    priceCurrency: 'CAD',
    availability: 'https://schema.org/Discontinued',
    validThrough: '2025-12-15',
  });
});
