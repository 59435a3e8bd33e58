/*
 * The one accent-folding rule and the one slug rule of the site, the sample API included.
 *
 * Folding drops the combining accents that Unicode's canonical decomposition splits from their
 * letters (U+0300–U+036F: "Crème Brûlée" → "Creme Brulee"), and nothing else: letters without
 * a decomposition (œ, ß, ø, ł) and the vowel signs of other scripts stay, so words never merge.
 * The directory's search, the content index, the places' name matching, tags and slugs all fold
 * this way, so a word found one way is found every way.
 */

export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/**
 * A URL segment or fragment from a name: folded, lower case, each run of anything but letters
 * and digits one hyphen, none at either end ("Café & Bistro" → "cafe-bistro", "Montréal" →
 * "montreal"), cut at `maxLength` UTF-16 units when given (never inside a surrogate pair; a
 * hyphen the cut ends on stays, as it always has in the slugs already published). Names that
 * differ only by accents, case or punctuation share a slug.
 */
export function slugify(text: string, maxLength?: number): string {
  const slug = foldAccents(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  if (maxLength === undefined || slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}
