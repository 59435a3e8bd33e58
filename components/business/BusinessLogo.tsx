import type { Business } from '@/lib/api';

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.match(/\p{L}|\p{N}/u)?.[0] ?? '')
    .filter(Boolean);
  return (letters.slice(0, 2).join('') || '?').toUpperCase();
}

/**
 * The logo at a fixed box size (no layout shift), or the business's initials when it has none.
 * A plain <img>: logos come from the API's hosts, and proxying them through the site would make
 * it an open image proxy. The name is next to the logo, so it is decorative.
 */
export function BusinessLogo({
  business,
  size,
}: {
  business: Pick<Business, 'logoUrl' | 'name'>;
  size: number;
}) {
  const box = { width: size, height: size };
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
        className="shrink-0 rounded-md border border-line bg-surface object-contain"
        style={box}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex shrink-0 items-center justify-center rounded-md bg-surface-strong font-semibold text-ink"
      style={{ ...box, fontSize: size / 2.8 }}
    >
      {initials(business.name)}
    </span>
  );
}
