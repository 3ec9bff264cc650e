/** A list of choices, any number of them ticked (scopes, events): values shown as written. */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  value: T[];
  onChange: (value: T[]) => void;
}) {
  const toggle = (option: T) =>
    onChange(value.includes(option) ? value.filter((v) => v !== option) : [...value, option]);
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="font-semibold text-sand">{legend}</legend>
      {options.map((option) => (
        <label key={option} className="flex min-h-9 items-center gap-2 text-mist" dir="ltr">
          <input type="checkbox" checked={value.includes(option)} onChange={() => toggle(option)} />
          {option}
        </label>
      ))}
    </fieldset>
  );
}
