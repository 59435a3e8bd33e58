/**
 * An ICO file holding one PNG image, the form every browser since Windows Vista's reads.
 * Browsers and crawlers ask for /favicon.ico whatever the page's `<link rel="icon">` says
 * (a browser does on an error page), and without the file each asking cost a rendered 404.
 */

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function isPng(bytes: Uint8Array): boolean {
  return PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

/** The ICO of one square PNG of `size` pixels (1–256). */
export function icoFromPng(png: Uint8Array, size: number): Uint8Array<ArrayBuffer> {
  if (!isPng(png)) throw new Error('icoFromPng: not a PNG');
  if (!Number.isInteger(size) || size < 1 || size > 256)
    throw new Error(`icoFromPng: size ${size} out of 1–256`);
  const ico = new Uint8Array(HEADER_BYTES + ENTRY_BYTES + png.length);
  const view = new DataView(ico.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, 1, true); // one image
  // 0 stands for 256 in the one-byte width and height.
  view.setUint8(6, size % 256);
  view.setUint8(7, size % 256);
  view.setUint8(8, 0); // no palette
  view.setUint8(9, 0); // reserved
  view.setUint16(10, 1, true); // colour planes
  view.setUint16(12, 32, true); // bits per pixel
  view.setUint32(14, png.length, true);
  view.setUint32(18, HEADER_BYTES + ENTRY_BYTES, true);
  ico.set(png, HEADER_BYTES + ENTRY_BYTES);
  return ico;
}

/** What an ICO holds, read back: its images' sizes and where each one's bytes are. */
export function readIco(ico: Uint8Array): { size: number; bytes: Uint8Array }[] {
  const view = new DataView(ico.buffer, ico.byteOffset, ico.byteLength);
  if (ico.length < HEADER_BYTES || view.getUint16(0, true) !== 0 || view.getUint16(2, true) !== 1)
    throw new Error('readIco: not an icon file');
  const count = view.getUint16(4, true);
  return Array.from({ length: count }, (_, index) => {
    const entry = HEADER_BYTES + index * ENTRY_BYTES;
    const length = view.getUint32(entry + 8, true);
    const offset = view.getUint32(entry + 12, true);
    if (offset + length > ico.length) throw new Error('readIco: image past the end of the file');
    return { size: view.getUint8(entry) || 256, bytes: ico.subarray(offset, offset + length) };
  });
}
