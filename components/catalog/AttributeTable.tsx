import { useTranslations } from 'next-intl';
import type { GroupEntry } from '@/lib/catalog/enrichment-shapes';
import { ValueView } from './ValueView';

/**
 * An item's free-form attributes (lib/catalog/item-facts `itemDetails`): one row per attribute,
 * its name in the reader's words as the row header.
 */
export function AttributeTable({
  entries,
  label,
  timeZone,
}: {
  entries: GroupEntry[];
  label: string;
  timeZone: string;
}) {
  const t = useTranslations('Catalog');
  if (entries.length === 0) return null;
  // Names and values from the API may be single words of any length: in a two-column table of
  // facts they break inside their cell rather than widen the page.
  return (
    <table
      className="w-full border-collapse text-sm [overflow-wrap:anywhere]"
      data-testid="item-attributes"
    >
      <caption className="sr-only">{t('detailsCaption', { label })}</caption>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.key} className="border-b border-line align-top">
            <th scope="row" className="w-1/3 py-2 pr-4 text-left font-medium text-ink">
              {entry.label}
            </th>
            <td className="py-2 text-ink">
              <ValueView node={entry.value} timeZone={timeZone} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
