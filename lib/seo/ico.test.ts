import { describe, expect, it } from 'vitest';
import { icoFromPng, isPng, readIco } from './ico';

// A PNG signature followed by arbitrary bytes: the ICO only carries the image.
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]);

describe('icoFromPng', () => {
  it('wraps the PNG in an icon header that points at it', () => {
    const ico = icoFromPng(png, 48);
    expect(Array.from(ico.subarray(0, 6))).toEqual([0, 0, 1, 0, 1, 0]);
    const [image, ...others] = readIco(ico);
    expect(others).toEqual([]);
    expect(image?.size).toBe(48);
    expect(Array.from(image?.bytes ?? [])).toEqual(Array.from(png));
    expect(ico.length).toBe(6 + 16 + png.length);
  });

  it('writes 256 pixels as 0, as the format says, and reads it back as 256', () => {
    const ico = icoFromPng(png, 256);
    expect(ico[6]).toBe(0);
    expect(readIco(ico)[0]?.size).toBe(256);
  });

  it('refuses what is not a PNG and sizes the format cannot hold', () => {
    expect(() => icoFromPng(new Uint8Array([1, 2, 3]), 32)).toThrow(/not a PNG/);
    expect(() => icoFromPng(png, 0)).toThrow(/out of 1–256/);
    expect(() => icoFromPng(png, 300)).toThrow(/out of 1–256/);
    expect(isPng(png)).toBe(true);
  });

  it('reading refuses a file that is not an icon or whose image runs past its end', () => {
    expect(() => readIco(new Uint8Array([0, 0, 2, 0, 1, 0]))).toThrow(/not an icon/);
    const cut = icoFromPng(png, 32).subarray(0, 30);
    expect(() => readIco(cut)).toThrow(/past the end/);
  });
});
