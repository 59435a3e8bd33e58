import { useTranslations } from 'next-intl';
import { ItemImage } from './ItemImage';

const MAIN = { width: 480, height: 360 } as const;
const THUMBNAIL = { width: 120, height: 90 } as const;

/**
 * The item's main image, and its additional images as thumbnails that link to the full
 * images: no script, no lightbox, every image reachable by keyboard and by crawlers.
 */
export function ItemGallery({
  label,
  imageUrl,
  additionalImageUrls,
}: {
  label: string;
  imageUrl: string | null;
  additionalImageUrls: string[];
}) {
  const t = useTranslations('Catalog');
  const extra = additionalImageUrls.filter((url) => url !== imageUrl);
  if (!imageUrl && extra.length === 0) return null;
  const offset = imageUrl ? 2 : 1;
  return (
    <div className="space-y-3">
      {imageUrl && <ItemImage url={imageUrl} alt={t('imageAlt', { label })} {...MAIN} eager />}
      {extra.length > 0 && (
        <section aria-labelledby="item-gallery-heading">
          <h2 id="item-gallery-heading" className="mb-2 text-sm font-semibold text-ink">
            {t('galleryHeading')}
          </h2>
          <ul className="flex flex-wrap gap-3" data-testid="item-gallery">
            {extra.map((url, index) => (
              <li key={url}>
                <a
                  href={url}
                  rel="nofollow noopener"
                  className="block rounded focus-visible:outline-2 focus-visible:outline-accent"
                >
                  <ItemImage
                    url={url}
                    alt={t('galleryImage', { number: index + offset, label })}
                    {...THUMBNAIL}
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
