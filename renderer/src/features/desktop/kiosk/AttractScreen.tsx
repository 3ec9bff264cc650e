import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { AttractSettings } from '@shared/ipc';
import { i18nFor } from '../../../lib/i18n';
import type { Language } from '../../../lib/language';
import { ATTRACT_SLIDES } from './attract-slides';
import { OVERLAY_ATTRIBUTE } from './kiosk-defaults';

interface AttractScreenProps {
  settings: AttractSettings;
  /**
   * The visitor touched the screen, during an English or an Arabic turn. Absent while the kiosk
   * resets: touches then do nothing.
   */
  onStart?: (language: Language) => void;
  /** A running station campaign's unit, in the language on screen. */
  sponsor?: (language: Language) => ReactNode;
}

/**
 * The kiosk's idle screen: covers and heroes in turn, one every `slideSeconds`, under the call to
 * action. The whole screen is one button, so a touch anywhere starts the visit. The languages take
 * turns: a full round of slides in English, the next in Arabic, and a touch starts the visit in
 * the language on screen.
 */
export function AttractScreen({ settings, onStart, sponsor }: AttractScreenProps) {
  const [step, setStep] = useState(0);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const timer = setInterval(
      () => setStep((current) => (current + 1) % (ATTRACT_SLIDES.length * 2)),
      settings.slideSeconds * 1000,
    );
    return () => clearInterval(timer);
  }, [settings.slideSeconds]);

  // A keyboard (staff, or a kiosk with keys) can start with Enter or Space right away.
  useEffect(() => button.current?.focus(), []);

  const index = step % ATTRACT_SLIDES.length;
  const language: Language = step < ATTRACT_SLIDES.length ? 'en' : 'ar';
  const current = ATTRACT_SLIDES[index];
  const arabic = language === 'ar';
  const t = i18nFor(language).t;

  return (
    <div
      {...{ [OVERLAY_ATTRIBUTE]: '' }}
      data-testid="attract-screen"
      className="fixed inset-0 z-[60] overflow-hidden overscroll-contain bg-ink"
    >
      <button
        ref={button}
        type="button"
        onClick={onStart && (() => onStart(language))}
        lang={language}
        dir={arabic ? 'rtl' : 'ltr'}
        aria-disabled={onStart ? undefined : true}
        className="absolute inset-0 flex h-full w-full cursor-pointer flex-col items-center justify-center gap-6 p-6 text-center focus-visible:outline-offset-[-6px]"
      >
        <span aria-hidden="true" className="relative block h-[58vh] w-full max-w-3xl">
          {ATTRACT_SLIDES.map((slide, slideIndex) => (
            <img
              key={slide.id}
              src={slide.image}
              alt=""
              width={600}
              height={slide.kind === 'cover' ? 900 : 600}
              draggable={false}
              data-current={slideIndex === index ? 'true' : undefined}
              className={`absolute inset-0 m-auto h-full w-full object-contain drop-shadow-[0_0_40px_rgba(227,181,72,0.25)] transition-opacity duration-1000 ${
                slideIndex === index ? 'opacity-100' : 'opacity-0'
              }`}
            />
          ))}
        </span>
        <span aria-hidden="true" data-testid="attract-caption" className="text-xl text-pearl">
          {arabic ? current?.captionAr : current?.caption}
        </span>
        <span className="font-display text-6xl tracking-wide text-gold sm:text-7xl">
          {arabic ? t('desktop.touchToStart') : settings.message}
        </span>
        <span aria-hidden="true" className="text-lg tracking-widest text-mist uppercase">
          {t('product')}
        </span>
        {sponsor?.(language)}
        <span
          aria-hidden="true"
          className="absolute bottom-10 h-16 w-16 animate-pulse-slow rounded-full border-4 border-gold/70"
        />
      </button>
    </div>
  );
}
