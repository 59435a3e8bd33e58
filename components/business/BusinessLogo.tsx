import type { Business } from '@/lib/api';
import { initials } from '@/lib/text/initials';

/**
 * The boxes a logo is drawn in, each a utility of app/named-utilities.css (its width, height,
 * corner radius and the monogram's type size): a card's, a profile header's and a related
 * business's.
 */
const LOGO_BOX = { 40: 'logo-40', 56: 'logo-56', 64: 'logo-64' } as const;

type LogoSize = keyof typeof LOGO_BOX;

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
  size: LogoSize;
}) {
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
        className={`logo ${LOGO_BOX[size]}`}
      />
    );
  }
  return (
    <span aria-hidden="true" className={`monogram ${LOGO_BOX[size]}`}>
      {initials(business.name)}
    </span>
  );
}
