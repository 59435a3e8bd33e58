interface DocumentImageProps {
  url: string;
  alt: string;
  /** Pixel size from the document's JSON-LD; without it the picture fits a 4:3 box. */
  width: number | null;
  height: number | null;
}

/** The box a picture of unknown size gets, so that nothing below it moves as it loads. */
const FALLBACK = { width: 1200, height: 900 };

/**
 * An IMAGE document's picture itself, at most the column's width. Its width and height are set
 * (or a 4:3 box when the API gives none), so the page keeps its layout while it loads. It is
 * the page's main content, in the first screen: loaded at once, not lazily. A plain <img>, as
 * for thumbnails: the site is no image proxy.
 */
export function DocumentImage({ url, alt, width, height }: DocumentImageProps) {
  const known = width !== null && height !== null;
  const box = known ? { width, height } : FALLBACK;
  return (
    <figure className="max-w-3xl" data-testid="document-image">
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={url}
        alt={alt}
        width={box.width}
        height={box.height}
        decoding="async"
        fetchPriority="high"
        className="h-auto w-full max-w-full rounded-card border border-line bg-surface-muted object-contain"
        style={{
          aspectRatio: `${box.width} / ${box.height}`,
          maxWidth: known ? box.width : undefined,
        }}
      />
    </figure>
  );
}
