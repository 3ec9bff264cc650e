import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { KioskExitResult } from '@shared/ipc';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../lib/i18n';

interface PinPadProps {
  open: boolean;
  onClose: () => void;
  /** Asks main to leave kiosk mode with this PIN. */
  submit: (pin: string) => Promise<KioskExitResult>;
  /** Staff information shown under the pad (the kiosk's status). */
  children?: ReactNode;
}

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const MAX_PIN_LENGTH = 12;

const pinError = (result: KioskExitResult, t: TFunction): string =>
  result.retryAfterSeconds
    ? t('desktop.staff.locked', { count: result.retryAfterSeconds })
    : t('desktop.staff.wrongPin');

const KEY_CLASS = 'min-h-16 min-w-16 text-2xl tabular-nums';

/**
 * The staff exit: a PIN pad opened by the secret key combination. Digits by touch or keyboard;
 * main checks the PIN and locks the pad after too many wrong ones.
 */
export function PinPad({ open, onClose, submit, children }: PinPadProps) {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const inputId = useId();

  const close = () => {
    setPin('');
    setError(null);
    onClose();
  };

  const press = (digit: string) => {
    setError(null);
    setPin((current) => (current.length < MAX_PIN_LENGTH ? current + digit : current));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!pin) {
      setError(t('desktop.staff.enterPin'));
      return;
    }
    setBusy(true);
    try {
      const result = await submit(pin);
      if (result.ok) setDone(true);
      else setError(pinError(result, t));
    } catch {
      setError(t('desktop.staff.checkFailed'));
    } finally {
      setPin('');
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} className="fixed inset-0 z-[80]">
      <div className="fixed inset-0 bg-black/80" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-sm rounded-2xl border border-gold/30 bg-night p-6 shadow-2xl">
          <DialogTitle className="font-display text-3xl tracking-wide text-gold">
            {t('desktop.staff.title')}
          </DialogTitle>
          {done ? (
            <p role="status" className="mt-4 text-sand">
              {t('desktop.staff.leaving')}
            </p>
          ) : (
            <form
              onSubmit={(event) => void onSubmit(event)}
              className="mt-4 flex flex-col gap-4"
              noValidate
            >
              <div>
                <label htmlFor={inputId} className="block text-sm font-semibold text-mist">
                  {t('desktop.staff.pin')}
                </label>
                <input
                  id={inputId}
                  type="password"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={MAX_PIN_LENGTH}
                  value={pin}
                  onChange={(event) => {
                    setError(null);
                    setPin(event.target.value.replace(/\D/g, '').slice(0, MAX_PIN_LENGTH));
                  }}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                  className="mt-1 min-h-12 w-full rounded-lg border border-line bg-ink px-4 text-center text-2xl tracking-[0.5em] text-sand"
                />
                <p
                  id={`${inputId}-error`}
                  role="alert"
                  className="mt-2 min-h-6 text-center font-semibold text-danger"
                >
                  {error}
                </p>
              </div>
              <div className="grid grid-cols-3 gap-3">
                {DIGITS.map((digit) => (
                  <Button
                    key={digit}
                    variant="secondary"
                    className={KEY_CLASS}
                    onClick={() => press(digit)}
                  >
                    {digit}
                  </Button>
                ))}
                <Button
                  variant="ghost"
                  className={KEY_CLASS}
                  onClick={() => {
                    setError(null);
                    setPin('');
                  }}
                >
                  {t('desktop.staff.clear')}
                </Button>
                <Button variant="secondary" className={KEY_CLASS} onClick={() => press('0')}>
                  0
                </Button>
                <Button
                  variant="ghost"
                  className={KEY_CLASS}
                  aria-label={t('desktop.staff.deleteDigit')}
                  onClick={() => setPin((current) => current.slice(0, -1))}
                >
                  <span aria-hidden="true">&#9003;</span>
                </Button>
              </div>
              <div className="flex gap-3">
                <Button variant="ghost" size="lg" className="flex-1" onClick={close}>
                  {t('desktop.staff.cancel')}
                </Button>
                <Button type="submit" size="lg" className="flex-1" disabled={busy}>
                  {t('desktop.staff.unlock')}
                </Button>
              </div>
            </form>
          )}
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
