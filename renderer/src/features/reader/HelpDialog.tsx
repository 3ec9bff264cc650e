import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/Button';
import {
  READER_GESTURES,
  READER_KEYS,
  READER_POINTER,
  type GestureMeaning,
  type KeyAction,
} from './reader-keys';
import { turnFor, type ReadingDirection } from './reader-logic';
import { useReaderText, type ReaderText } from './use-reader-text';

const commandText = (
  t: ReaderText['t'],
  command: KeyAction | GestureMeaning,
  direction: ReadingDirection,
): string =>
  command === 'left' || command === 'right'
    ? t(`actions.${turnFor(command, direction)}`)
    : t(`actions.${command}`);

function Table({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-start text-sm">
      {rows.map(([name, text]) => (
        <div key={name} className="contents">
          <dt className="font-semibold text-sand">{name}</dt>
          <dd className="text-mist">{text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Every key and gesture of the reader, from the same tables the handlers use. */
export function HelpDialog({
  direction,
  onClose,
}: {
  direction: ReadingDirection;
  onClose: () => void;
}) {
  const close = useRef<HTMLButtonElement>(null);
  const { t } = useReaderText();
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    close.current?.focus();
    return () => previous?.focus?.();
  }, []);

  return (
    <div className="absolute inset-0 z-20 flex items-center justify-center bg-ink/80 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="reader-help-title"
        onKeyDown={(event) => {
          if (event.key === 'Escape' || event.key === '?') {
            event.preventDefault();
            event.stopPropagation();
            onClose();
          }
        }}
        className="max-h-full w-full max-w-lg overflow-y-auto rounded-2xl border border-line bg-night p-6"
      >
        <h2 id="reader-help-title" className="font-display text-2xl tracking-wide text-gold">
          {t('help')}
        </h2>
        <h3 className="mt-4 mb-2 font-semibold text-pearl">{t('keysHeading')}</h3>
        <Table
          rows={[
            ...READER_KEYS.map((binding): [string, string] => [
              t(`keys.${binding.name}`),
              commandText(t, binding.command, direction),
            ]),
            ...READER_POINTER.map((entry): [string, string] => [
              t(`keys.${entry.name}`),
              t(`actions.${entry.meaning}`),
            ]),
          ]}
        />
        <h3 className="mt-4 mb-2 font-semibold text-pearl">{t('gesturesHeading')}</h3>
        <Table
          rows={READER_GESTURES.map((gesture) => [
            t(`gestures.${gesture.name}`),
            commandText(t, gesture.meaning, direction),
          ])}
        />
        <div className="mt-6 flex justify-end">
          <Button ref={close} variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
        </div>
      </div>
    </div>
  );
}
