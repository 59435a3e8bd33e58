import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letter of the first two words', () => {
    expect(initials('Boulangerie du Plateau')).toBe('BD');
    expect(initials('Acme')).toBe('A');
  });
  it('skips punctuation and keeps accents and digits', () => {
    expect(initials('« école » 3D')).toBe('É3');
    expect(initials('  (la)  Forge ')).toBe('LF');
  });
  it('gives a question mark for a name without letters', () => {
    expect(initials('')).toBe('?');
    expect(initials('— !')).toBe('?');
  });
});
