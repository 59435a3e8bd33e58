import type { ItemStatus } from '@/lib/catalog/item-facts';
import { ItemImage } from './ItemImage';

/** The catalog's list shows larger thumbnails than the profile's preview of a few items. */
const THUMBNAIL_SIZES = {
  card: { width: 128, height: 96 },
  preview: { width: 96, height: 72 },
} as const;

type ThumbnailSize = keyof typeof THUMBNAIL_SIZES;

interface ItemThumbnailProps {
  url: string | null;
  size: ThumbnailSize;
  /**
   * Given where the card states the item's status: the image of an item that cannot be had
   * now is greyed out. The profile's preview states no status.
   */
  status?: ItemStatus;
}

/**
 * A card's image beside the item's label (so its alt is empty), or an empty box of the same
 * size when the item has none, so that the labels of a list line up.
 */
export function ItemThumbnail({ url, size, status }: ItemThumbnailProps) {
  const box = THUMBNAIL_SIZES[size];
  if (!url)
    return <span aria-hidden="true" className="shrink-0 rounded bg-surface-muted" style={box} />;
  const image = <ItemImage url={url} alt="" {...box} />;
  if (status === undefined) return image;
  return (
    <span className={status === 'available' ? 'shrink-0' : 'shrink-0 opacity-60 grayscale'}>
      {image}
    </span>
  );
}
