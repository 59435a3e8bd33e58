/**
 * A name's monogram: the first letter or digit of its first two words, upper-cased ("Café du
 * Coin" → "CD"), or "?" when the name has none. Drawn where a business has no logo, on the
 * page and on its share card alike.
 */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.match(/\p{L}|\p{N}/u)?.[0] ?? '')
    .filter(Boolean);
  return (letters.slice(0, 2).join('') || '?').toLocaleUpperCase();
}
