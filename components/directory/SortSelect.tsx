import { useTranslations } from 'next-intl';
import { LabelledSelect } from '@/components/forms/LabelledSelect';
import type { SearchSort } from '@/lib/directory/search/search-query';

interface SortSelectProps {
  value: SearchSort | '';
  className: string;
  onChange(value: SearchSort | ''): void;
}

/** The directory's sort menu: best match (no `sort` parameter), name, recently updated. */
export function SortSelect({ value, className, onChange }: SortSelectProps) {
  const t = useTranslations('Search');
  return (
    <LabelledSelect
      id="filter-sort"
      name="sort"
      label={t('sortLabel')}
      // 'relevance' is what the default already does: shown as the default.
      value={value === 'relevance' ? '' : value}
      options={[
        { value: '', label: t('sortDefault') },
        { value: 'name', label: t('sortName') },
        { value: 'updated', label: t('sortUpdated') },
      ]}
      className={className}
      onChange={(chosen) => onChange(chosen as SearchSort | '')}
    />
  );
}
