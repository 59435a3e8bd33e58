import type { FilterOption } from './DirectoryFilterForm';

interface FacetSelectProps {
  /** The query parameter (`category`, `city`), also the select's id suffix. */
  name: 'category' | 'city';
  label: string;
  /** The first option, which applies no filter. */
  anyLabel: string;
  value: string;
  options: FilterOption[];
  className: string;
  onChange(value: string): void;
}

/** One facet of the directory filter form: a labelled select whose values are facet keys. */
export function FacetSelect({
  name,
  label,
  anyLabel,
  value,
  options,
  className,
  onChange,
}: FacetSelectProps) {
  const id = `filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={className}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
