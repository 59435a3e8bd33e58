import { describe, expect, it } from 'vitest';
import {
  emailAddress,
  finiteNumber,
  httpUrl,
  isoDateTime,
  list,
  oneOf,
  optionalText,
  pathSegment,
  phoneNumber,
  telUri,
  text,
  textList,
} from './primitives';

describe('text readers', () => {
  it('trims strings and accepts numbers and booleans as text', () => {
    expect(text('  Café  ')).toBe('Café');
    expect(text(42)).toBe('42');
    expect(text(false)).toBe('false');
  });
  it('turns objects, arrays, null and NaN into the empty string', () => {
    for (const value of [null, undefined, {}, ['a'], NaN, Infinity]) expect(text(value)).toBe('');
  });
  it('gives null for blank optional text', () => {
    expect(optionalText('   ')).toBeNull();
    expect(optionalText(null)).toBeNull();
    expect(optionalText(' x ')).toBe('x');
  });
});

describe('finiteNumber', () => {
  it('accepts numbers and numeric strings', () => {
    expect(finiteNumber(12.5)).toBe(12.5);
    expect(finiteNumber(' 12.50 ')).toBe(12.5);
  });
  it('rejects non-numeric values', () => {
    for (const value of ['abc', '', null, NaN, {}, '1e400']) expect(finiteNumber(value)).toBeNull();
  });
});

describe('list', () => {
  it('never returns undefined and drops items that do not map', () => {
    expect(list(undefined, optionalText)).toEqual([]);
    expect(list(null, optionalText)).toEqual([]);
    expect(list(['a', 3, null, {}, ' '], optionalText)).toEqual(['a', '3']);
  });
  it('takes a lone value where a list is due as a list of one', () => {
    expect(list('solo', optionalText)).toEqual(['solo']);
  });
  it('deduplicates text lists', () => {
    expect(textList(['a', 'a', ' b ', 'b'])).toEqual(['a', 'b']);
  });
});

describe('httpUrl', () => {
  it('keeps absolute http and https URLs', () => {
    expect(httpUrl('https://example.org/a b')).toBe('https://example.org/a%20b');
    expect(httpUrl(' http://example.org ')).toBe('http://example.org/');
  });
  it('rejects every other scheme and relative URLs', () => {
    for (const value of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'file:///etc/passwd',
      '//evil.example/x',
      '/relative',
      'not a url',
      42,
      null,
    ]) {
      expect(httpUrl(value), String(value)).toBeNull();
    }
  });
});

describe('contact readers', () => {
  it('accepts plausible e-mail addresses only', () => {
    expect(emailAddress('info@boulangerie.example')).toBe('info@boulangerie.example');
    expect(emailAddress('a@b')).toBeNull();
    expect(emailAddress('javascript:alert(1)//@x.com')).toBeNull();
    expect(emailAddress('two words@x.com')).toBeNull();
  });
  it('accepts phone numbers and builds tel: URIs of digits only', () => {
    expect(phoneNumber('+1 514-555-0199')).toBe('+1 514-555-0199');
    expect(phoneNumber('call me')).toBeNull();
    expect(phoneNumber('<script>')).toBeNull();
    expect(telUri('+1 (514) 555-0199')).toBe('tel:+15145550199');
    expect(telUri('514.555.0199')).toBe('tel:5145550199');
  });
});

describe('isoDateTime', () => {
  it('normalises valid dates to UTC ISO 8601', () => {
    expect(isoDateTime('2026-03-01T10:00:00-05:00')).toBe('2026-03-01T15:00:00.000Z');
  });
  it('gives null for unparseable dates', () => {
    expect(isoDateTime('yesterday-ish')).toBeNull();
    expect(isoDateTime('')).toBeNull();
    expect(isoDateTime({})).toBeNull();
  });
});

describe('oneOf', () => {
  it('keeps known enum values and falls back for unknown ones', () => {
    expect(oneOf('PDF', ['PDF', 'IMAGE'] as const, 'OTHER')).toBe('PDF');
    expect(oneOf('VIDEO', ['PDF', 'IMAGE'] as const, 'OTHER')).toBe('OTHER');
    expect(oneOf(3, ['PDF'] as const, null)).toBeNull();
  });
});

describe('pathSegment', () => {
  it('accepts ordinary and non-ASCII slugs', () => {
    expect(pathSegment('boulangerie-du-plateau')).toBe('boulangerie-du-plateau');
    expect(pathSegment('café-crème')).toBe('café-crème');
  });
  it('rejects dot segments, blanks, control characters and huge values', () => {
    for (const value of ['.', '..', '', '  ', 'a\u0000b', 'a\nb', 'x'.repeat(201), null, 7.5]) {
      expect(pathSegment(value), JSON.stringify(value)).toBe(value === 7.5 ? '7.5' : null);
    }
  });
});
