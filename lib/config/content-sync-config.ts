import { numberSetting } from './number-setting.mjs';

/**
 * The content sync's settings (lib/content/sync), read from the environment on each call like
 * the rest of the configuration; a malformed value falls back to its default with a warning.
 */
export interface ContentSyncConfig {
  /**
   * Whether this instance runs the sync (CONTENT_SYNC, `on` or `off`): `off` makes an instance
   * that only reads the index (test servers that count upstream calls, a reader by design).
   */
  enabled: boolean;
  /** Days between two full passes over every business (CONTENT_SYNC_DAYS), 1 to 365. */
  fullPassDays: number;
  /**
   * The fraction of API_MAX_CONCURRENCY and API_MAX_RPS the sync's calls may use
   * (CONTENT_SYNC_SHARE), 0.05 to 1; pages always go first within the rest and within it.
   */
  share: number;
}

const DEFAULT_CONTENT_SYNC_DAYS = 7;
const DEFAULT_CONTENT_SYNC_SHARE = 0.25;

function switchSetting(value: string | undefined): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'on') return true;
  if (text === 'off') return false;
  console.warn(`Ignoring CONTENT_SYNC "${value}": neither on nor off; using on`);
  return true;
}

export function getContentSyncConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): ContentSyncConfig {
  return {
    enabled: switchSetting(env.CONTENT_SYNC),
    fullPassDays: numberSetting(env, 'CONTENT_SYNC_DAYS', {
      fallback: DEFAULT_CONTENT_SYNC_DAYS,
      min: 1,
      max: 365,
      outOfRange: 'default',
    }),
    share: numberSetting(env, 'CONTENT_SYNC_SHARE', {
      fallback: DEFAULT_CONTENT_SYNC_SHARE,
      min: 0.05,
      max: 1,
      integer: false,
      outOfRange: 'default',
    }),
  };
}
