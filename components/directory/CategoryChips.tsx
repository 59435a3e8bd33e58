import type { MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { FacetCount } from '@/lib/directory/search/search-query';

interface CategoryChipsProps {
  /** Each category with what it would give under the other filters. */
  facets: readonly FacetCount[];
  /** The category in use ('' for none). */
  selected: string;
  /** The localized address of the view with this category ('' for every category). */
  hrefOf(slug: string): string;
  onSelect(slug: string): void;
}

/** How many categories the chips offer: the largest ones under the other filters. */
const MAX_CHIPS = 10;

const chipClass =
  'inline-block whitespace-nowrap rounded-full border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-accent';

/**
 * The directory's categories as chips with their counts, which follow the other filters: plain
 * links without JavaScript, applied in place with it. The chip in use is marked current.
 */
export function CategoryChips({ facets, selected, hrefOf, onSelect }: CategoryChipsProps) {
  const t = useTranslations('Search');
  const tCard = useTranslations('BusinessCard');
  const shown = [...facets]
    .filter((facet) => facet.count > 0 || facet.slug === selected)
    .sort((a, b) => b.count - a.count)
    .slice(0, MAX_CHIPS);
  if (shown.length === 0) return null;
  const follow = (slug: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onSelect(slug);
  };
  return (
    // One row that scrolls sideways on a phone, so the results start on the first screen.
    <nav aria-label={tCard('chipsLabel')} className="mt-2 overflow-x-auto sm:mt-4">
      <ul className="flex gap-2 py-1 sm:flex-wrap">
        {shown.map((facet) => {
          const current = facet.slug === selected;
          return (
            <li key={facet.slug}>
              <a
                href={hrefOf(current ? '' : facet.slug)}
                onClick={follow(current ? '' : facet.slug)}
                aria-current={current ? 'true' : undefined}
                className={`${chipClass} ${current ? 'border-accent bg-accent text-on-accent' : 'border-line-strong text-ink hover:bg-surface-muted'}`}
                data-testid="category-chip"
                data-category={facet.slug}
                data-count={facet.count}
              >
                {t('optionCount', { name: facet.name, count: facet.count })}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
