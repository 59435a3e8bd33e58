import { TEXT_COLUMNS } from './schema';

/*
 * FTS5 query text, built only from tokens this code made: every term is quoted as an FTS5
 * string, so nothing a user types is ever read as query syntax (operators, columns, NEAR).
 */

function quoted(token: string): string {
  return `"${token.replaceAll('"', '""')}"`;
}

/** What one query word matches: exact terms, and terms starting with prefixes. */
export interface WordAlternatives {
  terms: string[];
  prefixes: string[];
}

export function hasAlternatives(word: WordAlternatives): boolean {
  return word.terms.length + word.prefixes.length > 0;
}

function wordExpression(word: WordAlternatives): string {
  const parts = [...word.terms.map(quoted), ...word.prefixes.map((prefix) => `${quoted(prefix)}*`)];
  return parts.length === 1 ? parts[0]! : `(${parts.join(' OR ')})`;
}

const IN_TEXT = `{${TEXT_COLUMNS.join(' ')}}`;

/** Entries holding every word, in the text columns (or in `columns` when given). */
export function everyWord(words: readonly WordAlternatives[], columns = IN_TEXT): string {
  return `${columns} : (${words.map(wordExpression).join(' AND ')})`;
}

function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items;
  return [...subsets(rest, size - 1).map((subset) => [first!, ...subset]), ...subsets(rest, size)];
}

/** Most AND groups one "at least k words" expression may hold before it is not tried. */
export const MAX_SUBSETS = 70;

export function subsetCount(n: number, k: number): number {
  let count = 1;
  for (let i = 0; i < k; i++) count = (count * (n - i)) / (i + 1);
  return Math.round(count);
}

/** Entries holding at least `count` of the words (any of them when count is 1). */
export function atLeast(words: readonly WordAlternatives[], count: number): string {
  if (count <= 1) return `${IN_TEXT} : (${words.map(wordExpression).join(' OR ')})`;
  return `(${subsets(words, count)
    .map((subset) => `(${everyWord(subset)})`)
    .join(' OR ')})`;
}

/** The filter part: every group must hold (AND), any token of a group may (OR). */
export function filterExpression(groups: readonly (readonly string[])[]): string | null {
  const parts = groups
    .filter((group) => group.length > 0)
    .map((group) => `{filters} : (${group.map(quoted).join(' OR ')})`);
  return parts.length === 0 ? null : parts.join(' AND ');
}

export function withFilters(text: string, filters: string | null): string {
  return filters === null ? text : `(${text}) AND ${filters}`;
}
