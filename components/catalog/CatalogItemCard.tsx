import { useTranslations } from 'next-intl';
import type { CatalogItem, Locale } from '@/lib/api';
import type { WithFacts } from '@/lib/catalog/item-facts';
import { LocaleLink } from '@/components/common/LocaleLink';
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
  return (
    <li
      className="flex gap-4 rounded-lg border border-line p-4"
      data-testid="catalog-item"
      data-item-type={item.type}
    >
      {item.imageUrl ? (
        <ItemImage url={item.imageUrl} alt="" {...THUMBNAIL} />
      ) : (
        <span aria-hidden="true" className="shrink-0 rounded bg-surface-muted" style={THUMBNAIL} />
      )}
      <div className="min-w-0 space-y-1">
        <p className="text-xs font-medium uppercase tracking-wide text-ink-muted">
          {t(`typeSingular.${item.type}`)}
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
        <ItemFacts item={item} locale={locale} />
      </div>
    </li>
  );
}
