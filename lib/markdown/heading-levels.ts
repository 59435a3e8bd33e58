/**
 * Markdown from the API starts its headings at any level (`##` is common, the author knowing
 * the page has a title), and a page that maps `#` to its next level then skips one (h2 → h4),
 * which screen-reader users navigating by heading notice and Lighthouse flags (heading-order).
 * This remark plugin raises every heading of a document by the same amount so that its
 * shallowest heading is `#`; the renderer then maps `#` to the page's next level. Relative
 * levels inside the document are kept.
 */

/** The part of an mdast node this plugin reads (no dependency on @types/mdast). */
export interface MarkdownNode {
  type: string;
  depth?: number;
  children?: MarkdownNode[];
}

function headingsOf(node: MarkdownNode, found: MarkdownNode[] = []): MarkdownNode[] {
  if (node.type === 'heading' && typeof node.depth === 'number') found.push(node);
  for (const child of node.children ?? []) headingsOf(child, found);
  return found;
}

export function raiseHeadings(tree: MarkdownNode): void {
  const headings = headingsOf(tree);
  if (headings.length === 0) return;
  const shift = Math.min(...headings.map((heading) => heading.depth as number)) - 1;
  if (shift <= 0) return;
  for (const heading of headings) heading.depth = (heading.depth as number) - shift;
}

export function remarkRaiseHeadings() {
  return (tree: MarkdownNode) => raiseHeadings(tree);
}
