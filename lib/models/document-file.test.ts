import { describe, expect, it } from 'vitest';
import { documentFile, documentFileFacts, documentFileUrl, fileSummaryLine } from './document-file';

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

describe('documentFileFacts', () => {
  it('reads pages and pixel dimensions in the shapes JSON-LD allows', () => {
    expect(documentFileFacts({ numberOfPages: 12 })).toEqual({
      pages: 12,
      width: null,
      height: null,
      subject: null,
    });
    expect(documentFileFacts({ width: 1600, height: '900' })).toMatchObject({
      pages: null,
      width: 1600,
      height: 900,
    });
    expect(
      documentFileFacts({ width: { '@type': 'QuantitativeValue', value: 1080 }, height: 1350 }),
    ).toMatchObject({ width: 1080, height: 1350 });
  });

  it('ignores what is not a positive whole number, and a side without the other', () => {
    expect(documentFileFacts({ numberOfPages: -3, width: 1200 })).toMatchObject({
      pages: null,
      width: null,
      height: null,
    });
    expect(documentFileFacts(null)).toEqual({
      pages: null,
      width: null,
      height: null,
      subject: null,
    });
  });

  it('names what the document is about, with its dates when it has them', () => {
    expect(
      documentFileFacts({
        about: { '@type': 'Festival', name: 'Festival', startDate: '2026-06-19T21:00:00Z' },
      }).subject,
    ).toEqual({
      name: 'Festival',
      start: { iso: '2026-06-19T21:00:00Z', hasTime: true },
      end: null,
    });
    expect(documentFileFacts({ about: { name: 42 } }).subject).toBeNull();
  });
});

describe('documentFile', () => {
  const summary = {
    id: 'd1',
    slug: 'menu',
    label: 'Menu',
    description: 'The fall menu.',
    type: 'PDF' as const,
    fileSize: 1_234_567,
    thumbnailUrl: null,
    createdAt: null,
    updatedAt: null,
  };

  it('links the file named by the JSON-LD, with its media type and its size in the locale', () => {
    const detail = { jsonLd: { contentUrl: 'https://cdn.example/menu.pdf' }, markdown: null };
    expect(documentFile(summary, detail, 'en')).toMatchObject({
      url: 'https://cdn.example/menu.pdf',
      encodingFormat: 'application/pdf',
      bytes: 1_234_567,
      size: '1.2 MB',
      missing: null,
      imageAlt: null,
    });
    expect(documentFile(summary, detail, 'fr').size?.replace(/\s/g, ' ')).toBe('1,2 Mo');
  });

  it('says why there is no file: its text alone is published, or nothing', () => {
    const hostile = { contentUrl: 'javascript:alert(1)', url: 'data:text/html,x' };
    expect(documentFile(summary, { jsonLd: hostile, markdown: '# Menu' }, 'en')).toMatchObject({
      url: null,
      encodingFormat: null,
      missing: 'text-only',
    });
    expect(documentFile(summary, { jsonLd: null, markdown: null }, 'en').missing).toBe(
      'not-published',
    );
    // The document's own answer could not be read: only the summary's facts are known.
    expect(documentFile({ ...summary, fileSize: null }, null, 'en')).toMatchObject({
      url: null,
      size: null,
      missing: 'not-published',
    });
  });

  it("takes the JSON-LD's media type when it is one, else the image's from its name", () => {
    const image = { ...summary, type: 'IMAGE' as const };
    const at = (jsonLd: Record<string, unknown>) =>
      documentFile(image, { jsonLd, markdown: null }, 'en').encodingFormat;
    expect(at({ contentUrl: 'https://x.example/a.SVG' })).toBe('image/svg+xml');
    expect(at({ contentUrl: 'https://x.example/a.jpg?v=2' })).toBe('image/jpeg');
    expect(at({ contentUrl: 'https://x.example/a', encodingFormat: 'image/webp' })).toBe(
      'image/webp',
    );
    expect(at({ contentUrl: 'https://x.example/a', encodingFormat: '<b>png</b>' })).toBeNull();
  });

  it('gives an image its caption, else its description, else its label, as alt text', () => {
    const image = { ...summary, type: 'IMAGE' as const };
    const file = { contentUrl: 'https://x.example/shop.png' };
    expect(
      documentFile(image, { jsonLd: { ...file, caption: ' The shop ' }, markdown: null }, 'en')
        .imageAlt,
    ).toBe('The shop');
    expect(documentFile(image, { jsonLd: file, markdown: null }, 'en').imageAlt).toBe(
      'The fall menu.',
    );
    expect(
      documentFile({ ...image, description: null }, { jsonLd: file, markdown: null }, 'en')
        .imageAlt,
    ).toBe('Menu');
  });
});

describe('fileSummaryLine', () => {
  it('writes the type and the size in one line, the type alone without a size', () => {
    expect(fileSummaryLine('PDF', { size: '1.2 MB' })).toBe('PDF · 1.2 MB');
    expect(fileSummaryLine('Image', { size: null })).toBe('Image');
  });
});
