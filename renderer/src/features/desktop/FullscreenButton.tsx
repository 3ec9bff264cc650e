import { useTranslation } from '../../lib/i18n';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { getBridge, loadAppInfo, type PreloadApi } from './bridge';

function FullscreenIcon({ exit }: { exit: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
    >
      {exit ? (
        <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
      ) : (
        <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
      )}
    </svg>
  );
}

/**
 * The reader's fullscreen toggle in the desktop app. Renders nothing in a browser (no bridge) and in
 * the kiosk (whose window is always fullscreen). Follows F11, Escape and the OS as well as its own clicks.
 */
export function FullscreenButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const [bridge, setBridge] = useState<PreloadApi | null>(null);
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const found = getBridge();
    if (!found) return;
    let cancelled = false;
    const unsubscribe = found.onFullscreenChange((value) => {
      if (!cancelled) setFullscreen(value);
    });
    loadAppInfo(found)
      .then((info) => {
        if (cancelled || info.kiosk) return;
        setBridge(found);
        return found.isFullscreen().then((value) => {
          if (!cancelled) setFullscreen(value);
        });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, []);

  if (!bridge) return null;

  const toggle = () => {
    bridge.toggleFullscreen().then(setFullscreen, () => undefined);
  };

  return (
    <Button
      variant="secondary"
      onClick={toggle}
      aria-pressed={fullscreen}
      className={className}
      title={fullscreen ? t('desktop.exitFullscreenKey') : t('desktop.enterFullscreenKey')}
    >
      <FullscreenIcon exit={fullscreen} />
      {/* Icon only on narrow toolbars; the name stays for assistive technology. */}
      <span className="sr-only sm:not-sr-only">
        {fullscreen ? t('desktop.exitFullscreen') : t('desktop.enterFullscreen')}
      </span>
    </Button>
  );
}
