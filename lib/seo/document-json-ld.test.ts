import { describe, expect, it } from 'vitest';
import type { DocumentsModel } from '@/lib/models/documents';
import { documentDetail, listedDocument, paged } from '@/lib/markdown/testing/fixtures';
import { documentJsonLd, documentPageJsonLd, documentsModelJsonLd } from './document-json-ld';

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

describe("the file's facts, from the model", () => {
  const context = {
    pageUrl: 'https://dir.example/business/cafe/documents/menu',
    businessNodeId: 'https://dir.example/business/cafe#business',
  };
  const file = {
    url: 'https://f.example/menu.pdf',
    encodingFormat: 'application/pdf',
    size: '184 kB',
  };

  it('replace the block’s own, which may name an unsafe or another file', () => {
    const block = documentPageJsonLd(
      { '@type': 'DigitalDocument', contentUrl: 'ftp://f.example/old.pdf', contentSize: '9 GB' },
      context,
      file,
    );
    expect(block).toMatchObject({
      encoding: { '@type': 'MediaObject', contentUrl: file.url, contentSize: '184 kB' },
      encodingFormat: 'application/pdf',
    });
    expect(block).not.toHaveProperty('contentSize');
    expect(JSON.stringify(block)).not.toContain('ftp:');
  });

  it('sit on an image itself, and a document without a file states none', () => {
    expect(
      documentPageJsonLd({ '@type': 'ImageObject' }, context, {
        url: 'https://f.example/a.png',
        encodingFormat: 'image/png',
        size: '96 kB',
      }),
    ).toMatchObject({
      contentUrl: 'https://f.example/a.png',
      encodingFormat: 'image/png',
      contentSize: '96 kB',
    });
    const none = documentPageJsonLd(
      { '@type': 'DigitalDocument', contentUrl: 'https://f.example/x.pdf' },
      context,
      { url: null, encodingFormat: null, size: '184 kB' },
    );
    expect(JSON.stringify(none)).not.toContain('f.example');
  });
});

describe('documentsModelJsonLd', () => {
  it('lists each document of the page with its page, type and file', () => {
    const withoutFile = listedDocument({ ...documentDetail, slug: 'notes', jsonLd: null });
    const withFile = listedDocument({
      ...documentDetail,
      jsonLd: { contentUrl: 'https://f.example/menu.pdf' },
    });
    const model = {
      frame: {
        siteUrl: 'https://dir.example',
        locale: 'fr',
        canonicalUrl: 'https://dir.example/fr/business/cafe-soleil/documents',
      },
      business: { slug: 'cafe-soleil' },
      documents: paged([withFile, withoutFile], 1, 12, 2),
    } as unknown as DocumentsModel;
    const block = documentsModelJsonLd(model);
    expect(block).toMatchObject({
      '@type': 'CollectionPage',
      about: { '@id': 'https://dir.example/business/cafe-soleil#business' },
    });
    const [first, second] = block!.hasPart;
    expect(first).toMatchObject({
      '@type': 'DigitalDocument',
      name: documentDetail.label,
      url: 'https://dir.example/fr/business/cafe-soleil/documents/menu-2025',
      encodingFormat: 'application/pdf',
      encoding: { contentUrl: 'https://f.example/menu.pdf', contentSize: withFile.file.size },
    });
    expect(first).not.toHaveProperty('@context');
    expect(second).not.toHaveProperty('encoding');
    expect(
      documentsModelJsonLd({ ...model, documents: paged([], 1, 12, 0) } as DocumentsModel),
    ).toBeNull();
  });
});
