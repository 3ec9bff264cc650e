import type { TFunction } from 'i18next';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { i18nFor } from '../../lib/i18n';
import { formatNumber } from '../../lib/i18n/format';
import { OFFLINE_NS } from '../../lib/i18n/namespaces/offline';
import type { Language } from '../../lib/language';
import {
  isComplete,
  keepShell,
  offlineSupported,
  readSaved,
  registerReaderWorker,
  removeSaved,
  saveComic,
  type ComicToSave,
  type SavedComic,
} from '../offline/offline-store';
import { useReaderText } from './use-reader-text';

function useOfflineText(): TFunction<'offline'> {
  const { language } = useReaderText();
  return useMemo(() => i18nFor(language).getFixedT(language, OFFLINE_NS), [language]);
}

/** A size in bytes, kilobytes or megabytes, in the edition's digits. */
function sizeText(bytes: number, language: Language, t: TFunction<'offline'>): string {
  const [value, unit] =
    bytes >= 1_000_000
      ? [Math.round(bytes / 100_000) / 10, 'MB' as const]
      : bytes >= 1000
        ? [Math.round(bytes / 1000), 'kB' as const]
        : [bytes, 'B' as const];
  return t('size', { value: formatNumber(value, language), unit: t(`units.${unit}`) });
}

type Status = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * "Save for offline" in the reader's menu: saves the open comic (pages, panel data, the
 * episode's answer) with the reader itself, shows its size once saved and removes it; and
 * "Saved comics", the list of every comic saved in this browser. Not offered where saving cannot
 * work (no service workers; the desktop app, which saves comics its own way).
 */
export function SaveOffline({ comic }: { comic: ComicToSave }) {
  const t = useOfflineText();
  const { language } = useReaderText();
  const [supported, setSupported] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [bytes, setBytes] = useState(0);
  const [listOpen, setListOpen] = useState(false);
  const { comicId, files } = comic;

  useEffect(() => {
    if (!offlineSupported()) return;
    setSupported(true);
    const saved = readSaved().find((item) => item.comicId === comicId);
    if (readSaved().length) {
      // A new deployment's worker, and this version's copy of the reader.
      void registerReaderWorker()
        .then(keepShell)
        .catch(() => undefined);
    }
    if (!saved) return;
    void isComplete(comicId, files).then((complete) => {
      if (complete) {
        setStatus('saved');
        setBytes(saved.bytes);
      }
    });
  }, [comicId, files]);

  const save = useCallback(() => {
    setStatus('saving');
    saveComic(comic).then(
      (saved) => {
        setBytes(saved.bytes);
        setStatus('saved');
      },
      () => setStatus('failed'),
    );
  }, [comic]);
  const remove = useCallback(() => {
    void removeSaved(comicId).then(() => setStatus('idle'));
  }, [comicId]);

  if (!supported) return null;
  return (
    <>
      {status === 'saved' ? (
        <>
          <p className="text-sm text-sand" data-testid="offline-saved">
            {t('saved', { size: sizeText(bytes, language, t) })}
          </p>
          <Button variant="secondary" size="sm" onClick={remove}>
            {t('remove')}
          </Button>
        </>
      ) : (
        <Button variant="secondary" size="sm" onClick={save} disabled={status === 'saving'}>
          {status === 'saving' ? t('saving') : t('save')}
        </Button>
      )}
      <Button variant="secondary" size="sm" onClick={() => setListOpen(true)}>
        {t('list')}
      </Button>
      {status === 'failed' && (
        <p role="alert" className="basis-full text-sm text-sand">
          {t('failed')}
        </p>
      )}
      {listOpen && (
        <SavedList
          onClose={() => setListOpen(false)}
          onRemoved={(id) => id === comicId && setStatus('idle')}
        />
      )}
    </>
  );
}

/** Every comic saved in this browser, its size, a link to read it and a button to remove it. */
function SavedList({
  onClose,
  onRemoved,
}: {
  onClose: () => void;
  onRemoved: (comicId: string) => void;
}) {
  const t = useOfflineText();
  const { language, dir } = useReaderText();
  const [list, setList] = useState<SavedComic[]>(() => readSaved());
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    close.current?.focus();
    return () => previous?.focus?.();
  }, []);
  const remove = (comicId: string) => {
    void removeSaved(comicId).then(() => {
      setList(readSaved());
      onRemoved(comicId);
    });
  };
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-ink/80 p-4" dir={dir}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="offline-list-title"
        className="max-h-full w-full max-w-lg overflow-auto rounded-xl border border-line bg-night p-5 text-start"
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          event.stopPropagation();
          onClose();
        }}
      >
        <h2 id="offline-list-title" className="font-display text-2xl tracking-wide text-gold">
          {t('listTitle')}
        </h2>
        <p className="mt-1 text-sm text-mist">{t('listHint')}</p>
        {list.length === 0 ? (
          <p className="mt-4 text-sand">{t('empty')}</p>
        ) : (
          <ul className="mt-4 flex flex-col gap-2" data-testid="offline-list">
            {list.map((item) => (
              <li key={item.comicId} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="min-w-0 flex-1 font-semibold text-sand">{item.title}</span>
                <span className="text-sm text-mist">{sizeText(item.bytes, language, t)}</span>
                <a href={item.reader} className="text-sm text-gold underline underline-offset-4">
                  {t('read')}
                </a>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('removeComic', { title: item.title })}
                  onClick={() => remove(item.comicId)}
                >
                  {t('remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-5 flex justify-end">
          <Button ref={close} variant="secondary" size="sm" onClick={onClose}>
            {t('close')}
          </Button>
        </div>
      </div>
    </div>
  );
}
