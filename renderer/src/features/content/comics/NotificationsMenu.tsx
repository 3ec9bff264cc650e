import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { episodeWords } from '@shared/content/server-episodes';
import { dateTimeFormat } from '@shared/intl';
import type { Reminder } from '@shared/schemas/episodes.schemas';
import { useEdition, useTranslation } from '../../../lib/i18n';
import { LOCALES } from '../../../lib/i18n/format';
import { EPISODES_NS } from '../../../lib/i18n/namespaces/episodes';
import { Link } from '../../../lib/links';
import { useReminders, useToggleReminder } from './api/episodes.api';

const itemClass = 'flex items-start justify-between gap-3 rounded-lg px-3 py-2';

/**
 * The header's notifications for a signed-in member: each "Remind me" episode, unlocked ones
 * first (kept until the member opens them), then the ones still waiting with their unlock time
 * in the member's own time zone. Opening an unlocked one reads it and uses the reminder up.
 */
export default function NotificationsMenu() {
  const { t } = useTranslation(EPISODES_NS);
  const language = useEdition();
  const { data: reminders = [] } = useReminders(true);
  const forget = useToggleReminder();
  const unlocked = reminders.filter((reminder) => reminder.available);
  const waiting = reminders.filter((reminder) => !reminder.available && reminder.availableAt);
  const title = (reminder: Reminder) => episodeWords(reminder, language).title;
  const when = (iso: string) =>
    dateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  return (
    <Popover className="relative">
      <PopoverButton
        data-testid="notifications-button"
        aria-label={
          unlocked.length
            ? t('notifications.buttonNew', { count: unlocked.length })
            : t('notifications.button')
        }
        className="relative flex h-11 w-11 items-center justify-center rounded-full text-sand hover:bg-white/5"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="22"
          height="22"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {unlocked.length > 0 && (
          <span
            aria-hidden="true"
            className="absolute end-1 top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-gold px-1 text-xs font-bold text-ink"
          >
            {unlocked.length}
          </span>
        )}
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        className="z-50 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-xl border border-line bg-night p-2 text-sm shadow-xl"
      >
        {({ close }) => (
          <section aria-labelledby="notifications-heading">
            <h2 id="notifications-heading" className="px-3 py-2 font-bold text-sand">
              {t('notifications.heading')}
            </h2>
            {reminders.length === 0 ? (
              <p className="px-3 pb-2 text-mist">{t('notifications.empty')}</p>
            ) : (
              <ul data-testid="notifications-list">
                {unlocked.map((reminder) => (
                  <li key={reminder.slug}>
                    <Link
                      to={`/comics/reader/${encodeURIComponent(reminder.slug)}`}
                      onClick={() => {
                        forget.mutate({ slug: reminder.slug, on: false });
                        close();
                      }}
                      className={`${itemClass} text-sand hover:bg-white/10`}
                    >
                      <span>{t('notifications.unlocked', { title: title(reminder) })}</span>
                      <span className="shrink-0 font-semibold text-gold">
                        {t('notifications.open')}
                      </span>
                    </Link>
                  </li>
                ))}
                {waiting.map((reminder) => (
                  <li key={reminder.slug} className={`${itemClass} text-mist`}>
                    <span>
                      {t('notifications.waiting', {
                        title: title(reminder),
                        date: when(reminder.availableAt ?? ''),
                      })}
                    </span>
                    <button
                      type="button"
                      onClick={() => forget.mutate({ slug: reminder.slug, on: false })}
                      aria-label={t('notifications.forget', { title: title(reminder) })}
                      className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full hover:bg-white/10"
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </PopoverPanel>
    </Popover>
  );
}
