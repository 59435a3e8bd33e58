import type { ReactNode } from 'react';
import { LocaleLink } from '@/components/common/LocaleLink';

interface PreviewSectionProps {
  id: string;
  title: string;
  /** The whole section's page and the link's text ("See all 12 reviews"). */
  seeAll: { href: string; label: string };
  children: ReactNode;
}

/**
 * One section's preview on the profile: its heading, a few entries (one element, spaced by the
 * section), a link to all of them.
 */
export function PreviewSection({ id, title, seeAll, children }: PreviewSectionProps) {
  return (
    <section aria-labelledby={id} data-testid={id} className="space-y-3">
      <h2 id={id} className="heading-lg">
        {title}
      </h2>
      {children}
      <p>
        <LocaleLink href={seeAll.href} className="tap-link font-medium" data-testid="see-all">
          {seeAll.label}
        </LocaleLink>
      </p>
    </section>
  );
}
