import { useTranslation } from '../../lib/i18n';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState, type ReactNode } from 'react';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  size?: 'md' | 'lg';
}

/** An accessible dialog: focus trapped inside, Escape and the close button close it, focus returns. */
export function Modal({ open, onClose, title, children, size = 'md' }: ModalProps) {
  const { t } = useTranslation();
  // A dialog loaded on demand mounts already open, so the dialog library never saw what had focus
  // before it: that element gets focus back when the dialog closes and leaves it nowhere.
  const [opener] = useState(() =>
    open && typeof document !== 'undefined' && document.activeElement instanceof HTMLElement
      ? document.activeElement
      : null,
  );
  const close = () => {
    onClose();
    if (!opener) return;
    requestAnimationFrame(() => {
      const focused = document.activeElement;
      if (opener.isConnected && (!focused || focused === document.body)) opener.focus();
    });
  };
  return (
    <Dialog open={open} onClose={close} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/75" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel
          className={`relative max-h-[92vh] w-full overflow-y-auto rounded-2xl border border-gold/30 bg-night p-6 shadow-2xl ${
            size === 'lg' ? 'max-w-3xl' : 'max-w-lg'
          }`}
        >
          <DialogTitle className="pe-10 font-display text-3xl tracking-wide text-gold">
            {title}
          </DialogTitle>
          <button
            type="button"
            onClick={close}
            aria-label={t('common.close')}
            className="absolute end-4 top-4 flex h-11 w-11 items-center justify-center rounded-full text-mist hover:bg-white/5 hover:text-sand"
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
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
          <div className="mt-4">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
