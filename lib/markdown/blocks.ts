import { escapeInline, markdownLink } from './escape';

/*
 * Small builders for the Markdown we write. Anything called `text` here is untrusted and gets
 * escaped; anything called `markdown` is already safe Markdown.
 */

export function heading(level: number, text: string): string {
  return `${'#'.repeat(Math.min(6, Math.max(1, level)))} ${escapeInline(text)}`;
}

/** A bullet list of safe Markdown lines; empty entries are left out. */
export function bulletList(lines: readonly (string | null | undefined | false)[]): string {
  return lines
    .filter((line): line is string => typeof line === 'string' && line.length > 0)
    .map((line) => `- ${line}`)
    .join('\n');
}

/** Untrusted plain text (a review, a description) as paragraphs: blank lines separate them. */
export function plainParagraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => escapeInline(paragraph))
    .filter(Boolean)
    .join('\n\n');
}

/** The calendar date of an ISO date-time, unambiguous in any language. */
export function isoDate(value: string | null | undefined): string | null {
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
}

/** A link we build to a URL we built; only the text is untrusted. */
export function link(text: string, url: string): string {
  return markdownLink(text, url);
}

/** A line of strong text (a question, a lead-in), escaped. */
export function strongLine(text: string): string {
  return `**${escapeInline(text)}**`;
}

/** A heading that links to its subject (an article, an item, a document), as on the page. */
export function linkedHeading(level: number, text: string, url: string): string {
  return `${'#'.repeat(Math.min(6, Math.max(1, level)))} ${markdownLink(text, url)}`;
}

/** Joins blocks with blank lines, dropping empty ones. */
export function joinBlocks(blocks: readonly (string | null | undefined | false)[]): string {
  return blocks
    .filter((block): block is string => typeof block === 'string' && block.trim() !== '')
    .join('\n\n');
}
