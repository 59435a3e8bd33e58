import { describe, expect, it } from 'vitest';
import { BUSINESS, fetchJson, sampleApiForThisFile } from './testing';
import type { ApiFaq } from './api-types';

const server = sampleApiForThisFile();
const BAKERY = BUSINESS('boulangerie-du-plateau');

function edit(body: unknown) {
  return fetchJson<{ edited: string[] }>(`${server.url}/__control/edit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('data edits', () => {
  it("adds a question to one business's FAQ in both languages, until taken back", async () => {
    const before = await fetchJson<ApiFaq>(`${server.url}${BAKERY}/faq`);
    const added = await edit({
      slug: 'boulangerie-du-plateau',
      question: 'Do you bake on Sundays?',
      answer: 'Yes, from 7.',
    });
    expect(added.body).toEqual({ edited: ['boulangerie-du-plateau'] });
    for (const lang of ['en', 'fr']) {
      const faq = await fetchJson<ApiFaq>(`${server.url}${BAKERY}/faq?lang=${lang}`);
      const last = faq.body.uncategorizedQuestions.at(-1);
      expect(last?.question).toBe('Do you bake on Sundays?');
      expect(last?.response).toBe('Yes, from 7.');
    }
    await edit({ slug: 'boulangerie-du-plateau' });
    expect((await fetchJson<ApiFaq>(`${server.url}${BAKERY}/faq`)).body).toEqual(before.body);
  });

  it('rejects a malformed edit', async () => {
    expect((await edit({ question: 'x', answer: 'y' })).status).toBe(400);
    expect((await edit({ slug: 'a', question: '', answer: 'y' })).status).toBe(400);
    expect((await fetchJson(`${server.url}/__control/edit`)).status).toBe(405);
  });
});
