import { LabelledSelect } from '@/components/forms/LabelledSelect';
import type { FilterOption } from './DirectoryFilterForm';

interface FacetSelectProps {
  /** The query parameter (`category`, `city`, `region`), also the select's id suffix. */
  name: 'category' | 'city' | 'region';
  label: string;
  /** The first option, which applies no filter. */
  anyLabel: string;
  value: string;
  options: FilterOption[];
  className: string;
  onChange(value: string): void;
}

/** One facet of the directory filter form: a labelled select whose values are facet keys. */
export function FacetSelect({ name, anyLabel, options, ...select }: FacetSelectProps) {
  return (
    <LabelledSelect
      id={`filter-${name}`}
      name={name}
      options={[
        { value: '', label: anyLabel },
        ...options.map((option) => ({ value: option.slug, label: option.name })),
      ]}
      {...select}
    />
  );
}
