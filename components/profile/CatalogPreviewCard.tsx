import { useTranslations } from 'next-intl';
import type { CatalogItem, Locale } from '@/lib/api';
import { factLines } from '@/lib/catalog/fact-lines';
import type { WithFacts } from '@/lib/catalog/item-facts';
import { LocaleLink } from '@/components/common/LocaleLink';
import { ItemImage } from '@/components/catalog/ItemImage';
import { businessPath } from '@/lib/urls/paths';

const THUMBNAIL = { width: 96, height: 72 } as const;

/** A catalog item as the profile previews it: image, label linking to its page, price. */
export function CatalogPreviewCard({
  item,
  slug,
  locale,
}: {
  item: WithFacts<CatalogItem>;
  slug: string;
  locale: Locale;
}) {
  const t = useTranslations('Catalog');
  const price = factLines(item, locale, (word) => t(word)).find((line) => line.key === 'price');
  return (
    <li className="flex gap-3 rounded-lg border border-line p-3" data-testid="catalog-preview-item">
      {item.imageUrl ? (
        <ItemImage url={item.imageUrl} alt="" {...THUMBNAIL} />
      ) : (
        <span aria-hidden="true" className="shrink-0 rounded bg-surface-muted" style={THUMBNAIL} />
      )}
      <div className="min-w-0">
        <h3 className="font-semibold">
          <LocaleLink
            href={businessPath(slug, 'catalog', item.slug)}
            className="text-accent underline"
          >
            {item.label}
          </LocaleLink>
        </h3>
        {price && (
          <p className="mt-1 text-sm text-ink">
            {price.regular && (
              <s className="mr-2 text-ink-muted">
                <span className="sr-only">{t('regularPrice')} </span>
                {price.regular}
              </s>
            )}
            {price.text}
          </p>
        )}
      </div>
    </li>
  );
}
