import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { TextField } from './Field';

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<
  HTMLInputElement,
  { label: string; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>
>(function PasswordField({ label, ...props }, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <TextField
        ref={ref}
        label={label}
        type={visible ? 'text' : 'password'}
        className="pr-12"
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
        aria-pressed={visible}
        className="absolute top-8 right-1 flex h-10 w-10 items-center justify-center rounded-md text-mist hover:text-sand"
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
