import type { Tier } from '@shared/enums';
import { isAvailable } from '@shared/release';
import { DUBAI_ARC } from '@shared/content/server-episodes';
import {
  useCalendarLink,
  useReminders,
  useServerEpisodes,
  useToggleReminder,
} from './api/episodes.api';
import { CalendarSubscribe } from './CalendarSubscribe';
import { EpisodeCard } from './EpisodeCard';
import { useTranslation } from '../../../lib/i18n';
import { EPISODES_NS } from '../../../lib/i18n/namespaces/episodes';
import { RELEASE_DELAY_DAYS } from '@shared/tiers';
import { useNow } from './use-now';

const PUBLIC_CALENDAR = `/api/episodes/calendar.ics?arc=${encodeURIComponent(DUBAI_ARC)}`;

/**
 * The published server episodes, part of the comics catalogue: each card counts down to the time
 * the episode is out for this reader and flips to "Out now" without a reload.
 */
export function EpisodeShelf({ tier, signedIn }: { tier: Tier | null; signedIn: boolean }) {
  const { t } = useTranslation(EPISODES_NS);
  const { data: episodes = [] } = useServerEpisodes();
  const waiting = episodes.some((episode) => !isAvailable(episode, tier, new Date()));
  const now = useNow(waiting);
  const reminders = useReminders(signedIn);
  const toggle = useToggleReminder();
  const calendar = useCalendarLink(signedIn);
  if (episodes.length === 0) return null;
  const reminded = new Set((reminders.data ?? []).map((reminder) => reminder.slug));
  return (
    <section aria-labelledby="new-episodes" className="mt-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="new-episodes" className="font-display text-4xl tracking-wide text-gold">
            {t('shelfHeading')}
          </h2>
          <p className="mt-2 max-w-2xl text-mist">
            {t('shelfIntro', { count: RELEASE_DELAY_DAYS.FREE })}
          </p>
        </div>
        <CalendarSubscribe
          path={signedIn && calendar.data ? calendar.data.path : PUBLIC_CALENDAR}
          label={signedIn ? t('myCalendar') : t('addToCalendar')}
        />
      </div>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="episode-grid">
        {episodes.map((episode) => (
          <li key={episode.id}>
            <EpisodeCard
              episode={episode}
              tier={tier}
              now={now}
              reminder={
                signedIn
                  ? {
                      on: reminded.has(episode.slug),
                      pending: toggle.isPending,
                      toggle: () =>
                        toggle.mutate({ slug: episode.slug, on: !reminded.has(episode.slug) }),
                    }
                  : undefined
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
