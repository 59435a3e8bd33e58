import { describe, expect, it } from 'vitest';
import { eventsAnswer, searchContentAnswer } from './content-answers';
import type { ContentModels } from './content-source';
import { contentSearchText, eventsText } from './content-text';
import type { ResolvedNear } from './near';
import { fakeContentModels } from './testing/content-fixtures';

/** Near Montréal's centre, 12.5 km from it: what resolveNear gives for a point in its suburbs. */
const near: ResolvedNear = {
  query: { cityDistances: new Map([['montreal', 12.5]]), radiusKm: 30 },
  cities: [{ slug: 'montreal', km: 12.5 }],
  answer: {
    latitude: 45.45,
    longitude: -73.75,
    radiusKm: 30,
    note: 'Distances are between city centres.',
  },
};

const paging = { page: 1, limit: 10 };
/** A search with no filter but those a test gives. */
const unfiltered = { kinds: [], category: '', city: '', region: '', verified: false, ...paging };

describe('an answer near a place', () => {
  it('gives each result its distance, in the structured copy and the text, and says what it is', async () => {
    for (const [lang, text, written] of [
      ['en', 'sourdough loaf', '12.5 km'],
      ['fr', 'gluten', '12,5 km'],
    ] as const) {
      const request = {
        ...unfiltered,
        text,
        near,
        lang,
      };
      const answer = (await searchContentAnswer(fakeContentModels(), request))!;
      expect(answer.results[0]).toMatchObject({
        distanceKm: 12.5,
        business: { city: 'Montréal' },
      });
      expect(answer.notice).toContain(near.answer.note);
      const rendered = contentSearchText(answer, request.text, lang);
      expect(rendered).toContain(`(Montréal · ${written})`);
      expect(rendered).toContain(near.answer.note);
      // Each result's attribution line, as its structured citation states it.
      expect(rendered).toContain(`\n  ${answer.results[0]!.citation.attribution}`);
    }
  });

  it('hands What’s on the region and the cities near, and says what a distance is', async () => {
    const asked: unknown[] = [];
    const models = fakeContentModels();
    const watching: ContentModels = {
      ...models,
      whatsOn: (input) => {
        asked.push({ region: input.region, near: input.near });
        return models.whatsOn(input);
      },
    };
    const window = { from: '2030-01-01T00:00:00.000Z', to: null };
    const answer = (await eventsAnswer(watching, {
      ...paging,
      window,
      category: '',
      city: '',
      region: 'CA-QC',
      near,
      lang: 'en',
    }))!;
    expect(asked).toEqual([{ region: 'CA-QC', near: near.cities }]);
    expect(answer.events[0]?.distanceKm).toBe(12.5);
    expect(answer.notice).toBe(near.answer.note);
    expect(eventsText(answer, 'en')).toContain('12.5 km');
  });

  it('says nothing of distances without near', async () => {
    const answer = (await searchContentAnswer(fakeContentModels(), {
      ...unfiltered,
      text: 'sourdough loaf',
      near: null,
      lang: 'en',
    }))!;
    expect(answer.results[0]).not.toHaveProperty('distanceKm');
    expect(answer.notice).toBeNull();
  });
});
