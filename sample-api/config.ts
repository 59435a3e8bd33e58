import { MAX_SYNTHETIC_BUSINESSES } from './synthetic';

/** Environment settings shared by main.ts and with-sample-api.ts. Bad values fail loudly at start-up. */

const DEFAULT_PORT = 4010;

function integerSetting(
  name: string,
  value: string | undefined,
  fallback: number,
  max: number,
): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!Number.isSafeInteger(parsed) || parsed > max) {
    throw new RangeError(`${name} must be an integer from 0 to ${max}, got "${value}"`);
  }
  return parsed;
}

export function portFromEnv(value: string | undefined): number {
  return integerSetting('SAMPLE_API_PORT', value, DEFAULT_PORT, 65_535);
}

export function syntheticCountFromEnv(value: string | undefined): number {
  return integerSetting('SAMPLE_API_BUSINESSES', value, 0, MAX_SYNTHETIC_BUSINESSES);
}

/** SAMPLE_API_RATE_LIMIT: requests a second before the API answers 429; unset or 0: no limit. */
export function rateLimitFromEnv(value: string | undefined): number {
  return integerSetting('SAMPLE_API_RATE_LIMIT', value, 0, 100_000);
}
