import { createHash } from 'node:crypto';
import { foldAccents } from '../lib/text/slug';

/** The form catalog search compares: case- and accent-insensitive, whitespace collapsed. */
export function searchableText(value: string): string {
  return foldAccents(value).toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * A UUID (version 5 layout) derived from a name, so ids are stable across restarts and machines
 * without being stored anywhere.
 */
export function stableUuid(name: string): string {
  const hex = createHash('sha1').update(`sample-api:${name}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Initials for a logo: first letters of the first two significant words. */
export function initials(name: string): string {
  const words = foldAccents(name)
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word.toLowerCase()));
  const letters = words.slice(0, 2).map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

// French and English words that make poor initials ("Boulangerie du Plateau" → "BP", not "BD").
const STOP_WORDS = new Set([
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'the',
  'of',
  'and',
  'et',
  'inc',
  'ltd',
]);
