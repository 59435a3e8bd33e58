import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openContentStore, type SqliteContentStore } from '.';
import { business, entry } from '../conformance/fixtures';
import { temporaryFolder } from './test-fixtures';

/*
 * What a search does past its limits, with limits small enough for a test: a word in more
 * entries than bm25 may weigh is read by where it is (title first), and counts stop at the cap.
 */

let folder: ReturnType<typeof temporaryFolder>;
let store: SqliteContentStore;

const verified = business({ slug: 'verified-bakery', name: 'Verified Bakery', isVerified: true });

beforeEach(async () => {
  folder = temporaryFolder();
  store = openContentStore(folder.path('index.sqlite'), { bm25Budget: 5, maxCounted: 8 });
  const many = Array.from({ length: 12 }, (_, i) =>
    entry('answer', `q${i}`, `Question ${i}`, { body: 'Fresh bread daily' }),
  );
  await store.replaceBusiness('en', 'boulangerie-ginette', many, null);
  await store.replaceBusiness(
    'en',
    verified.slug,
    [
      entry('item', 'loaf', 'Bread loaf', { business: verified }),
      entry('answer', 'tags', 'Gluten', { business: verified, tags: ['bread'] }),
    ],
    null,
  );
});

afterEach(async () => {
  await store.close();
  folder.remove();
});

describe('a search past its limits', () => {
  it('ranks title matches, then tags, then the rest, and says the counts are lower bounds', async () => {
    const results = await store.search({ text: 'bread', locale: 'en', limit: 4, offset: 0 });
    expect(results.hits.map((hit) => hit.entry.key)).toEqual(['loaf', 'tags', 'q0', 'q1']);
    expect(results.countsByKind).toMatchObject({ item: 1, answer: 8 });
    expect(results.total).toBe(9);
    expect(results.totalIsLowerBound).toBe(true);
    const scores = results.hits.map((hit) => hit.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('pages across the tiers', async () => {
    const page = await store.search({ text: 'bread', locale: 'en', limit: 2, offset: 1 });
    expect(page.hits.map((hit) => hit.entry.key)).toEqual(['tags', 'q0']);
  });

  it('stays exact below them', async () => {
    const results = await store.search({ text: 'gluten', locale: 'en', limit: 5, offset: 0 });
    expect(results).toMatchObject({ total: 1, totalIsLowerBound: false });
  });
});
