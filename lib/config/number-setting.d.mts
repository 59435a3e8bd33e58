/** The range of a numeric setting (see number-setting.mjs). */
export interface NumberRange {
  fallback: number;
  min: number;
  max: number;
  /** Whether a fraction is refused (default true). */
  integer?: boolean;
  /** What a number outside [min, max] becomes: the nearest limit (default) or the fallback. */
  outOfRange?: 'clamp' | 'default';
}

export function readNumber(
  text: string | undefined,
  range: NumberRange,
): { value: number; problem: string | null };

export function numberSetting(
  env: Readonly<Record<string, string | undefined>>,
  name: string,
  range: NumberRange,
): number;
