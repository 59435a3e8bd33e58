import { describe, expect, it } from 'vitest';
import { nextCursor, pageCursor, readCursor } from './cursor';

describe('cursors', () => {
  it('carry a page and come back as it', () => {
    expect(readCursor(pageCursor(7))).toEqual({ ok: true, page: 7 });
    expect(readCursor(undefined)).toEqual({ ok: true, page: 1 });
    expect(nextCursor(2, 3)).toBe(pageCursor(3));
    expect(nextCursor(3, 3)).toBeNull();
  });

  it('refuse what the server did not write', () => {
    for (const bad of ['garbage', pageCursor(0), Buffer.from('{"page":"2"}').toString('base64url')])
      expect(readCursor(bad)).toMatchObject({ ok: false, error: expect.stringMatching(/cursor/) });
  });
});
