import { describe, expect, it } from 'vitest';
import { documentJsonLd, documentPageJsonLd } from './document-json-ld';

describe('documentJsonLd', () => {
  it('adds the schema.org context only when the block has none', () => {
    expect(documentJsonLd({ '@type': 'DigitalDocument', name: 'Menu' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'DigitalDocument',
      name: 'Menu',
    });
    const own = { '@context': 'https://example.org/ctx', '@type': 'Thing' };
    expect(documentJsonLd(own)).toEqual(own);
    expect(documentJsonLd(null)).toBeNull();
  });

  it('leaves out script and data URLs at any depth, and keeps every other value', () => {
    const block = documentJsonLd({
      '@type': 'DigitalDocument',
      name: 'Menu: javascript: is only text here',
      url: 'javascript:alert(1)',
      contentUrl: ' JaVa\tScRiPt:alert(1)',
      thumbnailUrl: 'data:text/html,<script>alert(1)</script>',
      sameAs: ['https://cafe.example/menu', 'vbscript:msgbox(1)', 'file:///etc/passwd'],
      author: { '@type': 'Organization', url: 'javascript:alert(1)', name: 'Café' },
      pages: 3,
      isAccessibleForFree: true,
    });
    expect(block).toEqual({
      '@context': 'https://schema.org',
      '@type': 'DigitalDocument',
      name: 'Menu: javascript: is only text here',
      sameAs: ['https://cafe.example/menu'],
      author: { '@type': 'Organization', name: 'Café' },
      pages: 3,
      isAccessibleForFree: true,
    });
  });

  it('drops what is nested deeper than any real block', () => {
    let deep: Record<string, unknown> = { name: 'bottom' };
    for (let level = 0; level < 40; level += 1) deep = { child: deep };
    const text = JSON.stringify(documentJsonLd(deep));
    expect(text).not.toContain('bottom');
    expect(text.length).toBeLessThan(400);
  });
});

describe('documentPageJsonLd', () => {
  const context = {
    pageUrl: 'https://dir.example/business/cafe/documents/menu',
    businessNodeId: 'https://dir.example/business/cafe#business',
  };

  it('gives the document an @id and its business as publisher', () => {
    expect(
      documentPageJsonLd(
        { '@type': 'ImageObject', contentUrl: 'https://f.example/a.png' },
        context,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ImageObject',
      '@id': `${context.pageUrl}#document`,
      url: context.pageUrl,
      contentUrl: 'https://f.example/a.png',
      publisher: { '@id': context.businessNodeId },
    });
  });

  it('moves contentUrl off a DigitalDocument, which has no such property, into an encoding', () => {
    const block = documentPageJsonLd(
      {
        '@type': 'DigitalDocument',
        contentUrl: 'https://f.example/menu.pdf',
        encodingFormat: 'application/pdf',
        numberOfPages: 2,
      },
      context,
    );
    expect(block).not.toHaveProperty('contentUrl');
    expect(block).toMatchObject({
      '@type': 'DigitalDocument',
      numberOfPages: 2,
      encoding: {
        '@type': 'MediaObject',
        contentUrl: 'https://f.example/menu.pdf',
        encodingFormat: 'application/pdf',
      },
    });
    expect(documentPageJsonLd(null, context)).toBeNull();
  });
});
