import { LanguageProvider } from '../../../lib/i18n';
import { LANGUAGE_CHOICE_KEY, localizePath, type Language } from '../../../lib/language';
import { storage } from '../../../lib/storage';
import { Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AttractSettings, KioskState } from '@shared/ipc';
import { getBridge, type PreloadApi } from '../bridge';
import { AttractScreen } from './AttractScreen';
import { IdlePrompt } from './IdlePrompt';
import { DEFAULT_ATTRACT, KIOSK_CSS, KIOSK_START_PATH } from './kiosk-defaults';
import { PinPad } from './PinPad';
import { StaffStatus } from './StaffStatus';
import { useKioskGuards } from './use-kiosk-guards';
import { useKioskUpkeep } from './use-kiosk-upkeep';

/**
 * The kiosk's page rules (KIOSK_CSS) while the shell is mounted, as a constructed style sheet: the
 * site's Content-Security-Policy refuses style elements it has no hash for, not constructed sheets.
 */
function useKioskStyles(enabled: boolean) {
  useEffect(() => {
    if (!enabled || typeof CSSStyleSheet === 'undefined' || !document.adoptedStyleSheets) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(KIOSK_CSS);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }, [enabled]);
}

/** What the kiosk's attract screen shows of a running station campaign. */
export interface KioskSponsorProps {
  language: Language;
  kioskId?: string;
}

/**
 * Everything the kiosk adds on top of the app: the attract screen, the "Still there?" prompt,
 * the staff PIN pad and the touch-screen rules, in the language of the page on screen (the shell
 * sits beside the pages' layout, outside its language). Main owns the visitor session (attract -> active ->
 * prompt -> resetting -> attract); this follows its state and reports the visitor's touches.
 * Mount it only in kiosk mode (inside the router).
 */
export function KioskShell({ sponsor: Sponsor }: { sponsor?: ComponentType<KioskSponsorProps> }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pathRef = useRef(pathname);
  useEffect(() => {
    pathRef.current = pathname;
  }, [pathname]);

  const [bridge, setBridge] = useState<PreloadApi | null>(null);
  const [attract, setAttract] = useState<AttractSettings>(DEFAULT_ATTRACT);
  const [kioskId, setKioskId] = useState<string | undefined>(undefined);
  // `version` changes with every state main sends, so a repeated prompt restarts its countdown.
  const [session, setSession] = useState<{ state: KioskState | null; version: number }>({
    state: null,
    version: 0,
  });
  const [attractOpen, setAttractOpen] = useState(false);
  const [pinOpen, setPinOpen] = useState(false);

  useEffect(() => {
    const found = getBridge();
    if (!found) return;
    setBridge(found);
    let cancelled = false;
    let heard = false;
    const apply = (state: KioskState | null) =>
      setSession((previous) => ({ state, version: previous.version + 1 }));
    const offState = found.onKioskState((state) => {
      heard = true;
      if (!cancelled) apply(state);
    });
    const offExit = found.onKioskExitRequest(() => {
      if (!cancelled) setPinOpen(true);
    });
    found.getKioskState().then(
      (state) => {
        // A state pushed meanwhile is newer than this answer.
        if (!cancelled && !heard) apply(state);
      },
      () => undefined,
    );
    found.getKioskConfig().then(
      (config) => {
        if (cancelled || !config) return;
        setAttract(config.attract);
        setKioskId(config.kioskId);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      offState();
      offExit();
    };
  }, []);

  useKioskGuards(bridge);
  const openStaffPad = useCallback(() => setPinOpen(true), []);
  useKioskUpkeep(bridge, openStaffPad);

  const phase = session.state?.phase;
  // Attract (and the reset leading to it) takes the kiosk back to the start page under the overlay.
  useEffect(() => {
    if (phase !== 'attract' && phase !== 'resetting') return;
    setAttractOpen(true);
    // The next visitor starts afresh, in English (the attract screen offers both languages).
    storage.remove(LANGUAGE_CHOICE_KEY);
    if (pathRef.current !== '/') void navigate('/', { replace: true });
  }, [phase, session.version, navigate]);

  const start = useCallback(
    (language: Language) => {
      setAttractOpen(false);
      bridge?.reportActivity();
      void navigate(localizePath(KIOSK_START_PATH, language));
    },
    [bridge, navigate],
  );

  const stay = useCallback(() => {
    bridge?.reportActivity();
    // Main answers with `active`; closing at once keeps the press from landing twice.
    setSession((previous) => ({ state: { phase: 'active' }, version: previous.version + 1 }));
  }, [bridge]);

  const startOver = useCallback(() => {
    bridge?.resetKiosk().catch(() => undefined);
  }, [bridge]);

  useKioskStyles(bridge !== null);
  if (!bridge) return null;

  const state = session.state;
  return (
    <LanguageProvider>
      {attractOpen && (
        <AttractScreen
          settings={attract}
          onStart={state?.phase === 'resetting' ? undefined : start}
          sponsor={
            Sponsor &&
            ((language) => (
              <Suspense fallback={null}>
                <Sponsor language={language} kioskId={kioskId} />
              </Suspense>
            ))
          }
        />
      )}
      {state?.phase === 'prompt' && !attractOpen && (
        <IdlePrompt
          key={session.version}
          secondsLeft={state.secondsLeft}
          onStay={stay}
          onStartOver={startOver}
        />
      )}
      <PinPad
        open={pinOpen}
        onClose={() => setPinOpen(false)}
        submit={(pin) => bridge.exitKiosk(pin)}
      >
        <StaffStatus bridge={bridge} />
      </PinPad>
    </LanguageProvider>
  );
}
