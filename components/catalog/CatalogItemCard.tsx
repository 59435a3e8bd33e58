import { useTranslations } from 'next-intl';
import { STATUS_WORD } from '@/lib/catalog/fact-lines';
import type { CatalogCardProps } from './catalog-card-props';
import { ItemCardTitle } from './ItemCardTitle';
import { ItemFacts } from './ItemFacts';
import { ItemThumbnail } from './ItemThumbnail';

/** One catalog item in a list: image, type, label linking to the item's page, and its facts. */
export function CatalogItemCard({ item, slug, locale }: CatalogCardProps) {
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
      <ItemThumbnail url={item.imageUrl} size="card" status={status} />
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
        <ItemCardTitle item={item} slug={slug} />
        {item.description && <p className="line-clamp-2 text-sm text-ink">{item.description}</p>}
        <ItemFacts item={item} locale={locale} prominentPrice />
      </div>
    </li>
  );
}
