import type { Business } from '@/lib/api';
import { truncate } from '@/lib/seo/page-metadata';
import { markdownLink, escapeInline } from './escape';

/**
 * One business as a Markdown list item, `- [Name](url): one-line description`: the llms.txt
 * file-list form, also used by the home page's twin. The description is cut to one short line.
 */
export function businessListLine(business: Business, url: string, maxDescription = 200): string {
  const summary = [business.category, business.locations[0]?.city].filter(Boolean).join(', ');
  const description = truncate(business.description || business.markdown || '', maxDescription);
  const notes = [summary, description].filter(Boolean).join(' — ');
  return `- ${markdownLink(business.name, url)}${notes ? `: ${escapeInline(notes)}` : ''}`;
}
