/**
 * The two engines measured, behind one shape: build an index of one language, answer a text
 * query with the slugs of the first page. MiniSearch is measured through the module's own
 * EmbeddedSearchEngine (text, filters, facets, sort and page: what a request costs); Orama
 * through a direct adapter with the same tokenizer, stemmer, fields and boosts.
 */
import { create, insertMultiple, search, type AnyOrama } from '@orama/orama';
import { searchTerms } from '../../lib/directory/search/analyze';
import { EmbeddedSearchEngine } from '../../lib/directory/search/embedded-engine';
import {
  SEARCH_DOCUMENT_FIELDS,
  searchDocumentsOf,
  type SearchSource,
} from '../../lib/directory/search/search-documents';
import { normalizeQuery } from '../../lib/directory/search/search-query';
import { FIELD_BOOSTS, type TextMatcher } from '../../lib/directory/search/text-matcher';

export interface BenchEngine {
  build(source: SearchSource): Promise<void>;
  query(text: string): Promise<string[]>;
}

export function embeddedEngine(locale: string, newMatcher?: () => TextMatcher): BenchEngine {
  const engine = new EmbeddedSearchEngine(newMatcher);
  return {
    async build(source) {
      await engine.index(source);
    },
    async query(text) {
      const results = await engine.search(normalizeQuery({ text, locale }));
      return results.items.map((item) => item.slug);
    },
  };
}

const BATCH = 5_000;

export function oramaEngine(): BenchEngine {
  let db: AnyOrama | null = null;
  let slugs: string[] = [];
  return {
    async build(source) {
      const schema = Object.fromEntries(SEARCH_DOCUMENT_FIELDS.map((field) => [field, 'string']));
      db = create({
        schema: { ...schema, position: 'number' } as const,
        components: {
          tokenizer: {
            language: 'english',
            normalizationCache: new Map(),
            tokenize: (raw: string) => searchTerms(raw),
          },
        },
      });
      slugs = source.index.entries.map((entry) => entry.slug);
      let batch: Record<string, unknown>[] = [];
      for (const document of searchDocumentsOf(source)) {
        batch.push(
          Object.fromEntries(
            [...SEARCH_DOCUMENT_FIELDS, 'position' as const].map((field) => [
              field,
              document[field],
            ]),
          ),
        );
        if (batch.length === BATCH) {
          await insertMultiple(db, batch);
          batch = [];
        }
      }
      if (batch.length > 0) await insertMultiple(db, batch);
    },
    async query(text) {
      if (!db) throw new Error('not built');
      // Orama's tolerance is one number for the whole query: the longest word's.
      const longest = Math.max(...searchTerms(text).map((term) => term.length), 0);
      const results = await search(db, {
        term: text,
        properties: [...SEARCH_DOCUMENT_FIELDS],
        boost: FIELD_BOOSTS,
        tolerance: longest <= 3 ? 0 : longest <= 7 ? 1 : 2,
        // 0: every word must match (as the embedded engine's AND).
        threshold: 0,
        limit: 20,
      });
      return results.hits.map(
        (hit) => slugs[(hit.document as unknown as { position: number }).position]!,
      );
    },
  };
}
