import { describe, expect, it } from 'vitest';
import { levenshtein, typoPieces } from './levenshtein';

describe('levenshtein', () => {
  it('counts insertions, deletions and substitutions, and a swap as two', () => {
    expect(levenshtein('boulangerie', 'boulangerie', 2)).toBe(0);
    expect(levenshtein('boulangrie', 'boulangerie', 2)).toBe(1);
    expect(levenshtein('hardwre', 'hardware', 2)).toBe(1);
    expect(levenshtein('kitten', 'sitting', 3)).toBe(3);
    expect(levenshtein('dnetist', 'dentist', 2)).toBe(2);
    expect(levenshtein('', 'abc', 3)).toBe(3);
  });

  it('stops at the limit', () => {
    expect(levenshtein('kitten', 'sitting', 1)).toBe(2);
    expect(levenshtein('a', 'abcdef', 2)).toBe(3);
  });
});

describe('typoPieces', () => {
  it('cuts a word in one piece more than the edits allowed, each of two letters or more', () => {
    expect(typoPieces('hardwre', 1)).toEqual(['har', 'dwre']);
    expect(typoPieces('boulangrie', 2)).toEqual(['bou', 'lan', 'grie']);
    expect(typoPieces('abc', 1)).toEqual([]);
  });

  it('always leaves a piece of the word in a term within the limit', () => {
    const word = 'allumettieres';
    for (const term of ['allumettiere', 'alumettieres', 'allumetieres', 'xllumettieres'])
      expect(typoPieces(word, 2).some((piece) => term.includes(piece))).toBe(true);
  });
});
