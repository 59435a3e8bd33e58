import { describe, expect, it } from 'vitest';
import { markdownPlainText } from './plain-text';

describe('markdownPlainText', () => {
  it('keeps the words and drops the markup', () => {
    expect(
      markdownPlainText(
        'Yes, **within 5 km**. See [our map](https://cafe.example/map).\n\n- one\n- two',
      ),
    ).toBe('Yes, within 5 km. See our map.\n\none\ntwo');
  });

  it('drops raw HTML and keeps an image only as its alt text', () => {
    expect(
      markdownPlainText('Hi <b onclick="x()">there</b> ![a cat](https://x.example/c.png)'),
    ).toBe('Hi there a cat');
    expect(markdownPlainText('<script>alert(1)</script>')).toBe('');
  });
});
