import { describe, expect, it } from 'vitest';
import { documentPath } from './document-path';

describe('documentPath', () => {
  it('addresses a document by its slug when it has one, else by its id, encoded', () => {
    expect(documentPath('cafe', { id: '0b7c…', slug: 'menu-2024' })).toBe(
      '/business/cafe/documents/menu-2024',
    );
    expect(documentPath('café', { id: 'a1/b2', slug: null })).toBe(
      '/business/caf%C3%A9/documents/a1%2Fb2',
    );
  });
});
