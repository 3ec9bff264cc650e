import type { ReactNode } from 'react';
import { Button } from '../../components/ui/Button';

/** A reader option that is on or off (`aria-pressed`), with its key in the tooltip. */
export function ToggleButton({
  pressed,
  onClick,
  keyName,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  keyName?: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-pressed={pressed}
      onClick={onClick}
      title={keyName && typeof children === 'string' ? `${children} (${keyName})` : undefined}
    >
      {children}
    </Button>
  );
}

/** A labelled choice among a few values. */
export function OptionSelect<T extends string | number>({
  label,
  value,
  options,
  text,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  text: (option: T) => string;
  onChange: (option: T) => void;
}) {
  return (
    <select
      aria-label={label}
      value={value}
      onChange={(event) => {
        const chosen = options.find((option) => String(option) === event.target.value);
        if (chosen !== undefined) onChange(chosen);
      }}
      className="min-h-9 rounded-lg border border-pearl/50 bg-night px-2 text-sm text-sand"
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {text(option)}
        </option>
      ))}
    </select>
  );
}
