import { useTranslation } from '../../../lib/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { OVERLAY_ATTRIBUTE } from './kiosk-defaults';

interface IdlePromptProps {
  /** Seconds before the kiosk starts over, when the prompt appeared. */
  secondsLeft: number;
  onStay: () => void;
  onStartOver: () => void;
}

/** "Still there?": counts down to the reset; any touch, or the big button, keeps the visit going. */
export function IdlePrompt({ secondsLeft, onStay, onStartOver }: IdlePromptProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(secondsLeft);
  const stay = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const countdownId = useId();

  useEffect(() => {
    setLeft(secondsLeft);
    const timer = setInterval(() => setLeft((current) => Math.max(0, current - 1)), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft]);

  useEffect(() => stay.current?.focus(), []);

  return (
    <div
      {...{ [OVERLAY_ATTRIBUTE]: '' }}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={countdownId}
      className="fixed inset-0 z-[70] flex items-center justify-center bg-black/80 p-6"
    >
      <div className="w-full max-w-lg rounded-2xl border border-gold/40 bg-night p-8 text-center shadow-2xl">
        <h2 id={titleId} className="font-display text-5xl tracking-wide text-gold">
          {t('desktop.stillThere')}
        </h2>
        <p id={countdownId} className="mt-4 text-xl text-sand">
          {t('desktop.startingOver')}{' '}
          <span data-testid="idle-countdown">{t('desktop.seconds', { count: left })}</span>
        </p>
        <div className="mt-8 flex flex-col gap-3">
          <Button ref={stay} size="lg" onClick={onStay} className="min-h-16 text-2xl">
            {t('desktop.stillHere')}
          </Button>
          <Button variant="ghost" size="lg" onClick={onStartOver}>
            {t('desktop.startOver')}
          </Button>
        </div>
      </div>
    </div>
  );
}
