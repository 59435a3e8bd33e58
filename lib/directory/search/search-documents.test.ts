import { describe, expect, it } from 'vitest';
import { sampleIndexes } from '../../../bench/search/sample-indexes';
import { searchDocumentsOf, TwinFinder } from './search-documents';

describe('searchDocumentsOf', () => {
  const { en, fr } = sampleIndexes({ synthetic: 0 });
  const documents = [...searchDocumentsOf({ index: en, twin: fr })];
  const clinic = documents.find((document) => document.slug === 'clinique-dentaire-allumettieres');

  it('gives one document per entry, at its position', () => {
    expect(documents.map((document) => document.position)).toEqual(en.entries.map((_, at) => at));
  });

  it('takes the page language fields from the entry and the other language from its twin', () => {
    expect(clinic?.name).toBe('clinique dentaire des allumettieres');
    expect(clinic?.about).toContain('dental');
    // "clinique dentaire" is already in the name; the French type is new.
    expect(clinic?.twin.split(' ')).toContain('dentiste');
    expect(clinic?.places).toContain('gatineau');
  });

  it('keeps a word once, in its highest-weighted field', () => {
    for (const document of documents) {
      const words = [document.name, document.about, document.twin, document.places]
        .concat(document.description, document.more)
        .join(' ')
        .split(' ')
        .filter(Boolean);
      expect(new Set(words).size).toBe(words.length);
    }
  });

  it('works without the other language', () => {
    const alone = [...searchDocumentsOf({ index: en, twin: null })];
    expect(alone.every((document) => document.twin === '')).toBe(true);
  });

  it('finds the other language by slug when the two listings are not in the same order', () => {
    const shuffled = { ...fr, entries: [...fr.entries].reverse() };
    expect(shuffled.entries[0]?.slug).not.toBe(en.entries[0]?.slug);
    expect([...searchDocumentsOf({ index: en, twin: shuffled })]).toEqual(documents);
  });
});

describe('TwinFinder', () => {
  const { en, fr } = sampleIndexes({ synthetic: 0 });

  it('gives the same business at the same position, by slug elsewhere, and nothing unknown', () => {
    const finder = new TwinFinder(fr);
    const first = en.entries[0]!;
    expect(finder.find(first.slug, 0)?.slug).toBe(first.slug);
    expect(finder.find(first.slug, 5)?.slug).toBe(first.slug);
    expect(finder.find('no-such-business', 0)).toBeUndefined();
    expect(new TwinFinder(null).find(first.slug, 0)).toBeUndefined();
  });
});
