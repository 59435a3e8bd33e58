import { useTranslations } from 'next-intl';
import type { CatalogItem, Locale } from '@/lib/api';
import type { WithFacts } from '@/lib/catalog/item-facts';
import { LocaleLink } from '@/components/common/LocaleLink';
import { STATUS_WORD } from '@/lib/catalog/fact-lines';
import { businessPath } from '@/lib/urls/paths';
import { ItemFacts } from './ItemFacts';
import { ItemImage } from './ItemImage';

const THUMBNAIL = { width: 128, height: 96 } as const;

/** One catalog item in a list: image, type, label linking to the item's page, and its facts. */
export function CatalogItemCard({
  item,
  slug,
  locale,
}: {
  item: WithFacts<CatalogItem>;
  slug: string;
  locale: Locale;
}) {
  const t = useTranslations('Catalog');
  const status = item.facts.status;
  const available = status === 'available';
  return (
    <li
      className={`flex gap-4 rounded-lg border p-4 ${available ? 'border-line' : 'border-dashed border-line-strong bg-surface-muted'}`}
      data-testid="catalog-item"
      data-item-type={item.type}
      data-status={status}
      data-price={item.facts.price?.amount ?? ''}
      data-tags={JSON.stringify(item.tags)}
    >
      {item.imageUrl ? (
        <span className={available ? 'shrink-0' : 'shrink-0 opacity-60 grayscale'}>
          <ItemImage url={item.imageUrl} alt="" {...THUMBNAIL} />
        </span>
      ) : (
        <span aria-hidden="true" className="shrink-0 rounded bg-surface-muted" style={THUMBNAIL} />
      )}
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink-muted">
          {t(`typeSingular.${item.type}`)}
          {!available && (
            // The facts below state it for screen readers; this is for the eye.
            <span
              aria-hidden="true"
              className="rounded-full border border-line-strong bg-surface px-2 py-0.5 text-xs text-ink"
              data-testid="item-status-badge"
            >
              {t(STATUS_WORD[status])}
            </span>
          )}
        </p>
        <h3 className="font-semibold">
          <LocaleLink
            href={businessPath(slug, 'catalog', item.slug)}
            className="text-accent underline"
          >
            {item.label}
          </LocaleLink>
        </h3>
        {item.description && <p className="line-clamp-2 text-sm text-ink">{item.description}</p>}
        <ItemFacts item={item} locale={locale} prominentPrice />
      </div>
    </li>
  );
}
