import { LocaleLink } from '@/components/common/LocaleLink';
import type { CatalogItem } from '@/lib/api';
import { businessPath } from '@/lib/urls/paths';

/** A card's heading: the item's label, linking to the item's page. */
export function ItemCardTitle({ item, slug }: { item: CatalogItem; slug: string }) {
  return (
    <h3 className="font-semibold">
      <LocaleLink href={businessPath(slug, 'catalog', item.slug)} className="link">
        {item.label}
      </LocaleLink>
    </h3>
  );
}
