import { useEffect, useState } from 'react';
import type { PrecacheStatus } from '@shared/ipc';
import { useTranslation } from '../../../lib/i18n';
import type { PreloadApi } from '../bridge';

/** The staff panel's view of the kiosk's offline art: how much is saved, retries, the last error. */
export function StaffStatus({ bridge }: { bridge: PreloadApi }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<PrecacheStatus | null>(null);
  const [cleared, setCleared] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const load = () =>
      bridge.getPrecacheStatus().then(
        (next) => !cancelled && setStatus(next),
        () => undefined,
      );
    void load();
    const timer = window.setInterval(() => void load(), 2_000);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [bridge]);

  return (
    <section
      aria-label={t('desktop.staff.status')}
      className="mt-4 space-y-2 text-sm text-slate-300"
    >
      {status ? (
        <>
          <p>{t('desktop.staff.artReady', { ready: status.ready, total: status.total })}</p>
          {status.running && <p>{t('desktop.staff.saving')}</p>}
          {status.lastError && (
            <p className="text-amber-300">
              {t('desktop.staff.lastError', { error: status.lastError })}
            </p>
          )}
          {status.nextRetryInSeconds !== null && (
            <p>
              {t('desktop.staff.nextTry', {
                seconds: status.nextRetryInSeconds,
                attempt: status.attempts,
              })}
            </p>
          )}
        </>
      ) : (
        <p>{t('desktop.staff.precacheOff')}</p>
      )}
      <button
        type="button"
        className="min-h-11 rounded-lg border border-slate-600 px-4"
        onClick={() => {
          void bridge.clearCache().then(() => setCleared(true));
        }}
      >
        {t('desktop.staff.clearArt')}
      </button>
      {cleared && <p role="status">{t('desktop.staff.artCleared')}</p>}
    </section>
  );
}
