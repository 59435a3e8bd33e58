import { describe, expect, it } from 'vitest';
import { documentFileUrl } from './document-file';

describe('documentFileUrl', () => {
  it('prefers contentUrl, falls back to url, and links only http(s)', () => {
    expect(
      documentFileUrl({ contentUrl: 'https://cdn.example/menu.pdf', url: 'https://cafe.example/' }),
    ).toBe('https://cdn.example/menu.pdf');
    expect(
      documentFileUrl({ contentUrl: 'javascript:alert(1)', url: 'http://cafe.example/menu' }),
    ).toBe('http://cafe.example/menu');
    expect(documentFileUrl({ contentUrl: 'data:application/pdf;base64,AAAA' })).toBeNull();
    expect(documentFileUrl({ contentUrl: 42, url: ['https://x.example/'] })).toBeNull();
    expect(documentFileUrl(null)).toBeNull();
  });
});
