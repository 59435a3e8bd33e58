import { describe, expect, it } from 'vitest';
import { documentDetail, listedDocument } from '@/lib/markdown/testing/fixtures';
import { listedDocumentOf, listedDocumentSchema } from './entries';

describe('listedDocumentOf (list_documents and get_business previews)', () => {
  it('gives the document with the link to its file, in the answer’s language', () => {
    const withFile = listedDocument(
      { ...documentDetail, jsonLd: { contentUrl: 'https://f.example/menu.pdf' } },
      'fr',
    );
    const entry = listedDocumentOf(withFile, 'cafe-soleil', 'fr');
    expect(listedDocumentSchema.parse(entry)).toEqual(entry);
    expect(entry).toMatchObject({
      id: 'menu-2025',
      type: 'PDF',
      fileSize: 1_250_000,
      fileUrl: 'https://f.example/menu.pdf',
      encodingFormat: 'application/pdf',
      noFile: null,
    });
    expect(entry.url).toMatch(/\/fr\/business\/cafe-soleil\/documents\/menu-2025$/);
    expect(entry.size?.replace(/[\u00a0\u202f]/g, ' ')).toBe('1,3 Mo');
  });

  it('says why there is no file instead of linking one', () => {
    const entry = listedDocumentOf(listedDocument(), 'cafe-soleil', 'en');
    expect(entry).toMatchObject({ fileUrl: null, encodingFormat: null, noFile: 'text-only' });
  });
});
