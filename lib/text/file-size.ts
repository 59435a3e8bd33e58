import type { Locale } from '@/lib/i18n/routing';

/*
 * The spec types DocumentSummary.fileSize as an integer without a unit. We treat it as bytes:
 * that is what every file API means by an unqualified size, and the sample API serves bytes.
 * Sizes are shown in decimal (SI) units, 1 kB = 1000 bytes, because that is what the CLDR units
 * Intl formats with ("kB", "MB"; "ko", "Mo" in French) stand for.
 */

const LARGER_UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
const STEP = 1000;

/** One decimal below 10 ("1.2 MB"), whole numbers above ("12 MB", "120 MB"). */
function fractionDigits(value: number): number {
  return value < 10 ? 1 : 0;
}

function rounded(value: number): number {
  const factor = 10 ** fractionDigits(value);
  return Math.round(value * factor) / factor;
}

/**
 * A byte count as a short, human-readable size in the reader's language: "1.2 MB", "1,2 Mo",
 * "512 bytes", "512 octets". Returns null for a size that is not a non-negative finite number.
 */
export function formatFileSize(bytes: number, locale: Locale): string | null {
  if (!Number.isFinite(bytes) || bytes < 0) return null;
  if (bytes < STEP) {
    // Whole bytes read best spelled out and plural-aware ("1 byte", "512 octets").
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'byte',
      unitDisplay: 'long',
    }).format(Math.round(bytes));
  }
  let value = bytes / STEP;
  let unitIndex = 0;
  // Move up a unit when the value, once rounded for display, would read 1000 or more
  // (999,999 bytes is "1 MB", not "1,000 kB").
  while (rounded(value) >= STEP && unitIndex < LARGER_UNITS.length - 1) {
    value /= STEP;
    unitIndex += 1;
  }
  const digits = fractionDigits(rounded(value));
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: LARGER_UNITS[unitIndex],
    unitDisplay: 'short',
    maximumFractionDigits: digits,
  }).format(value);
}
