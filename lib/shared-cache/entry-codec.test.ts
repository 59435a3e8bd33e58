import { describe, expect, it } from 'vitest';
import { decodeEntry, encodeEntry } from './entry-codec.mjs';

describe('encodeEntry / decodeEntry', () => {
  it('keeps the Buffers and Maps of a page entry, which JSON alone would not', () => {
    const entry = {
      lastModified: 1_700_000_000_000,
      value: {
        kind: 'APP_PAGE',
        html: '<p>café</p>',
        rscData: Buffer.from([0, 255, 254, 10]),
        segmentData: new Map([['/_tree', Buffer.from('tree')]]),
        headers: { 'x-next-cache-tags': 'a,b' },
      },
    };
    const decoded = decodeEntry(encodeEntry(entry)) as typeof entry | null;
    expect(decoded?.value.html).toBe('<p>café</p>');
    expect(Buffer.isBuffer(decoded?.value.rscData)).toBe(true);
    expect([...(decoded?.value.rscData ?? [])]).toEqual([0, 255, 254, 10]);
    expect(decoded?.value.segmentData).toBeInstanceOf(Map);
    expect(decoded?.value.segmentData.get('/_tree')?.toString()).toBe('tree');
    expect(decoded?.value.headers).toEqual({ 'x-next-cache-tags': 'a,b' });
  });

  it('leaves API data that merely looks like a marker alone, and refuses garbage', () => {
    const entry = { lastModified: 1, value: { data: { __obdBuffer: 'AA==', other: 1 } } };
    expect(decodeEntry(encodeEntry(entry))).toEqual(entry);
    expect(decodeEntry('{not json')).toBeNull();
    expect(decodeEntry('{"value": 1}')).toBeNull();
    expect(decodeEntry(null)).toBeNull();
  });
});
