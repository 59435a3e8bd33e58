import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/common/LocaleLink';
import { ActiveTabScroller } from './ActiveTabScroller';
import { BUSINESS_SECTIONS, businessPath, type BusinessSection } from '@/lib/urls/paths';

const NAV_ID = 'section-tabs-nav';

interface SectionMenuProps {
  slug: string;
  current: BusinessSection | 'overview';
  /** Items per section where known; a section with 0 is hidden, one not counted is shown. */
  counts?: Partial<Record<BusinessSection, number>>;
  /** Spacing from what comes before the menu. */
  className?: string;
}

/**
 * The business's own navigation: its overview and each section that has something in it. One
 * row that scrolls sideways on a narrow screen rather than wrapping, so it keeps its height on
 * every tab.
 */
export async function SectionMenu({ slug, current, counts = {}, className }: SectionMenuProps) {
  const t = await getTranslations('Business');
  const entries = [
    { key: 'overview' as const, href: businessPath(slug), label: t('overview'), count: undefined },
    ...BUSINESS_SECTIONS.filter((section) => counts[section] !== 0).map((section) => ({
      key: section,
      href: businessPath(slug, section),
      label: t(section),
      count: counts[section],
    })),
  ];
  return (
    <nav
      id={NAV_ID}
      aria-label={t('sections')}
      className={`section-tabs-row ${className ?? ''}`.trim()}
    >
      <ActiveTabScroller navId={NAV_ID} />
      <ul className="section-tabs" data-testid="section-tabs">
        {entries.map((entry) => {
          const isCurrent = entry.key === current;
          return (
            <li key={entry.key}>
              <LocaleLink
                href={entry.href}
                // Left out rather than undefined for the other tabs, which the RSC payload
                // would carry as a value of its own.
                {...(isCurrent && { 'aria-current': 'page' as const })}
                className={isCurrent ? 'section-tab-current' : 'section-tab'}
              >
                {entry.count === undefined
                  ? entry.label
                  : t('sectionCount', { section: entry.label, count: entry.count })}
              </LocaleLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
