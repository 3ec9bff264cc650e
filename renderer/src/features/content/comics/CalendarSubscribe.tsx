import { useId, useState } from 'react';
import { useToast } from '../../../components/toast/toast.atoms';
import { useTranslation } from '../../../lib/i18n';
import { EPISODES_NS } from '../../../lib/i18n/namespaces/episodes';

/** The feed's address for a calendar app: `webcal:` opens the app's subscribe dialog. */
export const webcalUrl = (url: string): string => url.replace(/^https?:/, 'webcal:');

const actionClass =
  'inline-flex min-h-11 items-center rounded-lg border border-line px-3 py-2 font-semibold text-pearl hover:border-gold';

/**
 * The release calendar: a button that opens the ways to follow it — subscribe (`webcal:`, which
 * stays up to date), copy the link for apps that take a URL, download the file — and one line per
 * platform on how to add it.
 */
export function CalendarSubscribe({ path, label }: { path: string; label: string }) {
  const { t } = useTranslation(EPISODES_NS);
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const panel = useId();
  // Only rendered in the browser (the episode shelf comes from the API), so the origin is known.
  const url = typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
  const copy = () =>
    navigator.clipboard
      .writeText(url)
      .then(() => toast({ title: t('calendar.copied') }))
      .catch(() => toast({ title: t('calendar.copyFailed'), variant: 'destructive' }));
  return (
    <div className="text-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((value) => !value)}
        className="font-semibold text-pearl underline-offset-4 hover:underline"
      >
        {label}
      </button>
      {open && (
        <div
          id={panel}
          data-testid="calendar-panel"
          className="mt-3 max-w-md rounded-xl border border-line bg-night p-4"
        >
          <div className="flex flex-wrap gap-2">
            <a href={webcalUrl(url)} className={actionClass}>
              {t('calendar.subscribe')}
            </a>
            <button type="button" onClick={() => void copy()} className={actionClass}>
              {t('calendar.copy')}
            </button>
            <a href={path} download="abtal-releases.ics" className={actionClass}>
              {t('calendar.download')}
            </a>
          </div>
          <label className="mt-3 block text-mist">
            {t('calendar.link')}
            <input
              readOnly
              value={url}
              dir="ltr"
              onFocus={(event) => event.currentTarget.select()}
              className="mt-1 block w-full rounded-lg border border-line bg-ink px-2 py-1.5 text-sand"
            />
          </label>
          <h3 className="mt-3 font-semibold text-sand">{t('calendar.howTo')}</h3>
          <ul className="mt-1 list-disc space-y-1 ps-5 text-mist">
            <li>{t('calendar.apple')}</li>
            <li>{t('calendar.google')}</li>
            <li>{t('calendar.outlook')}</li>
          </ul>
          <p className="mt-2 text-mist">{t('calendar.updates')}</p>
        </div>
      )}
    </div>
  );
}
