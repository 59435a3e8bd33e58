import type en from '@/messages/en.json';
import type { SiteTranslator } from '@/lib/i18n/translator';

export type FieldName = keyof (typeof en)['Companions']['field'];

/**
 * "Label: value" in the reader's language (French puts a space before the colon), or null
 * when there is no value. `value` must already be safe for where the line goes.
 */
export function fieldLine(
  t: SiteTranslator,
  name: FieldName,
  value: string | null | undefined,
): string | null {
  return value ? t(`Companions.field.${name}`, { value }) : null;
}
