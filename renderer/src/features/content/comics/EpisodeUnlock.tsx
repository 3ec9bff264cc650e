import { useEffect } from 'react';
import type { Tier } from '@shared/enums';
import { dateTimeFormat } from '@shared/intl';
import { type ReleaseSchedule, releaseStatus } from '@shared/release';
import type { EpisodeLocked } from '@shared/schemas/episodes.schemas';
import { Button } from '../../../components/ui/Button';
import { useReminders, useToggleReminder } from './api/episodes.api';
import { useEdition, useTranslation } from '../../../lib/i18n';
import { EPISODES_NS } from '../../../lib/i18n/namespaces/episodes';
import { LOCALES } from '../../../lib/i18n/format';
import { releaseLabels } from './release-labels';
import { useNow } from './use-now';

/**
 * The tier gate in front of a locked episode: the tier that reads it now (early access), the
 * episode's required tier when the reader's tier never may, or null when nobody reads it yet.
 */
export function lockedGateTier(
  locked: EpisodeLocked,
  schedule: ReleaseSchedule | undefined,
  tier: Tier | null,
  now: Date,
): Tier | null {
  if (locked.availableAt === null) return locked.requiredTier;
  if (!schedule) return null;
  const status = releaseStatus(schedule, tier, now);
  return status.kind === 'early' ? status.earlyTier : null;
}

export interface EpisodeUnlockProps {
  slug: string;
  title: string;
  locked: EpisodeLocked;
  /** releaseAt and requiredTier, when known, for the early-access note. */
  schedule?: ReleaseSchedule;
  tier: Tier | null;
  signedIn: boolean;
  /** Called once the episode is out for this reader (the countdown reached zero). */
  onUnlocked: () => void;
  /** Shown on its own (an announced episode) rather than inside the tier gate. */
  standalone?: boolean;
}

/** When a locked episode unlocks for this reader, live, with "Remind me" for members. */
export function EpisodeUnlock({
  slug,
  title,
  locked,
  schedule,
  tier,
  signedIn,
  onUnlocked,
  standalone = false,
}: EpisodeUnlockProps) {
  const language = useEdition();
  const { t } = useTranslation(EPISODES_NS);
  const opensAt = locked.availableAt ? new Date(locked.availableAt) : null;
  const now = useNow(opensAt !== null);
  const out = opensAt !== null && now.getTime() >= opensAt.getTime();
  useEffect(() => {
    if (out) onUnlocked();
  }, [out, onUnlocked]);
  const labels = releaseLabels(
    schedule ?? { releaseAt: locked.availableAt, requiredTier: locked.requiredTier },
    tier,
    now,
    language,
  );
  const reminders = useReminders(signedIn);
  const toggle = useToggleReminder();
  const reminded = (reminders.data ?? []).some((reminder) => reminder.slug === slug);

  const body = (
    <div className="mt-6 space-y-2" data-testid="episode-unlock">
      <p className="text-2xl font-bold text-gold" aria-live="polite">
        {labels.headline}
      </p>
      {opensAt && (
        <p className="text-sand">
          {t('unlocksOn', {
            date: dateTimeFormat(LOCALES[language], {
              dateStyle: 'full',
              timeStyle: 'short',
            }).format(opensAt),
          })}
        </p>
      )}
      {labels.note && <p className="text-sm text-pearl">{labels.note}</p>}
      {signedIn && opensAt && (
        <Button
          variant="secondary"
          className="mt-3"
          aria-pressed={reminded}
          disabled={toggle.isPending}
          onClick={() => toggle.mutate({ slug, on: !reminded })}
        >
          {reminded ? t('reminderSet') : t('remindMe')}
        </Button>
      )}
    </div>
  );
  if (!standalone) return body;
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-display text-5xl tracking-wide text-gold">{title}</h1>
      {body}
    </section>
  );
}
