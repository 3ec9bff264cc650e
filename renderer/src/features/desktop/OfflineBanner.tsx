import { useTranslation } from '../../lib/i18n';

/** A notice across the top of the page while the app is offline; nothing while online. */
export function OfflineBanner({ online }: { online: boolean }) {
  const { t } = useTranslation();
  // The live region stays mounted so screen readers announce the notice when it appears.
  return (
    <div role="status" aria-live="polite" data-testid="offline-notice">
      {!online && (
        <p className="flex items-center justify-center gap-2 border-b border-gold/40 bg-dusk px-4 py-2 text-center text-sm font-semibold text-sand">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            className="shrink-0 text-gold"
          >
            <path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01M3 3l18 18" />
          </svg>
          {t('desktop.offline')}
        </p>
      )}
    </div>
  );
}
