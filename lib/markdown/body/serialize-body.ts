import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { parseMarkdownBody, type BodyOptions } from '@/lib/text/markdown-body';

/**
 * API Markdown for a twin: the same sanitized tree the page renders, written back as Markdown
 * by the serializer (which escapes what would otherwise be syntax), so the twin's outline and
 * links are the page's. Footnotes keep their definitions.
 */
export function markdownBodyForTwin(markdown: string, options: BodyOptions): string {
  const tree = parseMarkdownBody(markdown, options);
  return toMarkdown(tree, {
    extensions: [gfmToMarkdown()],
    bullet: '-',
    emphasis: '_',
    rule: '-',
    fences: true,
  }).trim();
}
