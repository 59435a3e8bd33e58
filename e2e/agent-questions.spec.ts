import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, test } from '@playwright/test';
import { SITE_URL, SITE_BASE as BASE } from './helpers';
import { waitForContentSync } from './support/content-sync-done';

/*
 * A scripted agent: everyday questions about the sample directory, in both languages (the
 * question is the test's name), each answered by a fixed sequence of at most two tool calls,
 * as an assistant would make them. Each test checks the facts the answer must state, in the
 * text an assistant reads as well as in the structured copy, and the citation it must quote:
 * the page's canonical URL and the attribution line.
 */

type Structured = Record<string, unknown>;
interface Answer {
  text: string;
  structured: Structured;
}

const BAKERY = 'boulangerie-du-plateau';
const HARDWARE = 'quincaillerie-rideau-hardware';
const MAX_CALLS = 2;
let clientNumber = 0;

/** An agent session that counts its calls, so no question takes more than two. */
async function agent() {
  clientNumber += 1;
  const transport = new StreamableHTTPClientTransport(new URL(`${BASE}/mcp`), {
    requestInit: {
      headers: { 'X-Forwarded-For': `203.0.113.${(process.pid % 100) + clientNumber}` },
    },
  });
  const client = new Client({ name: 'scripted-agent', version: '1.0.0' });
  await client.connect(transport);
  let calls = 0;
  return {
    async ask(name: string, args: Record<string, unknown>): Promise<Answer> {
      calls += 1;
      expect(calls, 'tool calls for one question').toBeLessThanOrEqual(MAX_CALLS);
      const result = (await client.callTool({ name, arguments: args })) as {
        isError?: boolean;
        structuredContent?: Structured;
        content: { text: string }[];
      };
      expect(result.isError, `${name} ${JSON.stringify(args)}`).toBeFalsy();
      return { text: result.content[0]?.text ?? '', structured: result.structuredContent ?? {} };
    },
    close: () => client.close(),
  };
}

const attribution = (slug: string) =>
  `Source: Open Business Directory — ${SITE_URL}/business/${slug}`;

/** The answer cites the business's page: its canonical URL and the attribution line, quoted. */
function expectCited(answer: Answer, url: string, slug: string) {
  expect(answer.text).toContain(url);
  expect(answer.text).toContain(attribution(slug));
}

test('What is the phone number of Boulangerie du Plateau?', async () => {
  const session = await agent();
  const found = await session.ask('search_businesses', { query: 'Boulangerie du Plateau' });
  const slug = (found.structured.results as { slug: string }[])[0]!.slug;
  expect(slug).toBe(BAKERY);
  const profile = await session.ask('get_business', { slug });
  expect((profile.structured.business as Structured).phone).toBe('+1 514-555-0142');
  expect(profile.text).toContain('+1 514-555-0142');
  expect((profile.structured.citation as Structured).url).toBe(`${SITE_URL}/business/${BAKERY}`);
  expectCited(profile, `${SITE_URL}/business/${BAKERY}`, BAKERY);
  await session.close();
});

test('Quel est le numéro de téléphone de la Quincaillerie Rideau ?', async () => {
  const session = await agent();
  const found = await session.ask('search_businesses', {
    query: 'quincaillerie rideau',
    lang: 'fr',
  });
  expect(found.text).toMatch(/^1 entreprise trouvée\./);
  const profile = await session.ask('get_business', { slug: HARDWARE, lang: 'fr' });
  expect(profile.text).toContain('+1 613-555-0187');
  expect(profile.text).toContain('Quincaillerie');
  expectCited(profile, `${SITE_URL}/fr/business/${HARDWARE}`, HARDWARE);
  await session.close();
});

test('Which bakeries are there in Montréal?', async () => {
  const session = await agent();
  const cities = await session.ask('list_cities', {});
  const montreal = (cities.structured.cities as { slug: string; name: string }[]).find(
    (city) => city.name === 'Montréal',
  );
  expect(montreal?.slug).toBe('montreal');
  const found = await session.ask('search_businesses', {
    category: 'bakery',
    city: montreal!.slug,
  });
  expect(found.structured.total).toBe(1);
  expect(found.text).toContain('**Boulangerie du Plateau**');
  expectCited(found, `${SITE_URL}/business/${BAKERY}`, BAKERY);
  await session.close();
});

test('Quelles entreprises vérifiées y a-t-il à Ottawa ?', async () => {
  const session = await agent();
  const found = await session.ask('search_businesses', {
    city: 'ottawa',
    verified: true,
    lang: 'fr',
  });
  const results = found.structured.results as { slug: string; isVerified: boolean }[];
  expect(results.map((result) => result.slug).sort()).toEqual(
    ['byward-tech-repair', HARDWARE].sort(),
  );
  expect(results.every((result) => result.isVerified)).toBe(true);
  expect(found.text).toMatch(/^2 entreprises trouvées\./);
  expectCited(found, `${SITE_URL}/fr/business/${HARDWARE}`, HARDWARE);
  await session.close();
});

test('How much is the country sourdough loaf at Boulangerie du Plateau?', async () => {
  const session = await agent();
  const catalog = await session.ask('search_catalog', { slug: BAKERY, query: 'country sourdough' });
  const item = (
    catalog.structured.items as { label: string; url: string; facts: Structured }[]
  )[0]!;
  expect(item.label).toBe('Country sourdough loaf');
  expect(item.facts).toMatchObject({ price: { amount: 7.5 } });
  expect(catalog.text).toContain('7.50');
  expect(catalog.text).toContain(item.url);
  await session.close();
});

test('Faites-vous du pain sans gluten à la Boulangerie du Plateau ?', async () => {
  const session = await agent();
  const faq = await session.ask('get_faq', { slug: BAKERY, lang: 'fr' });
  const entry = (faq.structured.questions as { question: string; answer: string }[]).find(
    (question) => question.question.includes('sans gluten'),
  );
  expect(entry?.answer).toMatch(/^Non\./);
  expect(faq.text).toContain('nous ne pouvons garantir aucun produit sans gluten');
  expect((faq.structured.citation as Structured).url).toBe(`${SITE_URL}/fr/business/${BAKERY}/faq`);
  expect(faq.text).toContain(`${SITE_URL}/business/${BAKERY}`);
  await session.close();
});

test('Quelle est la note moyenne de la Boulangerie du Plateau ?', async () => {
  const session = await agent();
  const profile = await session.ask('get_business', { slug: BAKERY, lang: 'fr' });
  const rating = profile.structured.rating as { average: number; count: number };
  const average = rating.average.toLocaleString('fr-CA');
  expect(profile.text).toContain(`Note : ${average} sur 5 (${rating.count} notes).`);
  expect(profile.text).not.toMatch(/ratings|out of/);
  expectCited(profile, `${SITE_URL}/fr/business/${BAKERY}`, BAKERY);
  await session.close();
});

test('Where can I buy a snow shovl in Ottawa? (a typo)', async () => {
  const session = await agent();
  const found = await session.ask('search_businesses', { query: 'hardware', city: 'ottawa' });
  expect((found.structured.results as { slug: string }[])[0]?.slug).toBe(HARDWARE);
  const catalog = await session.ask('search_catalog', { slug: HARDWARE, query: 'snow shovl' });
  // No item holds "shovl": the items that hold some of the words, said as such.
  expect(catalog.structured.partial).toBe(true);
  const labels = (catalog.structured.items as { label: string }[]).map((item) => item.label);
  expect(labels).toContain('Ergonomic snow shovel');
  expect(catalog.text).toContain(String(catalog.structured.notice));
  expect(catalog.text).toContain(attribution(HARDWARE));
  await session.close();
});

test('What does the fall bread menu of Boulangerie du Plateau hold?', async () => {
  const session = await agent();
  const listed = await session.ask('list_documents', { slug: BAKERY });
  const menu = (listed.structured.documents as Structured[]).find(
    (document) => document.id === 'bread-menu-fall-2025',
  );
  expect(menu).toMatchObject({
    label: 'Bread menu — fall 2025',
    description: 'Every bread, viennoiserie and price for the fall 2025 season, with allergens.',
  });
  // The text states what the structured copy does.
  expect(listed.text).toContain('Every bread, viennoiserie and price');
  expect(listed.text).toContain(String(menu!.url));
  expect((listed.structured.citation as Structured).attribution).toBe(attribution(BAKERY));
  await session.close();
});

test('Quels articles la Boulangerie du Plateau a-t-elle publiés ?', async () => {
  const session = await agent();
  const blog = await session.ask('list_articles', { slug: BAKERY, lang: 'fr' });
  const titles = (blog.structured.articles as { title: string }[]).map((article) => article.title);
  expect(titles).toEqual(
    expect.arrayContaining([
      'Pourquoi nous boulangeons au levain',
      'Les pourcentages du boulanger, expliqués',
    ]),
  );
  for (const title of titles) expect(blog.text).toContain(title);
  expect((blog.structured.citation as Structured).url).toBe(
    `${SITE_URL}/fr/business/${BAKERY}/blog`,
  );
  await session.close();
});

test('When is the sourdough workshop for beginners, in local time?', async () => {
  const session = await agent();
  const catalog = await session.ask('search_catalog', {
    slug: BAKERY,
    query: 'sourdough workshop',
    type: 'EVENT',
  });
  const item = (catalog.structured.items as { label: string; lines: { text: string }[] }[])[0]!;
  expect(item.label).toBe('Sourdough workshop for beginners');
  const start = '2026-02-14T09:00:00-05:00';
  expect(item.lines.map((line) => line.text)).toContain(start);
  expect(catalog.text).toContain(start);
  await session.close();
});

test('Quelle clinique dentaire y a-t-il à Gatineau, et quel est son site web ?', async () => {
  const session = await agent();
  const found = await session.ask('search_businesses', {
    category: 'dental-clinic',
    city: 'gatineau',
    lang: 'fr',
  });
  const slug = (found.structured.results as { slug: string }[])[0]!.slug;
  const profile = await session.ask('get_business', { slug, lang: 'fr' });
  expect(String((profile.structured.business as Structured).websiteUrl)).toContain(
    'cliniquedentaire-allumettieres.example',
  );
  expect(profile.text).toContain('cliniquedentaire-allumettieres.example');
  expect(profile.text).toContain('Clinique dentaire');
  expectCited(profile, `${SITE_URL}/fr/business/${slug}`, slug);
  await session.close();
});

test('Is there a "boulangrie platteau"? (two typos)', async () => {
  const session = await agent();
  const found = await session.ask('search_businesses', { query: 'boulangrie platteau' });
  expect((found.structured.results as { slug: string }[])[0]?.slug).toBe(BAKERY);
  expectCited(found, `${SITE_URL}/business/${BAKERY}`, BAKERY);
  await session.close();
});

/*
 * Near a place and in a region: distances between city centres, nearest first. The content
 * index behind search_content and list_events is filled by the sync in the background.
 */
test.describe('near a place, in a region', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await waitForContentSync();
  });

  const FARM = 'ferme-beausoleil';
  const SEED_SWAP = `${SITE_URL}/business/${FARM}/catalog/seed-swap`;

  test('Which businesses are within 30 km of Ottawa, nearest first?', async () => {
    const session = await agent();
    const found = await session.ask('search_businesses', { near: 'ottawa', radius_km: 30 });
    const results = found.structured.results as { slug: string; distanceKm: number }[];
    expect(results.map((result) => result.slug)).toEqual([
      'byward-tech-repair',
      HARDWARE,
      'clinique-dentaire-allumettieres',
    ]);
    // Ottawa's own first; Gatineau's across the river, a few kilometres between centres.
    expect(results[0]?.distanceKm).toBe(0);
    const clinic = results[2]!;
    expect(clinic.distanceKm).toBeGreaterThan(1);
    expect(clinic.distanceKm).toBeLessThan(30);
    expect(found.text).toContain(`Gatineau · ${clinic.distanceKm} km`);
    expect(found.text).toContain('between city centres');
    expectCited(found, `${SITE_URL}/business/${clinic.slug}`, clinic.slug);
    await session.close();
  });

  test('Où trouver du pain au levain près de Montréal ?', async () => {
    const session = await agent();
    const found = await session.ask('search_content', {
      text: 'pain au levain',
      near: 'Montréal',
      radius_km: 25,
      kind: 'item',
      lang: 'fr',
    });
    const result = (
      found.structured.results as {
        title: string;
        price: string;
        url: string;
        distanceKm: number;
      }[]
    )[0]!;
    expect(result).toMatchObject({
      title: 'Miche de campagne au levain',
      url: `${SITE_URL}/fr/business/${BAKERY}/catalog/country-sourdough`,
      distanceKm: 0,
    });
    expect(result.price).toMatch(/^7,50/);
    expect(found.text).toContain('(Montréal · 0 km)');
    expect(found.text).toContain('entre centres-villes');
    expectCited(found, result.url, BAKERY);
    await session.close();
  });

  test('What is on near Moncton?', async () => {
    const session = await agent();
    const cities = await session.ask('list_cities', { region: 'CA-NB' });
    const moncton = (cities.structured.cities as { slug: string; name: string }[]).find(
      (city) => city.name === 'Moncton',
    );
    const events = await session.ask('list_events', { near: moncton!.slug, radius_km: 50 });
    const event = (
      events.structured.events as {
        title: string;
        distanceKm: number;
        event: { start: string };
        business: { city: string };
      }[]
    )[0]!;
    expect(event.title).toBe('Seed swap and orchard walk');
    // The farm is in Memramcook and Dieppe: Dieppe's centre is the nearer, a few kilometres.
    expect(event.business.city).toBe('Dieppe');
    expect(event.distanceKm).toBeLessThan(20);
    expect(events.text).toContain(event.event.start);
    expect(events.text).toContain(`(Dieppe · ${event.distanceKm} km)`);
    expectCited(events, SEED_SWAP, FARM);
    await session.close();
  });

  test('Quels événements à venir y a-t-il au Nouveau-Brunswick ?', async () => {
    const session = await agent();
    const events = await session.ask('list_events', {
      region: 'Nouveau-Brunswick',
      lang: 'fr',
    });
    const listed = events.structured.events as {
      title: string;
      url: string;
      event: { start: string; timeZone: string };
    }[];
    expect(listed.map((event) => event.title)).toEqual([
      'Échange de semences et promenade au verger',
    ]);
    // Local time in Moncton's zone, with its offset, in both copies.
    expect(listed[0]?.event.timeZone).toBe('America/Moncton');
    expect(listed[0]?.event.start).toMatch(/T10:00:00-0[34]:00$/);
    expect(events.text).toMatch(/^1 événement à partir du /);
    expect(events.text).toContain(listed[0]!.event.start);
    expectCited(events, listed[0]!.url, FARM);
    await session.close();
  });

  test('Which verified businesses are there in the province of Québec?', async () => {
    const session = await agent();
    const found = await session.ask('search_businesses', { region: 'Québec', verified: true });
    const results = found.structured.results as {
      slug: string;
      regions: string[];
      isVerified: boolean;
    }[];
    expect(results.map((result) => result.slug).sort()).toEqual([
      BAKERY,
      'clinique-dentaire-allumettieres',
    ]);
    for (const result of results) {
      expect(result.regions).toContain('CA-QC');
      expect(result.isVerified).toBe(true);
    }
    expect(found.text).toMatch(/^2 businesses found\./);
    expectCited(found, `${SITE_URL}/business/${BAKERY}`, BAKERY);
    await session.close();
  });
});
