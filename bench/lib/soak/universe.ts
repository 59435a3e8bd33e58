import type { TrafficUniverse } from './traffic';

/**
 * What the soak's readers ask for: every business of the API's listing (the first thousand
 * hot), the categories the home page links, a few search words and the companion files.
 */
export async function universeOf(apiUrl: string, site: string): Promise<TrafficUniverse> {
  const listing = (await (await fetch(`${apiUrl}/index/directory-businesses?lang=en`)).json()) as {
    data: { slug: string }[];
  };
  const home = await (await fetch(`${site}/`)).text();
  const categories = [
    ...new Set([...home.matchAll(/href="\/category\/([^"/?]+)"/g)].map((m) => m[1]!)),
  ];
  return {
    slugs: listing.data.map((business) => business.slug),
    hotCount: 1000,
    categories: categories.length > 0 ? categories : ['bakery'],
    words: [
      'bakery',
      'boulangerie',
      'hardware',
      'quincaillerie',
      'coffee',
      'café',
      'plumber',
      'garage',
    ],
    companions: [
      '/llms.txt',
      '/fr/llms.txt',
      '/sitemap.xml',
      '/sitemaps/1.xml',
      '/ai-content.txt',
      '/ai-content/1.txt',
      '/api/companies.json',
      '/api/companies/1.json',
      '/api/openapi.json',
    ],
  };
}
