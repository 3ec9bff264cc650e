import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab go round the dialog's controls, never out of it. */
function trapTab(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog of the reader's page finding: focus moves in (to `initialFocus`, else the first
 * control), stays in, Escape closes it and focus returns where it was.
 */
export function FindDialog({
  labelledBy,
  onClose,
  initialFocus,
  wide = false,
  testId,
  children,
}: {
  labelledBy: string;
  onClose: () => void;
  /** A selector of the element to focus first. */
  initialFocus?: string;
  wide?: boolean;
  testId: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const target =
      (initialFocus && box.current?.querySelector<HTMLElement>(initialFocus)) ||
      box.current?.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
    return () => previous?.focus?.();
  }, [initialFocus]);

  return (
    <div
      className="absolute inset-0 z-30 flex items-center justify-center bg-ink/85 p-2 sm:p-4"
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        data-testid={testId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            // The reader's Escape (leave the reader) waits until the dialog is closed.
            event.preventDefault();
            event.stopPropagation();
            onClose();
            return;
          }
          trapTab(event);
        }}
        className={`flex max-h-full w-full flex-col overflow-y-auto rounded-2xl border border-line bg-night p-4 sm:p-6 ${
          wide ? 'max-w-4xl' : 'max-w-md'
        }`}
      >
        {children}
      </div>
    </div>
  );
}
