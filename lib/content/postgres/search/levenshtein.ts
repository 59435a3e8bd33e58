/*
 * The edit distance the embedded engine's typo lookup uses (MiniSearch's fuzzy search over its
 * radix tree): insertions, deletions and substitutions, each 1, no swaps. The PostgreSQL engine
 * measures its candidates with it, so that both find the same terms for a typo.
 */

/** The distance between `a` and `b`, or `limit + 1` once it must exceed `limit`. */
export function levenshtein(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [previous, current] = [current, previous];
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/**
 * Pieces of `word` of which any term within `limit` edits holds at least one, unchanged (cut
 * in limit + 1 parts, one of them escapes every edit): a filter the database can apply before
 * the distance is measured. Empty when the word is too short to cut: every term may then be.
 */
export function typoPieces(word: string, limit: number): string[] {
  const parts = limit + 1;
  if (word.length < parts * 2) return [];
  const pieces: string[] = [];
  for (let at = 0; at < parts; at += 1)
    pieces.push(
      word.slice(
        Math.floor((at * word.length) / parts),
        Math.floor(((at + 1) * word.length) / parts),
      ),
    );
  return pieces;
}
