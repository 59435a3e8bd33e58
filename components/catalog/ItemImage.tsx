interface ItemImageProps {
  url: string;
  /** Empty when the item's label is right beside it (the image adds nothing to read). */
  alt: string;
  width: number;
  height: number;
  /** The main image of an item page is worth loading at once; list thumbnails are not. */
  eager?: boolean;
}

/**
 * An item image in a fixed box (width and height set, so nothing shifts as it loads), scaled
 * to fit. A plain <img>: images live on the API's or the business's hosts, and proxying them
 * through the site would make it an open image proxy.
 */
export function ItemImage({ url, alt, width, height, eager = false }: ItemImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- remote images of any size; see above
    <img
      src={url}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className="item-image"
      style={{ width, height }}
    />
  );
}
