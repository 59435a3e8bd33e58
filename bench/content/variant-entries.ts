import type { ContentEntry } from '@/lib/content/content-entry';

/*
 * The sample API's generator gives each business about six entries per language. Real
 * businesses list more (a catalog of a few dozen items, a longer FAQ), and the index is sized
 * for 1–2 million entries per language at 100,000 businesses: the bench adds variants of a
 * business's own items and answers (the same words, qualified) up to the count asked.
 */

const QUALIFIERS: readonly { en: string; fr: string }[] = [
  { en: 'small', fr: 'petit format' },
  { en: 'large', fr: 'grand format' },
  { en: 'family pack', fr: 'format familial' },
  { en: 'gift set', fr: 'coffret cadeau' },
  { en: 'seasonal', fr: 'de saison' },
  { en: 'organic', fr: 'biologique' },
  { en: 'express', fr: 'express' },
  { en: 'premium', fr: 'haut de gamme' },
  { en: 'weekend', fr: 'fin de semaine' },
  { en: 'holiday edition', fr: 'édition des fêtes' },
  { en: 'local', fr: 'local' },
  { en: 'deluxe', fr: 'de luxe' },
];

export function withVariants(entries: readonly ContentEntry[], count: number): ContentEntry[] {
  const sources = entries.filter((entry) => entry.kind === 'item' || entry.kind === 'answer');
  const out = [...entries];
  for (let i = 0; out.length < count && sources.length > 0; i++) {
    const source = sources[i % sources.length]!;
    const qualifier = QUALIFIERS[Math.floor(i / sources.length) % QUALIFIERS.length]!;
    const other = source.locale === 'en' ? 'fr' : 'en';
    out.push({
      ...source,
      key: `${source.key}-v${i}`,
      title: `${source.title} (${qualifier[source.locale]})`,
      otherTitle: source.otherTitle ? `${source.otherTitle} (${qualifier[other]})` : null,
      path: `${source.path}-v${i}`,
    });
  }
  return out;
}
