import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/*
 * Test helper: parses Markdown the way a GFM renderer does (remark-parse with remark-gfm,
 * the site's own parser, without its sanitizing) and reports what the reader would get as links, images, raw HTML and
 * headings, so tests can assert what untrusted text could not turn into.
 */

interface TreeNode {
  type: string;
  url?: string;
  value?: string;
  depth?: number;
  children?: TreeNode[];
}

export interface MarkdownSummary {
  links: string[];
  images: string[];
  html: string[];
  headings: { depth: number; text: string }[];
  text: string;
}

function textOf(node: TreeNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

export function summarizeMarkdown(markdown: string): MarkdownSummary {
  const summary: MarkdownSummary = { links: [], images: [], html: [], headings: [], text: '' };
  const visit = (node: TreeNode) => {
    if (node.type === 'link' && node.url !== undefined) summary.links.push(node.url);
    if (node.type === 'image' && node.url !== undefined) summary.images.push(node.url);
    if (node.type === 'definition' && node.url !== undefined) summary.links.push(node.url);
    if (node.type === 'html' && node.value !== undefined) summary.html.push(node.value);
    if (node.type === 'heading')
      summary.headings.push({ depth: node.depth ?? 0, text: textOf(node) });
    node.children?.forEach(visit);
  };
  const parser = unified().use(remarkParse).use(remarkGfm);
  const tree = parser.runSync(parser.parse(markdown)) as TreeNode;
  visit(tree);
  summary.text = textOf(tree);
  return summary;
}
