import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/i18n/routing';
import { siteTranslator, type SiteTranslator } from '@/lib/i18n/translator';
import { fakeContentModels } from '@/lib/mcp/testing/content-fixtures';
import type { ContentResultsModel } from '@/lib/models/content-results';
import { contentRoute } from '@/lib/routes/content-routes';
import type { ContentSearchBody } from '@/lib/routes/content-search-body';
import { contentResultsOfAnswer } from './content-results-of-answer';
import type { ContentResultsView } from './content-results-view';

/*
 * The home page's island shows, from an answer of GET /api/content, what the server renders
 * from its model for the same search: the same sentences, groups, links, dates and labels.
 */

const models = fakeContentModels();

async function answerOf(path: string): Promise<ContentSearchBody> {
  const response = await contentRoute(new Request(`http://localhost:3000${path}`), models);
  expect(response.status).toBe(200);
  return (await response.json()) as ContentSearchBody;
}

/** What ContentResults reads of the server's model. */
function shownOf(model: ContentResultsModel): ContentResultsView {
  const { texts, total, page, totalPages, partial } = model;
  return {
    texts,
    total,
    page,
    totalPages,
    partial,
    groups: model.groups.map(({ kind, heading, count, hits }) => ({
      kind,
      heading,
      count,
      hits: hits.map((hit) => ({
        kind: hit.kind,
        key: `${hit.kind}:${hit.business.slug}:${hit.key}`,
        title: hit.title,
        summary: hit.summary,
        href: hit.href,
        typeLabel: hit.typeLabel,
        price: hit.price,
        availability: hit.availability ? { text: hit.availability.text } : null,
        date: hit.date
          ? {
              text: hit.date.text,
              iso: hit.date.iso,
              endText: hit.date.endText,
              endIso: hit.date.endIso,
              place: hit.date.place,
            }
          : null,
        business: {
          slug: hit.business.slug,
          name: hit.business.name,
          href: hit.business.href,
          city: hit.business.city,
          isVerified: hit.business.isVerified,
        },
      })),
    })),
  };
}

/** The server's translator, as the island's (keys within ContentSearch) is called. */
const translate = (locale: Locale) => (key: string, values?: Record<string, string | number>) =>
  siteTranslator(locale)(`ContentSearch.${key}` as Parameters<SiteTranslator>[0], values);

describe('contentResultsOfAnswer', () => {
  const cases: [Locale, string, { page?: number; limit?: number }][] = [
    ['en', 'sourdough', {}],
    ['en', 'sourdough', { page: 2, limit: 1 }],
    ['en', 'gluten croissant', {}],
    ['fr', 'sans gluten', {}],
    ['fr', 'zzqx', {}],
  ];
  for (const [locale, text, { page = 1, limit }] of cases) {
    it(`shows “${text}” (${locale}, page ${page}) as the server's model does`, async () => {
      const query = new URLSearchParams({ q: text, lang: locale, page: String(page) });
      if (limit) query.set('limit', String(limit));
      const body = await answerOf(`/api/content?${query}`);
      const model = await models.results({ locale, text, page, limit });
      expect(contentResultsOfAnswer(body, translate(locale))).toEqual(shownOf(model));
    });
  }

  it('links within the site, in the answer’s language, an answer with its anchor', async () => {
    const view = contentResultsOfAnswer(
      await answerOf('/api/content?q=sans+gluten&lang=fr'),
      translate('fr'),
    );
    const hit = view.groups[0]?.hits[0];
    expect(hit?.href).toBe('/fr/business/boulangerie-du-plateau/faq#gluten-free');
    expect(hit?.business.href).toBe('/fr/business/boulangerie-du-plateau');
  });
});
