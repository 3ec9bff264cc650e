import { useTranslation } from '../../lib/i18n';
import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { TextField } from './Field';

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<
  HTMLInputElement,
  { label: string; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>
>(function PasswordField({ label, ...props }, ref) {
  const { t, i18n } = useTranslation();
  // English lower-cases the label inside the sentence ("Show password"); Arabic has no case.
  const name = i18n.language === 'en' ? label.toLowerCase() : label;
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <TextField
        ref={ref}
        label={label}
        type={visible ? 'text' : 'password'}
        className="pe-12"
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t('common.hide', { label: name }) : t('common.show', { label: name })}
        aria-pressed={visible}
        className="absolute end-1 top-8 flex h-10 w-10 items-center justify-center rounded-md text-mist hover:text-sand"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
          {visible && <path d="M3 3l18 18" />}
        </svg>
      </button>
    </div>
  );
});
