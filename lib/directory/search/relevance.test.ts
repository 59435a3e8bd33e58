import { beforeAll, describe, expect, it } from 'vitest';
import { sampleIndexes } from '../../../bench/search/sample-indexes';
import { EmbeddedSearchEngine } from './embedded-engine';
import { RELEVANCE_TABLE } from './relevance-table';
import { normalizeQuery } from './search-query';

/*
 * The relevance suite on the sample data's hand-written businesses, of every visibility so
 * that Dépanneur chez Ginette, which the listing hides, can stand for accents.
 */

const engines: Record<'en' | 'fr', EmbeddedSearchEngine> = {
  en: new EmbeddedSearchEngine(),
  fr: new EmbeddedSearchEngine(),
};

beforeAll(async () => {
  const { en, fr } = sampleIndexes({ synthetic: 0, allVisibilities: true });
  await engines.en.index({ index: en, twin: fr });
  await engines.fr.index({ index: fr, twin: en });
});

async function first(locale: 'en' | 'fr', text: string): Promise<string | undefined> {
  const results = await engines[locale].search(normalizeQuery({ text, locale }));
  return results.items[0]?.slug;
}

describe('relevance', () => {
  it.each(RELEVANCE_TABLE)('%s: "%s" finds %s first (%s)', async (locale, text, slug) => {
    expect(await first(locale, text)).toBe(slug);
  });
});
