import { describe, expect, it } from 'vitest';
import { raiseHeadings, type MarkdownNode } from './heading-levels';

const heading = (depth: number): MarkdownNode => ({
  type: 'heading',
  depth,
  children: [{ type: 'text' }],
});
const depths = (tree: MarkdownNode): number[] =>
  (tree.children ?? []).flatMap((node) =>
    node.type === 'heading' ? [node.depth as number] : depths(node),
  );

describe('raiseHeadings', () => {
  it('raises a document that starts at ## so that its top heading is #, keeping relative levels', () => {
    const tree: MarkdownNode = {
      type: 'root',
      children: [heading(2), { type: 'paragraph' }, heading(3), heading(4), heading(3)],
    };
    raiseHeadings(tree);
    expect(depths(tree)).toEqual([1, 2, 3, 2]);
  });

  it('finds headings nested in block quotes and lists', () => {
    const tree: MarkdownNode = {
      type: 'root',
      children: [
        { type: 'blockquote', children: [heading(4)] },
        { type: 'list', children: [{ type: 'listItem', children: [heading(5)] }] },
      ],
    };
    raiseHeadings(tree);
    expect(depths(tree)).toEqual([1, 2]);
  });

  it('leaves documents that already start at #, or have no heading, alone', () => {
    const tree: MarkdownNode = { type: 'root', children: [heading(1), heading(3)] };
    raiseHeadings(tree);
    expect(depths(tree)).toEqual([1, 3]);
    const flat: MarkdownNode = { type: 'root', children: [{ type: 'paragraph' }] };
    raiseHeadings(flat);
    expect(flat).toEqual({ type: 'root', children: [{ type: 'paragraph' }] });
  });
});
