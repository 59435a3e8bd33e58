import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

/**
 * The `contentPublic` / `responsePublic` fields, which the real API serves as HTML beside the
 * Markdown: the Markdown through micromark with GFM (tables, task lists, strikethrough,
 * autolinks, footnotes). micromark's defaults keep it safe: raw HTML is escaped as text, and a
 * link or image whose protocol is not a safe one (javascript:, data:, vbscript: …) gets an
 * empty address.
 */
export function markdownToHtml(markdown: string): string {
  return micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()] });
}
