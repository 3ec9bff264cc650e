import type { Tier } from '@shared/enums';
import {
  availableAt,
  countdownUnits,
  releaseDayTier,
  type ReleaseSchedule,
  releaseStatus,
  viewerTier,
} from '@shared/release';
import { RELEASE_DELAY_DAYS } from '@shared/tiers';
import { i18nFor } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/format';
import { EPISODES_NS } from '../../../lib/i18n/namespaces/episodes';
import type { Language } from '../../../lib/language';

export interface ReleaseLabels {
  /** "Out now", "Free in 3 days 4 hours", "Out in 5 days", "For GOLD and above". */
  headline: string;
  /** "Early access for SILVER and above" while (or before) only higher tiers read it. */
  note?: string;
  /** Readable by this reader at `now`. */
  out: boolean;
  /** When it unlocks for this reader (null: never at their tier). */
  opensAt: Date | null;
}

/** The time left until `target` in two units, in the reader's language: "3 days 4 hours", "يومان و3 ساعات". */
export function formatCountdown(target: Date, now: Date, language: Language = 'en'): string {
  const t = i18nFor(language).getFixedT(language, EPISODES_NS);
  const [first, second] = countdownUnits(target, now).map(([count, unit]) =>
    t(`countdown.${unit}`, { count, number: formatNumber(count, language) }),
  );
  return second === undefined ? first! : t('countdown.pair', { first, second });
}

/** What a card and the reader say about an episode to one reader (null tier: a visitor) at `now`. */
export function releaseLabels(
  episode: ReleaseSchedule,
  tier: Tier | null,
  now: Date,
  language: Language = 'en',
): ReleaseLabels {
  const t = i18nFor(language).getFixedT(language, EPISODES_NS);
  const status = releaseStatus(episode, tier, now);
  const opensAt = availableAt(episode, tier);
  if (status.kind === 'out') return { headline: t('outNow'), out: true, opensAt };
  const early = releaseDayTier(episode);
  const waits = RELEASE_DELAY_DAYS[viewerTier(tier)] > 0;
  const headline = !opensAt
    ? t('onlyFor', { tier: t(`tiers.${episode.requiredTier}`) })
    : t(waits ? 'freeIn' : 'outIn', { countdown: formatCountdown(opensAt, now, language) });
  const showsEarly = early && opensAt && waits && early !== viewerTier(tier);
  return {
    headline,
    note: showsEarly ? t('earlyAccess', { tier: t(`tiers.${early}`) }) : undefined,
    out: false,
    opensAt,
  };
}
