import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/common/LocaleLink';

export interface BreadcrumbItem {
  label: string;
  /** Locale-less path; the last crumb (the current page) has none. */
  href?: string;
}

export async function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  const t = await getTranslations('Business');
  return (
    <nav aria-label={t('breadcrumb')} className="mb-4 text-sm text-ink-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden="true">/</span>}
            {item.href ? (
              <LocaleLink href={item.href} className="link">
                {item.label}
              </LocaleLink>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
