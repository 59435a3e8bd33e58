import { describe, expect, it } from 'vitest';
import { foldAccents, slugify } from './slug';

describe('foldAccents', () => {
  it('drops the accents that come apart from their letters, case and all else kept', () => {
    expect(foldAccents('Crème Brûlée à Montréal, ÇA')).toBe('Creme Brulee a Montreal, CA');
  });

  it('keeps letters with no decomposition and the marks of other scripts', () => {
    expect(foldAccents('œufs, Straße, Łódź')).toBe('œufs, Straße, Łodz');
    // A Devanagari vowel sign is part of the word, not an accent.
    expect(foldAccents('किताब')).toBe('किताब');
  });
});

describe('slugify', () => {
  it('folds, lowers and joins words with single hyphens', () => {
    expect(slugify('Café & Bistro')).toBe('cafe-bistro');
    expect(slugify('  Montréal — Plateau-Mont-Royal!  ')).toBe('montreal-plateau-mont-royal');
  });

  it('keeps letters and digits of any script', () => {
    expect(slugify('Gros œufs bruns')).toBe('gros-œufs-bruns');
    expect(slugify('東京 2025')).toBe('東京-2025');
  });

  it('is empty for a name with no letter or digit', () => {
    expect(slugify('— & —')).toBe('');
  });

  it('cuts at the length given, as it falls, never inside a surrogate pair', () => {
    expect(slugify('Is this a question about the opening hours?', 20)).toBe('is-this-a-question-a');
    expect(slugify('one two', 4)).toBe('one-');
    // U+20000 is one letter written as two UTF-16 units.
    expect(slugify('ab\u{20000}c', 3)).toBe('ab');
    expect(slugify('ab\u{20000}c', 4)).toBe('ab\u{20000}');
  });
});
