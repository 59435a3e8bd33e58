import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language';

describe('detectLanguage', () => {
  it('tells French from English in customers’ own words', () => {
    expect(
      detectLanguage(
        'La miche de campagne est parfaite : croûte foncée, mie souple, et elle se garde toute la semaine.',
      ),
    ).toBe('fr');
    expect(
      detectLanguage("J'ai suivi l'atelier levain avec ma fille. Nous avons enfin un levain."),
    ).toBe('fr');
    expect(
      detectLanguage(
        'Got there at 8:30 on a Saturday and waited ten minutes. The chocolatine was worth every one of them.',
      ),
    ).toBe('en');
    expect(detectLanguage('Our order was late and nobody called.')).toBe('en');
  });

  it('leaves a text without enough evidence undetermined', () => {
    expect(detectLanguage('')).toBeNull();
    expect(detectLanguage('OK')).toBeNull();
    expect(detectLanguage('Croissant, baguette!')).toBeNull();
  });
});
