import { TIERS, type Tier } from './enums.js';
import { meetsTier, RELEASE_DELAY_DAYS } from './tiers.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the release rule needs of an episode. */
export interface ReleaseSchedule {
  /** ISO time (or Date) of the release for the paid tiers; null: released from the start. */
  releaseAt: string | Date | null;
  requiredTier: Tier;
}

/** The tier a reader counts as: a signed-out visitor waits as FREE does. */
export const viewerTier = (tier: Tier | null | undefined): Tier => tier ?? 'FREE';

/**
 * When `tier` may read the episode: its release plus the tier's delay, or null when the tier is
 * below the episode's required tier (never, at that tier). The one home of the release rule.
 */
export function availableAt(episode: ReleaseSchedule, tier: Tier | null | undefined): Date | null {
  const reader = viewerTier(tier);
  if (!meetsTier(reader, episode.requiredTier)) return null;
  const release = episode.releaseAt === null ? 0 : new Date(episode.releaseAt).getTime();
  return new Date(release + RELEASE_DELAY_DAYS[reader] * DAY_MS);
}

/** Whether `tier` may read the episode at `now`. */
export function isAvailable(
  episode: ReleaseSchedule,
  tier: Tier | null | undefined,
  now: Date,
): boolean {
  const at = availableAt(episode, tier);
  return at !== null && at.getTime() <= now.getTime();
}

/** The lowest tier that reads the episode on its release day (no delay, at least requiredTier). */
export function releaseDayTier(episode: ReleaseSchedule): Tier | null {
  return (
    TIERS.find((tier) => meetsTier(tier, episode.requiredTier) && RELEASE_DELAY_DAYS[tier] === 0) ??
    null
  );
}

/** The lowest tier that may read the episode at `now`, or null when none may yet. */
function earliestTierAt(episode: ReleaseSchedule, now: Date): Tier | null {
  return TIERS.find((tier) => isAvailable(episode, tier, now)) ?? null;
}

/**
 * Where an episode stands for one reader at `now`:
 * - `out`: readable now;
 * - `early`: a higher tier reads it now, this reader at `availableAt` (or never, when null);
 * - `upcoming`: nobody reads it yet; this reader at `availableAt` (or never, when null).
 */
export type ReleaseStatus =
  | { kind: 'out' }
  | { kind: 'early'; earlyTier: Tier; availableAt: Date | null }
  | { kind: 'upcoming'; availableAt: Date | null; releaseAt: Date };

export function releaseStatus(
  episode: ReleaseSchedule,
  tier: Tier | null | undefined,
  now: Date,
): ReleaseStatus {
  if (isAvailable(episode, tier, now)) return { kind: 'out' };
  const at = availableAt(episode, tier);
  const earlyTier = earliestTierAt(episode, now);
  if (earlyTier) return { kind: 'early', earlyTier, availableAt: at };
  return {
    kind: 'upcoming',
    availableAt: at,
    releaseAt: new Date(episode.releaseAt === null ? 0 : new Date(episode.releaseAt).getTime()),
  };
}

export type CountdownUnit = 'day' | 'hour' | 'minute' | 'second';

/**
 * The time left until `target` in its two largest units: [[3, 'day'], [4, 'hour']],
 * [[2, 'hour'], [5, 'minute']], [[9, 'second']]; a second unit of 0 is left out; never below
 * [[0, 'second']]. The words are the reader's language's (the renderer's `formatCountdown`).
 */
export function countdownUnits(target: Date, now: Date): [number, CountdownUnit][] {
  const total = Math.max(0, Math.ceil((target.getTime() - now.getTime()) / 1000));
  const units: [number, CountdownUnit][] = [
    [Math.floor(total / 86_400), 'day'],
    [Math.floor((total % 86_400) / 3600), 'hour'],
    [Math.floor((total % 3600) / 60), 'minute'],
    [total % 60, 'second'],
  ];
  const first = units.findIndex(([value]) => value > 0);
  return first === -1
    ? [units[3]!]
    : units.slice(first, first + 2).filter(([value], i) => i === 0 || value > 0);
}

/** A group of tiers that read an episode at the same time. */
export interface ReleaseWindow {
  /** The tiers of the group, lowest first. */
  tiers: Tier[];
  at: Date;
}

/**
 * Who reads an episode when, by the release rule: the tiers that may read it, grouped by their
 * time (RELEASE_DELAY_DAYS), earliest first. E.g. SILVER, GOLD and PLATINUM at releaseAt, FREE
 * 7 days later; none below requiredTier.
 */
export function releaseWindows(episode: ReleaseSchedule): ReleaseWindow[] {
  const windows: ReleaseWindow[] = [];
  for (const tier of TIERS) {
    const at = availableAt(episode, tier);
    if (!at) continue;
    const same = windows.find((window) => window.at.getTime() === at.getTime());
    if (same) same.tiers.push(tier);
    else windows.push({ tiers: [tier], at });
  }
  return windows.sort((a, b) => a.at.getTime() - b.at.getTime());
}
