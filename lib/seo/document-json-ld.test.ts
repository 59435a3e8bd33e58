import { describe, expect, it } from 'vitest';
import { documentFileUrl, documentJsonLd } from './document-json-ld';

describe('documentJsonLd', () => {
  it('adds the schema.org context only when the block has none', () => {
    expect(documentJsonLd({ '@type': 'DigitalDocument', name: 'Menu' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'DigitalDocument',
      name: 'Menu',
    });
    const own = { '@context': 'https://example.org/ctx', '@type': 'Thing' };
    expect(documentJsonLd(own)).toBe(own);
    expect(documentJsonLd(null)).toBeNull();
  });
});

describe('documentFileUrl', () => {
  it('prefers contentUrl, falls back to url, and links only http(s)', () => {
    expect(documentFileUrl({ contentUrl: 'https://cdn.example/menu.pdf', url: 'https://cafe.example/' })).toBe(
      'https://cdn.example/menu.pdf',
    );
    expect(documentFileUrl({ contentUrl: 'javascript:alert(1)', url: 'http://cafe.example/menu' })).toBe(
      'http://cafe.example/menu',
    );
    expect(documentFileUrl({ contentUrl: 'data:application/pdf;base64,AAAA' })).toBeNull();
    expect(documentFileUrl({ contentUrl: 42, url: ['https://x.example/'] })).toBeNull();
    expect(documentFileUrl(null)).toBeNull();
  });
});
