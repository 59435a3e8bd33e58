interface DocumentThumbnailProps {
  url: string;
  /** Empty when the document's label is right beside it (the image adds nothing to read). */
  alt: string;
  width: number;
  height: number;
}

/**
 * A thumbnail in a fixed box (width and height set, so nothing shifts as it loads), scaled to
 * fit. A plain <img>: thumbnails live on the API's hosts, and proxying them through the site
 * would make it an open image proxy.
 */
export function DocumentThumbnail({ url, alt, width, height }: DocumentThumbnailProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={url}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className="shrink-0 rounded border border-line bg-surface-muted object-contain"
      style={{ width, height }}
    />
  );
}
