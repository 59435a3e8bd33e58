import { describe, expect, it } from 'vitest';
import { searchTerms, stem, tokenize, typoTolerance } from './analyze';

describe('tokenize', () => {
  it('folds case, accents and typographic punctuation, and drops one-letter words', () => {
    expect(tokenize('L’Île-d’Orléans — « Chez GINETTE »')).toEqual([
      'ile',
      'orleans',
      'chez',
      'ginette',
    ]);
    expect(tokenize('Suite 4 – 9 h')).toEqual(['suite', '4', '9']);
  });
});

describe('stem', () => {
  it('gives a plural and its singular one stem, in English and in French', () => {
    expect(stem('boulangeries')).toBe(stem('boulangerie'));
    expect(stem('bakeries')).toBe(stem('bakery'));
    expect(stem('bureaux')).toBe(stem('bureau'));
    expect(stem('journaux')).toBe(stem('journal'));
    expect(stem('stores')).toBe(stem('store'));
  });

  it('leaves short words, numbers and words that only look plural', () => {
    expect(stem('bus')).toBe('bus');
    expect(stem('1990s')).toBe('1990s');
    expect(stem('business')).toBe('business');
    expect(stem('campus')).toBe('campus');
    expect(stem('paris')).toBe('paris');
  });
});

describe('searchTerms', () => {
  it('drops the words too common to search', () => {
    expect(searchTerms('The bakeries of Montréal et de Laval')).toEqual([
      'bakerie',
      'montreal',
      'laval',
    ]);
  });
});

describe('typoTolerance', () => {
  it('allows none up to three letters, one up to seven, two beyond', () => {
    expect([typoTolerance('spa'), typoTolerance('cafe'), typoTolerance('hardwre')]).toEqual([
      0, 1, 1,
    ]);
    expect(typoTolerance('boulangrie')).toBe(2);
  });
});
