import { useValidationText } from '../../lib/i18n';
import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

const CONTROL =
  'w-full rounded-lg border border-line bg-night px-3 py-2.5 text-sand placeholder:text-mist/70 focus:border-gold focus:outline-none aria-[invalid=true]:border-danger';

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

function FieldShell({ id, label, error: message, hint, children }: FieldShellProps) {
  // The shared schemas word their messages in English: shown in the page's language.
  const error = useValidationText()(message);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-sand">
        {label}
      </label>
      {children}
      {hint && !error && <p className="text-xs text-mist">{hint}</p>}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The id and the error wiring every control shares (its message is announced with it). */
function useControlProps(id: string | undefined, error: string | undefined) {
  const auto = useId();
  const fieldId = id ?? auto;
  return {
    fieldId,
    control: {
      id: fieldId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${fieldId}-error` : undefined,
    },
  };
}

interface CommonProps {
  label: string;
  error?: string;
  hint?: ReactNode;
}

export const TextField = forwardRef<
  HTMLInputElement,
  CommonProps & InputHTMLAttributes<HTMLInputElement>
>(function TextField({ label, error, hint, id, className = '', ...props }, ref) {
  const { fieldId, control } = useControlProps(id, error);
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint}>
      <input ref={ref} {...control} className={`${CONTROL} ${className}`} {...props} />
    </FieldShell>
  );
});

export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  CommonProps & TextareaHTMLAttributes<HTMLTextAreaElement>
>(function TextAreaField({ label, error, hint, id, className = '', ...props }, ref) {
  const { fieldId, control } = useControlProps(id, error);
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint}>
      <textarea ref={ref} {...control} className={`${CONTROL} min-h-28 ${className}`} {...props} />
    </FieldShell>
  );
});

export const SelectField = forwardRef<
  HTMLSelectElement,
  CommonProps &
    SelectHTMLAttributes<HTMLSelectElement> & {
      options: readonly { value: string; label: string }[];
      placeholder?: string;
    }
>(function SelectField(
  { label, error, hint, id, options, placeholder, className = '', ...props },
  ref,
) {
  const { fieldId, control } = useControlProps(id, error);
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint}>
      <select ref={ref} {...control} className={`${CONTROL} ${className}`} {...props}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
});
