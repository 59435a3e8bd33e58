import type { ContentEntry } from '../content-entry';
import { entryId } from './business-entries';

/*
 * Each entry learns its title in the other language, so that a search in one language finds
 * it by words of both. Items, articles and documents are the same entry in both languages by
 * their key; an FAQ answer's key is its question's anchor, which differs with the language,
 * so answers pair by their place in the FAQ.
 */

export function withOtherTitles(
  entries: readonly ContentEntry[],
  others: readonly ContentEntry[],
): ContentEntry[] {
  const byId = new Map(others.filter((e) => e.kind !== 'answer').map((e) => [entryId(e), e]));
  const otherAnswers = others.filter((entry) => entry.kind === 'answer');
  let answer = 0;
  return entries.map((entry) => {
    const other = entry.kind === 'answer' ? otherAnswers[answer++] : byId.get(entryId(entry));
    const otherTitle = other && other.title !== entry.title ? other.title : null;
    return otherTitle === entry.otherTitle ? entry : { ...entry, otherTitle };
  });
}
