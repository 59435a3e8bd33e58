import MiniSearch, { type SearchOptions } from 'minisearch';
import { searchTerm, tokenize, typoTolerance } from '../../lib/directory/search/analyze';
import {
  SEARCH_DOCUMENT_FIELDS,
  type SearchDocument,
} from '../../lib/directory/search/search-documents';
import {
  FIELD_BOOSTS,
  MATCH_WEIGHTS,
  type MatchOptions,
  type TextMatch,
  type TextMatcher,
} from '../../lib/directory/search/text-matcher';

/*
 * Stock MiniSearch as the embedded engine's text matcher, for the bench only: the same
 * documents, tokenizer, stemmer, boosts and match weights as the module's CompactMatcher, with
 * MiniSearch's own postings (a map of maps per term), to measure what those cost.
 */
export class MiniSearchMatcher implements TextMatcher {
  private readonly engine = new MiniSearch<SearchDocument>({
    idField: 'position',
    fields: [...SEARCH_DOCUMENT_FIELDS],
    storeFields: [],
    tokenize,
    processTerm: searchTerm,
  });

  add(document: SearchDocument): void {
    this.engine.add(document);
  }

  seal(): void {}

  match(text: string, options: MatchOptions = {}): TextMatch[] {
    const { filter } = options;
    const searchOptions: SearchOptions = {
      boost: FIELD_BOOSTS,
      combineWith: options.loose ? 'OR' : 'AND',
      prefix: (_term, at, terms) => options.allPrefixes === true || at === terms.length - 1,
      fuzzy: (term) => {
        const tolerance = typoTolerance(term) + (options.loose ? 1 : 0);
        return tolerance === 0 ? false : tolerance;
      },
      weights: MATCH_WEIGHTS,
      filter: filter && ((result) => filter(result.id as number)),
    };
    return this.engine
      .search(text, searchOptions)
      .map((result) => ({ position: result.id as number, score: result.score }));
  }
}
