import type { Tier } from '@shared/enums';
import type { EpisodeSummary } from '@shared/schemas/content.schemas';
import { Button, buttonClass } from '../../../components/ui/Button';
import { episodeWords } from '@shared/content/server-episodes';
import { useEdition, useTranslation } from '../../../lib/i18n';
import { EPISODES_NS } from '../../../lib/i18n/namespaces/episodes';
import { Link } from '../../../lib/links';
import { releaseLabels } from './release-labels';

export interface EpisodeCardProps {
  episode: EpisodeSummary;
  /** The reader's tier; null for a signed-out visitor (who waits as FREE does). */
  tier: Tier | null;
  now: Date;
  /** Signed-in members only: whether a reminder is set, and how to toggle it. */
  reminder?: { on: boolean; pending: boolean; toggle: () => void };
}

/** A server episode in the catalogue: cover, words, and when it is out for this reader. */
export function EpisodeCard({ episode: given, tier, now, reminder }: EpisodeCardProps) {
  const language = useEdition();
  const { t } = useTranslation(EPISODES_NS);
  const episode = episodeWords(given, language);
  const labels = releaseLabels(episode, tier, now, language);
  const to = `/comics/reader/${encodeURIComponent(episode.slug)}`;
  return (
    <article
      data-testid="episode-card"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-night transition-colors hover:border-gold/50"
    >
      {episode.coverImage && (
        <img
          src={episode.coverImage}
          alt={t('cover', { title: episode.title })}
          width={600}
          height={900}
          loading="lazy"
          decoding="async"
          className={`aspect-[2/3] h-auto w-full object-cover ${labels.out ? '' : 'opacity-80'}`}
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs font-semibold tracking-[0.2em] text-pearl uppercase">
            {episode.arc}
          </p>
          <span
            data-testid="release-status"
            aria-live="polite"
            className={`rounded-full px-3 py-1 text-xs font-bold tracking-wider ${
              labels.out ? 'bg-gold text-ink' : 'bg-pearl text-ink'
            }`}
          >
            {labels.headline}
          </span>
        </div>
        <h3 className="mt-1 font-display text-2xl tracking-wide text-sand">{episode.title}</h3>
        {labels.note && <p className="mt-1 text-sm font-semibold text-gold">{labels.note}</p>}
        <p className="mt-2 flex-1 text-sm text-mist">{episode.description}</p>
        <div className="mt-5 flex flex-col gap-2">
          <Link
            to={to}
            className={buttonClass(labels.out ? 'primary' : 'secondary', 'md', 'w-full')}
          >
            {labels.out ? t('readNow') : t('seeWhen')}
            <span className="sr-only">: {episode.title}</span>
          </Link>
          {!labels.out && reminder && (
            <Button
              variant="ghost"
              className="w-full"
              aria-pressed={reminder.on}
              disabled={reminder.pending}
              onClick={reminder.toggle}
            >
              {reminder.on ? t('reminderSet') : t('remindMe')}
              <span className="sr-only">: {episode.title}</span>
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
