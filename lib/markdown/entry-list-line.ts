import { escapeInline, markdownLink } from '@/lib/markdown/escape';
import type { ListingEntry } from '@/lib/directory/listing-index';

/**
 * One index entry as a Markdown list item, `- [Name](url): Category, City — description`: the
 * llms.txt file-list form.
 */
export function entryListLine(entry: ListingEntry, url: string): string {
  const summary = [entry.category, entry.cities[0]].filter(Boolean).join(', ');
  const notes = [summary, entry.description].filter(Boolean).join(' — ');
  return `- ${markdownLink(entry.name, url)}${notes ? `: ${escapeInline(notes)}` : ''}`;
}
