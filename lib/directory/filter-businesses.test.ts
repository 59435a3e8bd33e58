import { describe, expect, it } from 'vitest';
import { foldForSearch, hasActiveFilters, parseDirectoryFilters } from './filter-businesses';

describe('parseDirectoryFilters', () => {
  it('takes the first value, trims and caps the length', () => {
    const filters = parseDirectoryFilters({
      q: ['  pain ', 'x'],
      category: 'a'.repeat(500),
      city: undefined,
    });
    expect(filters.q).toBe('pain');
    expect(filters.category).toHaveLength(200);
    expect(filters.city).toBe('');
    expect(hasActiveFilters(filters)).toBe(true);
    expect(hasActiveFilters(parseDirectoryFilters({}))).toBe(false);
  });
});

describe('foldForSearch', () => {
  it('ignores case and accents, and reads typographic punctuation as ASCII', () => {
    expect(foldForSearch('Réparation à MONTRÉAL')).toBe('reparation a montreal');
    expect(foldForSearch('L’Île-d’Orléans — « Chez Ginette »\u202f!')).toBe(
      "l'ile-d'orleans - « chez ginette » !",
    );
    // One byte a character: nothing past U+00FF is left in folded French text.
    expect(/[^\u0000-\u00ff]/.test(foldForSearch('Pâtisserie l’Éclair — ouverte 7 j/7…'))).toBe(
      false,
    );
  });
});
