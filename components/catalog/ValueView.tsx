import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/api';
import { formatMeasured } from '@/lib/catalog/format-value';
import { formatDateValue, zonedIso } from '@/lib/text/zoned-date';
import { PlainText } from '@/components/reviews/PlainText';
import { isScalarNode, type ValueNode } from '@/lib/catalog/enrichment-shapes';

/**
 * One described JSON value (lib/catalog/enrichment-shapes) as readable HTML: text stays text,
 * yes/no and numbers in the reader's language (years, units and money as what they are), dates
 * in <time> in the zone of the item's place, lists of plain values joined
 * on one line, groups as nested definition lists, Q&A in <details>, comparisons as tables.
 */
export function ValueView({ node, timeZone }: { node: ValueNode; timeZone: string }) {
  const t = useTranslations('Catalog');
  const locale = useLocale() as Locale;
  switch (node.kind) {
    case 'text':
      return node.value.includes('\n') ? <PlainText text={node.value} /> : <>{node.value}</>;
    case 'number':
    case 'year':
    case 'quantity':
    case 'money':
      return <>{formatMeasured(node, locale, t('free'))}</>;
    case 'boolean':
      return <>{node.value ? t('yes') : t('no')}</>;
    case 'date':
      return (
        <time dateTime={zonedIso(node, timeZone)}>{formatDateValue(node, locale, timeZone)}</time>
      );
    case 'link':
      return (
        <a href={node.href} rel="nofollow ugc noopener" className="break-all text-accent underline">
          {node.href}
        </a>
      );
    case 'truncated':
      return <span className="text-ink-muted">{t('truncated')}</span>;
    case 'list':
      if (node.items.every(isScalarNode)) {
        return (
          <>
            {node.items.map((item, index) => (
              <span key={index}>
                {index > 0 && ', '}
                <ValueView node={item} timeZone={timeZone} />
              </span>
            ))}
            {node.omitted > 0 && (
              <span className="text-ink-muted"> — {t('omitted', { count: node.omitted })}</span>
            )}
          </>
        );
      }
      return (
        <ul className="list-disc space-y-2 pl-5">
          {node.items.map((item, index) => (
            <li key={index}>
              <ValueView node={item} timeZone={timeZone} />
            </li>
          ))}
          {node.omitted > 0 && (
            <li className="text-ink-muted">{t('omitted', { count: node.omitted })}</li>
          )}
        </ul>
      );
    case 'group':
      return (
        <>
          <dl className="space-y-1">
            {node.entries.map((entry) => (
              <div key={entry.key}>
                <dt className="font-medium text-ink">{entry.label}</dt>
                <dd className="ml-4 text-ink">
                  <ValueView node={entry.value} timeZone={timeZone} />
                </dd>
              </div>
            ))}
          </dl>
          {node.omitted > 0 && (
            <p className="text-ink-muted">{t('omitted', { count: node.omitted })}</p>
          )}
        </>
      );
    case 'faq':
      return (
        <div className="space-y-2">
          {node.entries.map((entry, index) => (
            <details key={index} className="rounded border border-line px-4 py-2">
              <summary className="cursor-pointer font-medium">{entry.question}</summary>
              <PlainText text={entry.answer} className="mt-2 text-ink" />
            </details>
          ))}
        </div>
      );
    case 'table':
      return (
        <div className="overflow-x-auto">
          <table className="min-w-full border-collapse text-sm">
            {node.caption && (
              <caption className="mb-2 text-left font-medium text-ink">{node.caption}</caption>
            )}
            <thead>
              <tr>
                {node.columns.map((column, index) => (
                  <th
                    key={index}
                    scope="col"
                    className="border-b border-line-strong px-3 py-2 text-left font-semibold"
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {node.rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-b border-line">
                  {row.map((cell, cellIndex) =>
                    // The first column names the row (the model, the option) in a comparison.
                    cellIndex === 0 ? (
                      <th key={cellIndex} scope="row" className="px-3 py-2 text-left font-medium">
                        <ValueView node={cell} timeZone={timeZone} />
                      </th>
                    ) : (
                      <td key={cellIndex} className="px-3 py-2">
                        <ValueView node={cell} timeZone={timeZone} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}
