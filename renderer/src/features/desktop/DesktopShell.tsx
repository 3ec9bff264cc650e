import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import type { KioskSponsorProps } from './kiosk/KioskShell';
import { OfflineBanner } from './OfflineBanner';
import { startProgressSync } from './progress-sync';
import { useDesktop } from './use-desktop';

// Only kiosk units need the attract screen, prompt and PIN pad: web visitors never download them.
const KioskShell = lazy(() =>
  import('./kiosk/KioskShell').then((module) => ({ default: module.KioskShell })),
);

/**
 * The desktop and kiosk features, mounted once inside the app layout (within the router):
 * the offline notice (in a browser too), reading-progress sync with the desktop app, and in kiosk
 * mode the attract screen, idle prompt and staff PIN pad. Render-safe: it renders only the empty
 * offline region until its effects have looked for the desktop bridge.
 */
export function DesktopShell({
  kioskSponsor,
}: {
  /** The attract screen's sponsor unit (a running station campaign). */
  kioskSponsor?: ComponentType<KioskSponsorProps>;
}) {
  const { isDesktop, kiosk, online } = useDesktop();

  useEffect(() => {
    if (!isDesktop) return;
    return startProgressSync();
  }, [isDesktop]);

  return (
    <>
      <OfflineBanner online={online} />
      {kiosk && (
        <Suspense fallback={null}>
          <KioskShell sponsor={kioskSponsor} />
        </Suspense>
      )}
    </>
  );
}
