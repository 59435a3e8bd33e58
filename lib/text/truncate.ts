/** Text flattened to one line and cut at a whole word to at most `max` characters, with an ellipsis. */
export function truncate(value: string, max: number): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  // Cut back to the last whole word, unless the cut already falls between two words.
  const endsOnWord = flat[max - 1] === ' ';
  const lastSpace = cut.lastIndexOf(' ');
  return `${(endsOnWord || lastSpace <= max * 0.6 ? cut : cut.slice(0, lastSpace)).trimEnd()}…`;
}
