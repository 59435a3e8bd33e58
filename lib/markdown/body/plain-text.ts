import type { RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { parseMarkdownBody } from '@/lib/text/markdown-body';

/*
 * API Markdown as plain text, for the places that take text, not markup (schema.org's
 * Answer.text, say): read by the one sanitizing parser, each block's words kept (a link's
 * text, an image's alt), blocks separated by blank lines, list items on lines of their own.
 */

function blockText(node: RootContent): string {
  if (node.type === 'list') {
    return node.children.map((item) => item.children.map(blockText).join(' ')).join('\n');
  }
  if (node.type === 'table') {
    return node.children
      .map((row) => row.children.map((cell) => toString(cell)).join(' | '))
      .join('\n');
  }
  return toString(node, { includeImageAlt: true });
}

export function markdownPlainText(markdown: string): string {
  return parseMarkdownBody(markdown, { topHeadingLevel: 1 })
    .children.map(blockText)
    .map((text) => text.trim())
    .filter(Boolean)
    .join('\n\n');
}
