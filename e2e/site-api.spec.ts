import { expect, test, type APIRequestContext } from '@playwright/test';
import { SITE_URL } from './helpers';
import { responseValidator } from './support/openapi-responses';
import { redoclyLint } from './support/redocly';

/*
 * The site's own JSON API against its OpenAPI document: every operation's real answers, the
 * errors included, validate against the document the site serves, and the document lints.
 */

async function document(request: APIRequestContext): Promise<Record<string, unknown>> {
  const response = await request.get('/api/site-openapi.json');
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

const CASES: { operation: string; path: string; status: number }[] = [
  { operation: 'searchDirectory', path: '/api/search?q=pain&lang=fr', status: 200 },
  { operation: 'searchDirectory', path: '/api/search?q=zzqx-nothing', status: 200 },
  { operation: 'searchDirectory', path: '/api/search?category=bakery&limit=2', status: 200 },
  { operation: 'searchDirectory', path: '/api/search?limit=99', status: 400 },
  { operation: 'searchDirectory', path: '/api/search?page=999', status: 404 },
  { operation: 'suggest', path: '/api/suggest?q=bou', status: 200 },
  { operation: 'suggest', path: '/api/suggest?q=bou&lang=de', status: 400 },
  {
    operation: 'listReviews',
    path: '/api/businesses/boulangerie-du-plateau/reviews?page=2',
    status: 200,
  },
  { operation: 'listReviews', path: '/api/businesses/no-such-business/reviews', status: 404 },
  {
    operation: 'listCatalog',
    path: '/api/businesses/festival-des-saveurs-quebec/catalog?type=EVENT',
    status: 200,
  },
  {
    operation: 'listCatalog',
    path: '/api/businesses/quincaillerie-rideau-hardware/catalog?page=2&lang=fr',
    status: 200,
  },
  {
    operation: 'listCatalog',
    path: '/api/businesses/quincaillerie-rideau-hardware/catalog?type=BOGUS',
    status: 400,
  },
  { operation: 'openData', path: '/api/companies.json?since=2025-01-01', status: 200 },
  { operation: 'openData', path: '/api/companies.json?since=soon', status: 400 },
  // The sample directory fits one file: it has no parts.
  { operation: 'openDataPart', path: '/api/companies/1.json', status: 404 },
  { operation: 'openDataPart', path: '/api/companies/1.csv', status: 404 },
];

test('every operation answers as its OpenAPI document says, errors included', async ({
  request,
}) => {
  const validate = responseValidator(await document(request));
  for (const { operation, path: url, status } of CASES) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(status);
    expect(validate(operation, status, await response.json()), url).toEqual([]);
  }
});

test('the document names this site, its limits, and passes redocly lint', async ({ request }) => {
  const served = await document(request);
  expect(served.servers).toEqual([{ url: SITE_URL, description: 'This site' }]);
  expect(served.security).toEqual([]);
  const report = await redoclyLint(JSON.stringify(served));
  expect(report).not.toMatch(/error|failed/i);
  // The one warning allowed: the test site's own address is localhost.
  const warnings = [...report.matchAll(/warning\s+(\S+)/g)].map((match) => match[1]);
  expect(warnings.filter((rule) => rule !== 'no-server-example.com')).toEqual([]);
});
