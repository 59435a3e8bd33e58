import { describe, expect, it } from 'vitest';
import { markdownText, plainLine, TEXT_LIMITS } from './entry-text';

describe('plainLine', () => {
  it('keeps markup as text, drops control characters and collapses white space', () => {
    expect(plainLine('  <script>alert(1)</script>\u0000 Evil\u202e\n\tCorp  ', 100)).toBe(
      '<script>alert(1)</script> Evil Corp',
    );
  });

  it('cuts at a whole word with an ellipsis', () => {
    const text = plainLine('word '.repeat(200), 50);
    expect(text.length).toBeLessThanOrEqual(50);
    expect(text.endsWith('word…')).toBe(true);
  });

  it('is empty for nothing', () => {
    expect(plainLine(null, 10)).toBe('');
    expect(plainLine(undefined, 10)).toBe('');
  });
});

describe('markdownText', () => {
  it('keeps the words of a Markdown body, one line per block', () => {
    expect(
      markdownText(
        '## Title\n\nSome **bold** and [a link](https://x.example).\n\n- one\n- two',
        500,
      ),
    ).toBe('Title\nSome bold and a link.\none\ntwo');
  });

  it('drops raw HTML, link targets and image addresses, keeping alt text and link text', () => {
    const text = markdownText(
      '<script>window.__pwned=1</script>\n\n[click](javascript:alert(1)) ![a cat](data:image/svg+xml;base64,AAAA) <img src=x onerror=alert(1)>',
      500,
    );
    expect(text).toBe('click a cat');
  });

  it('keeps table cells and code as text', () => {
    expect(markdownText('| Item | Price |\n|---|---|\n| Bread | $4 |\n\n`x < y`', 500)).toBe(
      'Item Price\nBread $4\nx < y',
    );
  });

  it('bounds the text, however long the Markdown', () => {
    const megabyte = 'All work and no play. '.repeat(50_000);
    const text = markdownText(megabyte, TEXT_LIMITS.body);
    expect(text.length).toBeLessThanOrEqual(TEXT_LIMITS.body);
  });
});
