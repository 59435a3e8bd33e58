import { describe, expect, it } from 'vitest';
import { documentFileFacts, documentFileUrl } from './document-file';

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
