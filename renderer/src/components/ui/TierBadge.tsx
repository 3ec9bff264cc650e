import { useTranslation } from '../../lib/i18n';
import type { Tier } from '@shared/enums';

/** SILVER grey, GOLD yellow, PLATINUM purple, others light grey. */
const TIER_COLOURS: Record<Tier, string> = {
  FREE: 'bg-slate-200 text-slate-900',
  SILVER: 'bg-slate-400 text-slate-950',
  GOLD: 'bg-yellow-400 text-yellow-950',
  PLATINUM: 'bg-purple-400 text-purple-950',
};

const tierBadgeClass = (tier: Tier) => TIER_COLOURS[tier] ?? TIER_COLOURS.FREE;

export function TierBadge({ tier }: { tier: Tier }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="tier-badge"
      className={`inline-flex rounded-full px-3 py-1 text-xs font-bold tracking-wider ${tierBadgeClass(tier)}`}
    >
      {t(`tier.name.${tier}`)}
    </span>
  );
}
