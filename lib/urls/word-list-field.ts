import { choiceField } from './query-fields';
import type { QueryField } from './query-params';

/**
 * Several of a few words as a comma list (`kind=item,event`), each word once; none means every
 * word. `word` is the one-word field the list is made of: its declaration holds the words,
 * which the list's own declaration writes as a pattern (the query's wire form) and the MCP
 * tools as an enum (lib/mcp/inputs.ts).
 */
export interface WordListField<T extends string> extends QueryField<T[]> {
  word: QueryField<T | ''>;
}

/**
 * Leniently an unknown word is left out; strictly it is refused, naming the words allowed.
 * A parameter given several times is joined into one list by its route handler.
 */
export function wordListField<T extends string>(
  name: string,
  words: readonly [T, ...T[]],
  description: string,
  examples: readonly string[],
): WordListField<T> {
  const word = choiceField(name, words, `One ${name}`);
  const one = `(${words.join('|')})`;
  const parts = (raw: string | undefined) => (raw ?? '').split(',');
  const distinct = (values: (T | '')[]) => [
    ...new Set(values.filter((value): value is T => value !== '')),
  ];
  return {
    word,
    declaration: { type: 'string', description, pattern: `^${one}(,${one})*$`, examples },
    lenient: (raw) => distinct(parts(raw).map((part) => word.lenient(part))),
    strict: (raw) =>
      distinct(
        parts(raw)
          .map((part) => part.trim())
          .filter((part) => part !== '')
          .map((part) => word.strict(part)),
      ),
  };
}
