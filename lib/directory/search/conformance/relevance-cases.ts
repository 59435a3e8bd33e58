import { expect, it } from 'vitest';
import { normalizeQuery } from '../search-query';
import { RELEVANCE_TABLE } from '../relevance-table';
import type { EnginesOf } from './engine-conformance';

/* The relevance table: what a person or an agent types, and the business that must come first. */
export function defineRelevanceCases(engines: EnginesOf) {
  it.each(RELEVANCE_TABLE)('%s: "%s" finds %s first (%s)', async (locale, text, slug) => {
    const results = await engines()[locale].engine.search(normalizeQuery({ text, locale }));
    expect(results.items[0]?.slug).toBe(slug);
  });
}
