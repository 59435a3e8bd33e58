/**
 * The optimal-string-alignment distance (Levenshtein plus the swap of two neighbouring
 * letters, the commonest typing slip), or `limit + 1` as soon as it must exceed `limit`:
 * candidates are compared by the thousand, and most are far.
 */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  let before = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, limit + 1);
}

export interface Correction {
  term: string;
  /** A word the term was read from, to show the respelling in words. */
  word: string;
  distance: number;
}

/** The closest terms a word is read as, at most. */
const MAX_CORRECTIONS = 3;

/**
 * Of some known terms (each with a word it was read from), those closest to `term` within
 * `tolerance`, closest first, then nearest in length, then in alphabetical order; never the
 * term itself. Both stores narrow the candidates in their own database, then rank them here.
 */
export function closestTerms(
  term: string,
  tolerance: number,
  candidates: Iterable<{ term: string; word: string }>,
): Correction[] {
  let best = tolerance;
  let found: Correction[] = [];
  for (const candidate of candidates) {
    const distance = editDistance(term, candidate.term, best);
    if (distance > best || distance === 0) continue;
    if (distance < best) found = [];
    best = distance;
    found.push({ term: candidate.term, word: candidate.word, distance });
  }
  found.sort(
    (a, b) =>
      Math.abs(a.term.length - term.length) - Math.abs(b.term.length - term.length) ||
      (a.term < b.term ? -1 : 1),
  );
  return found.slice(0, MAX_CORRECTIONS);
}
