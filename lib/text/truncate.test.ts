import { describe, expect, it } from 'vitest';
import { cutAtWord, truncate } from './truncate';

describe('cutAtWord', () => {
  it('leaves a short text alone', () => {
    expect(cutAtWord('short', 10)).toBe('short');
  });

  it('cuts back to the last whole word, with an ellipsis, within the bound', () => {
    const cut = cutAtWord('The quick brown fox jumps', 16);
    expect(cut).toBe('The quick brown…');
    expect(cut.length).toBeLessThanOrEqual(16);
  });

  it('keeps line breaks, and cuts at one as at a space', () => {
    expect(cutAtWord('first line\nsecond line here', 20)).toBe('first line\nsecond…');
  });

  it('cuts inside a word only when its last space comes too early', () => {
    expect(cutAtWord('a supercalifragilistic', 12)).toBe('a supercali…');
  });
});

describe('truncate', () => {
  it('flattens white space to one line before cutting', () => {
    expect(truncate('  two\n\nlines  ', 20)).toBe('two lines');
    expect(truncate('The quick\nbrown fox jumps', 16)).toBe('The quick brown…');
  });
});
