import { readNumber } from '../lib/config/number-setting.mjs';
import { MAX_SYNTHETIC_BUSINESSES } from './synthetic';

/** Environment settings shared by main.ts and with-sample-api.ts. Bad values fail loudly at start-up. */

const DEFAULT_PORT = 4010;

/** The site's reader of numeric settings (lib/config), with every problem an error. */
function integerSetting(
  name: string,
  value: string | undefined,
  fallback: number,
  max: number,
): number {
  const read = readNumber(value, { fallback, min: 0, max, outOfRange: 'default' });
  if (read.problem !== null) {
    throw new RangeError(`${name} must be an integer from 0 to ${max}, got "${value}"`);
  }
  return read.value;
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
