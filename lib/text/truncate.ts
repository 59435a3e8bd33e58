/**
 * `text` cut at a whole word to at most `max` characters, with an ellipsis when cut; line breaks
 * are kept. The cut goes back to the last whole word unless it already falls between two words,
 * or the last space is so early that too much would be lost.
 */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const endsOnWord = /\s/.test(text[max - 1] ?? '');
  const lastSpace = cut.search(/\s\S*$/);
  return `${(endsOnWord || lastSpace <= max * 0.6 ? cut : cut.slice(0, lastSpace)).trimEnd()}…`;
}

/** Text flattened to one line and cut at a whole word to at most `max` characters, with an ellipsis. */
export function truncate(value: string, max: number): string {
  return cutAtWord(value.replace(/\s+/g, ' ').trim(), max);
}
