import { useTranslations } from 'next-intl';
import type { CatalogCardProps } from '@/components/catalog/catalog-card-props';
import { FactLineValue } from '@/components/catalog/FactLineValue';
import { ItemCardTitle } from '@/components/catalog/ItemCardTitle';
import { ItemThumbnail } from '@/components/catalog/ItemThumbnail';
import { factLines } from '@/lib/catalog/fact-lines';

/**
 * A catalog item as the profile previews it: the catalog card's thumbnail (smaller) and title,
 * and of the facts only the price line, as the catalog states it.
 */
export function CatalogPreviewCard({ item, slug, locale }: CatalogCardProps) {
  const t = useTranslations('Catalog');
  const price = factLines(item, locale, (word) => t(word)).find((line) => line.key === 'price');
  return (
    <li className="tile" data-testid="catalog-preview-item">
      <ItemThumbnail url={item.imageUrl} size="preview" />
      <div className="min-w-0">
        <ItemCardTitle item={item} slug={slug} />
        {price && (
          <p className="mt-1 text-sm text-ink">
            <FactLineValue line={price} />
          </p>
        )}
      </div>
    </li>
  );
}
