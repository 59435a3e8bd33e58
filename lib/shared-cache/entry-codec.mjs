/*
 * Cache entries as text for Redis. An entry holds Buffers (a route's body, a page's RSC payload)
 * and a Map (a page's segment data) that JSON alone turns into something else; they are written
 * as tagged objects and restored on reading.
 */

const BUFFER = '__obdBuffer';
const MAP = '__obdMap';

function replacer(key, value) {
  const original = this[key];
  if (Buffer.isBuffer(original)) return { [BUFFER]: original.toString('base64') };
  if (original instanceof Uint8Array) return { [BUFFER]: Buffer.from(original).toString('base64') };
  if (original instanceof Map) return { [MAP]: [...original.entries()] };
  return value;
}

function reviver(_key, value) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    if (typeof value[BUFFER] === 'string' && Object.keys(value).length === 1)
      return Buffer.from(value[BUFFER], 'base64');
    if (Array.isArray(value[MAP]) && Object.keys(value).length === 1) return new Map(value[MAP]);
  }
  return value;
}

/** The entry as one string. */
export function encodeEntry(entry) {
  return JSON.stringify(entry, replacer);
}

/** The entry back from `encodeEntry`'s string, or null for anything unreadable. */
export function decodeEntry(text) {
  if (typeof text !== 'string') return null;
  try {
    const entry = JSON.parse(text, reviver);
    return entry && typeof entry === 'object' && typeof entry.lastModified === 'number'
      ? entry
      : null;
  } catch {
    return null;
  }
}
