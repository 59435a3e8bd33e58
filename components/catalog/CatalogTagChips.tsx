import type { MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import { hasTagKey } from '@/lib/catalog/catalog-view';

interface CatalogTagChipsProps {
  tags: readonly string[];
  /** The tag in use, '' for none. */
  selected: string;
  /** The localized href of the catalog with this tag ('' for every tag). */
  hrefOf(tag: string): string;
  onSelect(tag: string): void;
}

const chipClass =
  'inline-block whitespace-nowrap rounded-full border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-accent';

/**
 * The catalog's tags as chips: plain links without JavaScript; with it, a click filters in
 * place. The chip in use is marked current, and "All tags" clears it.
 */
export function CatalogTagChips({ tags, selected, hrefOf, onSelect }: CatalogTagChipsProps) {
  const t = useTranslations('Catalog');
  if (tags.length === 0) return null;
  const follow = (tag: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onSelect(tag);
  };
  const chip = (tag: string, label: string, current: boolean) => (
    <li key={tag || '-all'}>
      <a
        href={hrefOf(tag)}
        onClick={follow(tag)}
        aria-current={current ? 'true' : undefined}
        className={`${chipClass} ${current ? 'border-accent bg-accent text-on-accent' : 'border-line-strong text-ink hover:bg-surface-muted'}`}
        data-testid="catalog-tag"
        data-tag={tag}
      >
        {label}
      </a>
    </li>
  );
  return (
    // One row that scrolls sideways on a phone, as the home page's category chips do.
    <nav aria-label={t('tagChipsLabel')} className="mt-2 overflow-x-auto sm:mt-4">
      <ul className="flex gap-2 py-1 sm:flex-wrap">
        {chip('', t('allTags'), selected === '')}
        {tags.map((tag) => chip(tag, tag, selected !== '' && hasTagKey(tag, selected)))}
      </ul>
    </nav>
  );
}
