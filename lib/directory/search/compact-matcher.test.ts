import { describe, expect, it } from 'vitest';
import { CompactMatcher } from './compact-matcher';
import { SEARCH_DOCUMENT_FIELDS, type SearchDocument } from './search-documents';

function documentAt(position: number, fields: Partial<SearchDocument>): SearchDocument {
  const empty = Object.fromEntries(SEARCH_DOCUMENT_FIELDS.map((field) => [field, '']));
  return { ...empty, ...fields, position, slug: `business-${position}` } as SearchDocument;
}

describe('CompactMatcher', () => {
  it('finds each word in the businesses holding it, whatever the order and gaps they came in', () => {
    const matcher = new CompactMatcher();
    matcher.add(documentAt(4, { name: 'Harbour Bakery', description: 'fresh bread' }));
    matcher.add(documentAt(0, {}));
    matcher.add(documentAt(2, { description: 'a bakery by the harbour' }));
    matcher.add(documentAt(7, { name: 'Bread Lab' }));
    matcher.add(documentAt(5, {}));
    matcher.seal();
    const positions = (text: string) => matcher.match(text).map((match) => match.position);
    // The name outweighs the description: position 4 first for "bakery", 7 first for "bread".
    expect(positions('bakery')).toEqual([4, 2]);
    expect(positions('bread')).toEqual([7, 4]);
    expect(positions('harbour bakery')).toEqual([4, 2]);
    expect(positions('lab')).toEqual([7]);
    expect(positions('nothing')).toEqual([]);
  });

  it('indexes tens of thousands of businesses across many blocks of postings', () => {
    const matcher = new CompactMatcher();
    const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel'];
    const count = 20_000;
    for (let position = 0; position < count; position += 1)
      matcher.add(
        documentAt(position, {
          name: `${words[position % 8]} ${words[(position + 3) % 8]}`,
          // A search document holds a word once, in its highest field.
          description: `word${position} listing`,
        }),
      );
    matcher.seal();
    // Exact first; near spellings (word19998, …) follow as typos.
    expect(matcher.match('word19999')[0]?.position).toBe(19_999);
    expect(matcher.match('word12345 echo')[0]?.position).toBe(12_345);
    // "golf" is the first word of every eighth name and the second of every eighth.
    const named = matcher.match('golf').map((match) => match.position);
    expect(named).toHaveLength(count / 4);
    expect(named.every((position) => [6, 3].includes(position % 8))).toBe(true);
    expect(matcher.match('listing')).toHaveLength(count);
  });
});
