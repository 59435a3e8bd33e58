import { describe, expect, it } from 'vitest';
import { summarizeMarkdown } from '../testing/markdown-tree';
import { parseMarkdownBody } from '@/lib/text/markdown-body';
import { markdownBodyForTwin } from './serialize-body';

const twin = (markdown: string, topHeadingLevel = 2) =>
  markdownBodyForTwin(markdown, { topHeadingLevel });

describe('the Markdown body pipeline (twins)', () => {
  it('keeps safe Markdown, written by the serializer', () => {
    const body =
      'Some **bold** text with [a link](https://example.org/x "t") and `code`.\n\n- a\n- b';
    expect(twin(body)).toBe(
      'Some **bold** text with [a link](https://example.org/x "t") and `code`.\n\n- a\n- b',
    );
  });

  it('drops raw HTML, inline and block, leaving the text around it', () => {
    const out = twin(
      'Hello <script>alert(1)</script> <img src=x onerror=alert(1)>\n\n<div>\nx\n</div>',
    );
    expect(out).not.toMatch(/<(?:script|img|div)/i);
    expect(summarizeMarkdown(out).html).toEqual([]);
    expect(out).toContain('Hello alert(1)');
  });

  it('keeps autolinks to allowed URLs and defuses the others', () => {
    const out = twin('Write to <hi@cafe.example> or see <https://cafe.example/x>.');
    expect(summarizeMarkdown(out).links).toEqual([
      'mailto:hi@cafe.example',
      'https://cafe.example/x',
    ]);
    const hostile = twin('<javascript:alert(1)> [x](javascript:alert(1)) <data:text/html,x>');
    expect(summarizeMarkdown(hostile).links).toEqual([]);
    expect(summarizeMarkdown(hostile).html).toEqual([]);
  });

  it('drops links and images whose URL breaks the policy, keeping their text', () => {
    expect(twin('[click me](javascript:alert(1)) and ![pic](data:image/png;base64,xx)')).toBe(
      'click me and pic',
    );
    expect(twin('[rel](/admin) [ok](mailto:a@b.example)')).toBe('rel [ok](mailto:a@b.example)');
    const references = twin(
      '[x][bad] [y][good]\n\n[bad]: javascript:alert(1)\n[good]: https://example.org',
    );
    // The unsafe definition is gone, so `[x][bad]` stays literal text; the safe one remains.
    expect(summarizeMarkdown(references).links).toEqual(['https://example.org/']);
    expect(references).not.toContain('javascript');
  });

  it('places the shallowest heading at the top level, keeps relative levels, caps at 6', () => {
    expect(twin('## Top\n\n#### Deep\n\n###### Max', 3)).toBe(
      '### Top\n\n##### Deep\n\n###### Max',
    );
    expect(twin('# Top\n\n## Next', 2)).toBe('## Top\n\n### Next');
    expect(summarizeMarkdown(twin('### Only', 4)).headings).toEqual([{ depth: 4, text: 'Only' }]);
  });

  it('leaves code literal, and an unclosed fence cannot swallow what follows', () => {
    expect(twin('```html\n<b>x</b>\n```')).toBe('```html\n<b>x</b>\n```');
    expect(twin('Use `<div>` here')).toBe('Use `<div>` here');
    expect(twin('```\n<b>open')).toBe('```\n<b>open\n```');
  });

  it('escapes text that would otherwise be syntax, in paragraphs and table cells', () => {
    const out = twin('| a | b |\n| - | - |\n| x \\| y | \\*z\\* |\n\nStar \\* and \\[bracket\\]');
    const summary = summarizeMarkdown(out);
    expect(summary.links).toEqual([]);
    expect(summary.text).toContain('x | y');
    expect(summary.text).toContain('*z*');
    expect(summary.text).toContain('Star * and [bracket]');
  });

  it('keeps footnotes with their definitions', () => {
    const out = twin('A claim.[^1]\n\n[^1]: The source, https://example.org.');
    expect(out).toContain('[^1]');
    expect(out).toMatch(/^\[\^1\]: The source/m);
  });

  it('is the same tree the page renders', () => {
    const tree = parseMarkdownBody('## About\n\n[x](javascript:y) <b>z</b>', {
      topHeadingLevel: 3,
    });
    expect(tree.children.map((node) => node.type)).toEqual(['heading', 'paragraph']);
    expect(JSON.stringify(tree)).not.toMatch(/javascript|"html"/);
  });
});
