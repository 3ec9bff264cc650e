import { useTranslation } from '../../lib/i18n';
import { useAtom } from 'jotai';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, toastAtom } from './toast.atoms';

/**
 * The notification region: one toast at a time, auto-dismiss, F8 to focus, and a swipe towards the
 * edge it sits on to dismiss (rightwards, leftwards on right-to-left pages).
 */
export function Toaster() {
  const { t, i18n } = useTranslation();
  // +1 when the toast leaves to the right (left-to-right pages), -1 to the left.
  const outwards = i18n.dir() === 'rtl' ? -1 : 1;
  const [toast, setToast] = useAtom(toastAtom);
  const regionRef = useRef<HTMLElement>(null);
  const [paused, setPaused] = useState(false);
  const [dragX, setDragX] = useState(0);
  const startX = useRef<number | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    setDragX(0);
    if (!toast || paused) return;
    const timer = window.setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast, paused, setToast]);

  const onPointerDown = (event: PointerEvent) => {
    startX.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (startX.current === null) return;
    setDragX(Math.max(0, (event.clientX - startX.current) * outwards));
  };
  const onPointerUp = () => {
    if (startX.current === null) return;
    startX.current = null;
    if (dragX > TOAST_SWIPE_THRESHOLD_PX) setToast(null);
    else setDragX(0);
  };

  const destructive = toast?.variant === 'destructive';
  return (
    <section
      ref={regionRef}
      aria-label={t('toast.region')}
      tabIndex={-1}
      className="pointer-events-none fixed end-0 bottom-0 z-[100] flex w-full flex-col p-4 outline-none sm:max-w-md"
    >
      {toast && (
        <div
          key={toast.id}
          role={destructive ? 'alert' : 'status'}
          aria-live={destructive ? 'assertive' : 'polite'}
          aria-atomic="true"
          data-testid="toast"
          data-variant={toast.variant ?? 'default'}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          style={{
            transform: `translateX(${dragX * outwards}px)`,
            opacity: dragX ? Math.max(0.2, 1 - dragX / 200) : 1,
          }}
          className={`pointer-events-auto relative touch-pan-y rounded-xl border p-4 shadow-2xl ps-4 pe-10 ${
            destructive
              ? 'border-danger/60 bg-[#3a1418] text-sand'
              : 'border-gold/40 bg-dusk text-sand'
          }`}
        >
          <p className="font-semibold">{toast.title}</p>
          {toast.description && <p className="mt-1 text-sm text-mist">{toast.description}</p>}
          <button
            type="button"
            onClick={() => setToast(null)}
            aria-label={t('toast.close')}
            className="absolute end-2 top-2 rounded p-1 text-mist hover:text-sand"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="16"
              height="16"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
      )}
    </section>
  );
}
