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
    <nav aria-label={t('breadcrumb')} className="breadcrumbs">
      <ol>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`}>
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
