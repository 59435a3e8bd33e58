import type { Nodes, Parents, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { safeMarkdownUrl } from './safe-markdown-url';

/*
 * The one way Markdown from the API is read. It is parsed once (CommonMark + GFM) into an
 * mdast tree and sanitized on the tree, then rendered from that same tree: to React for the
 * pages (components/markdown/Markdown.tsx), back to Markdown for the twins
 * (lib/markdown/body/serialize-body.ts) and to plain text for JSON-LD
 * (lib/markdown/body/plain-text.ts) and for the content index (lib/content/sync/entry-text.ts,
 * which is why it sits in a leaf folder, below the content layer). So a page and its twin show
 * the same structure, headings included, and every reading sees the same words.
 *
 * On the tree: raw HTML is dropped (never parsed, never shown), links and images keep only
 * URLs the site's policy allows (a link with another URL becomes its text, an image its alt
 * text), definitions with other URLs go, and headings are moved to nest under the page's own.
 */

export interface BodyOptions {
  /** The level the body's shallowest heading takes (2 puts it right under the page's H1). */
  topHeadingLevel: number;
}

const parser = unified().use(remarkParse).use(remarkGfm);

type Child = RootContent;

function textNode(value: string): Child {
  return { type: 'text', value } as Child;
}

/** The sanitized replacement of one node: itself (cleaned), other nodes, or nothing. */
function sanitizeNode(node: Child): Child[] {
  switch (node.type) {
    case 'html':
      return [];
    case 'link': {
      const url = safeMarkdownUrl(node.url, 'link');
      if (!url) return sanitizeChildren(node.children as Child[]);
      node.url = url;
      break;
    }
    case 'image': {
      const url = safeMarkdownUrl(node.url, 'image');
      if (!url) return node.alt ? [textNode(node.alt)] : [];
      node.url = url;
      break;
    }
    case 'definition': {
      const url = safeMarkdownUrl(node.url, 'link');
      if (!url) return [];
      node.url = url;
      break;
    }
  }
  if ('children' in node) (node as Parents).children = sanitizeChildren(node.children as Child[]);
  return [node];
}

function sanitizeChildren(children: readonly Child[]): Child[] {
  return children.flatMap(sanitizeNode) as Child[];
}

function headingsOf(node: Nodes, found: { depth: number }[] = []): { depth: number }[] {
  if (node.type === 'heading') found.push(node);
  if ('children' in node) for (const child of node.children) headingsOf(child as Nodes, found);
  return found;
}

/**
 * API Markdown starts its headings at any level (`##` is common); they are moved together so
 * that the shallowest lands on `topHeadingLevel`, keeping their relative levels, never past 6.
 */
function placeHeadings(tree: Root, topHeadingLevel: number): void {
  const headings = headingsOf(tree);
  if (headings.length === 0) return;
  const shift = topHeadingLevel - Math.min(...headings.map((heading) => heading.depth));
  for (const heading of headings) heading.depth = Math.min(6, Math.max(1, heading.depth + shift));
}

/** API Markdown as a sanitized mdast tree, headings placed under the page's. */
export function parseMarkdownBody(markdown: string, options: BodyOptions): Root {
  const tree = parser.runSync(parser.parse(markdown)) as Root;
  tree.children = sanitizeChildren(tree.children);
  placeHeadings(tree, options.topHeadingLevel);
  return tree;
}
