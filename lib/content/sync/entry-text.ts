import type { Nodes } from 'mdast';
import { parseMarkdownBody } from '@/lib/text/markdown-body';
import { cutAtWord } from '@/lib/text/truncate';

/*
 * The text of an entry: plain, bounded, and never markup. API strings are untrusted; an entry
 * keeps their words as text (a `<script>` in a label stays those characters, which every
 * rendering escapes), with control characters gone and white space collapsed. Markdown bodies
 * are read by the pages' own sanitizing parser (lib/text/markdown-body.ts) into a tree whose
 * words are kept and whose raw HTML, link targets and image addresses are dropped: an image
 * keeps its alt text, a link its text.
 */

/** Lengths an entry's texts are cut to (characters). */
export const TEXT_LIMITS = {
  title: 200,
  summary: 300,
  /** An FAQ answer, an article's body, a document's rendition. */
  body: 6_000,
  /** An item's searched extras: tags, brand, attributes, its description beyond the summary. */
  itemBody: 2_000,
} as const;

/** More Markdown than a body can use is never parsed: its text would be cut anyway. */
const MAX_MARKDOWN_READ = 40_000;

// C0 and C1 controls (tab and newline become spaces), zero-width and bidirectional controls.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** A string flattened to one line of plain text, cut at a whole word to `max` characters. */
export function plainLine(value: string | null | undefined, max: number): string {
  if (!value) return '';
  const flat = value.replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim();
  return cutAtWord(flat, max);
}

const BLOCKS = new Set([
  'paragraph',
  'heading',
  'listItem',
  'tableRow',
  'blockquote',
  'code',
  'thematicBreak',
  'footnoteDefinition',
]);

function collect(node: Nodes, out: string[]): void {
  switch (node.type) {
    case 'html':
    case 'definition':
      return;
    case 'text':
    case 'inlineCode':
    case 'code':
      out.push(node.value);
      break;
    case 'image':
    case 'imageReference':
      if (node.alt) out.push(node.alt);
      break;
    case 'break':
      out.push(' ');
      break;
    case 'tableCell':
      out.push(' ');
      break;
  }
  if ('children' in node) for (const child of node.children) collect(child as Nodes, out);
  if (BLOCKS.has(node.type)) out.push('\n');
}

/** Markdown reduced to its words: one line per block, cut to `max` characters. */
export function markdownText(markdown: string | null | undefined, max: number): string {
  if (!markdown) return '';
  const tree = parseMarkdownBody(markdown.slice(0, MAX_MARKDOWN_READ), { topHeadingLevel: 1 });
  const out: string[] = [];
  collect(tree, out);
  const lines = out
    .join('')
    .split('\n')
    .map((line) => line.replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return cutAtWord(lines.join('\n'), max);
}
