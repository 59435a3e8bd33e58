interface SelectOption {
  value: string;
  label: string;
}

interface LabelledSelectProps {
  id: string;
  /** The query parameter the GET form sends. */
  name: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  className: string;
  /** The label's own classes, for a label that only screen readers need on a phone. */
  labelClassName?: string;
  onChange(value: string): void;
}

/** A select with its visible label above it: every menu of the site's filter forms. */
export function LabelledSelect({
  id,
  name,
  label,
  value,
  options,
  className,
  labelClassName = '',
  onChange,
}: LabelledSelectProps) {
  return (
    <div>
      <label htmlFor={id} className={`text-sm font-medium text-ink ${labelClassName}`}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={className}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
