interface FilterButtonsProps<T extends string> {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

/** A row of toggle buttons choosing one filter; the active one is pressed. */
export function FilterButtons<T extends string>({
  label,
  options,
  value,
  onChange,
  className = '',
}: FilterButtonsProps<T>) {
  return (
    <div role="group" aria-label={label} className={`flex flex-wrap gap-2 ${className}`}>
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={`min-h-11 rounded-full border px-4 text-sm font-semibold transition-colors ${
              active
                ? 'border-gold bg-gold text-ink'
                : 'border-line bg-night text-mist hover:border-gold/60 hover:text-sand'
            }`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
