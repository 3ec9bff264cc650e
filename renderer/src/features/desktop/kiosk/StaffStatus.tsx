import { useEffect, useState } from 'react';
import type { AbtalBridge, PrecacheStatus } from '@shared/ipc';

/** The staff panel's view of the kiosk's offline art: how much is saved, retries, the last error. */
export function StaffStatus({ bridge }: { bridge: AbtalBridge }) {
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
    <section aria-label="Kiosk status" className="mt-4 space-y-2 text-sm text-slate-300">
      {status ? (
        <>
          <p>
            Offline art: {status.ready} of {status.total} images ready
            {status.running ? ' (saving…)' : ''}
          </p>
          {status.lastError && <p className="text-amber-300">Last error: {status.lastError}</p>}
          {status.nextRetryInSeconds !== null && (
            <p>
              Next try in {status.nextRetryInSeconds} s (attempt {status.attempts})
            </p>
          )}
        </>
      ) : (
        <p>Offline art: precache is off</p>
      )}
      <button
        type="button"
        className="min-h-11 rounded-lg border border-slate-600 px-4"
        onClick={() => {
          void bridge.clearCache().then(() => setCleared(true));
        }}
      >
        Clear saved art
      </button>
      {cleared && <p role="status">Saved art cleared; it is fetched again.</p>}
    </section>
  );
}
