import { describe, expect, it } from 'vitest';
import { formatFileSize } from '@/lib/text/file-size';

/** French puts a (narrow) no-break space before units; compare on plain spaces. */
function plain(value: string | null): string | null {
  return value === null ? null : value.replace(/[\u00a0\u202f]/g, ' ');
}

describe('formatFileSize', () => {
  it('formats bytes in decimal units with the locale separators', () => {
    expect(plain(formatFileSize(1_234_567, 'en'))).toBe('1.2 MB');
    expect(plain(formatFileSize(1_234_567, 'fr'))).toBe('1,2 Mo');
    expect(plain(formatFileSize(2_500, 'en'))).toBe('2.5 kB');
    expect(plain(formatFileSize(2_500, 'fr'))).toBe('2,5 ko');
    expect(plain(formatFileSize(3_000_000_000, 'en'))).toBe('3 GB');
  });

  it('drops the decimal from 10 upwards', () => {
    expect(plain(formatFileSize(48_700_000, 'en'))).toBe('49 MB');
    expect(plain(formatFileSize(123_456, 'fr'))).toBe('123 ko');
  });

  it('spells out small sizes in bytes, plural-aware', () => {
    expect(plain(formatFileSize(0, 'en'))).toBe('0 bytes');
    expect(plain(formatFileSize(1, 'en'))).toBe('1 byte');
    expect(plain(formatFileSize(512, 'fr'))).toBe('512 octets');
  });

  it('moves up a unit instead of showing 1,000 of the smaller one', () => {
    expect(plain(formatFileSize(999_999, 'en'))).toBe('1 MB');
    expect(plain(formatFileSize(999_960, 'fr'))).toBe('1 Mo');
    expect(plain(formatFileSize(999_400, 'en'))).toBe('999 kB');
  });

  it('rejects sizes that are not a count of bytes', () => {
    expect(formatFileSize(-1, 'en')).toBeNull();
    expect(formatFileSize(Number.NaN, 'en')).toBeNull();
    expect(formatFileSize(Number.POSITIVE_INFINITY, 'fr')).toBeNull();
  });
});
