import type { Business } from '@/lib/api';
import { initials } from '@/lib/text/initials';

/**
 * The logo at a fixed box size (no layout shift), or the business's monogram when it has none:
 * the directory's own tile (accent tint, the corner radius of the site's mark), so a card
 * without a logo looks designed rather than missing, in either theme. A plain <img>: logos come
 * from the API's hosts, and proxying them through the site would make it an open image proxy.
 * The name is next to the logo, so it is decorative.
 */
export function BusinessLogo({
  business,
  size,
}: {
  business: Pick<Business, 'logoUrl' | 'name'>;
  size: number;
}) {
  const box = { width: size, height: size, borderRadius: Math.round(size * 0.22) };
  if (business.logoUrl) {
    return (
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={business.logoUrl}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className="logo"
        style={box}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="monogram"
      style={{ ...box, fontSize: Math.round(size * 0.38) }}
    >
      {initials(business.name)}
    </span>
  );
}
