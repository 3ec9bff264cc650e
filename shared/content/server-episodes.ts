import type { Tier } from '../enums.js';

/** The Guardians of Dubai series: episode 001 is bundled, the next episodes come from the server. */
export const DUBAI_ARC = 'Guardians of Dubai';

/** An episode that lives only on the server: its pages come from shared/content/episode-script.json. */
export interface ServerEpisodeSeed {
  slug: string;
  title: string;
  description: string;
  arc: string;
  heroId: string | null;
  requiredTier: Tier;
  /** Release for the paid tiers, in days from the database's first start (negative: before it). */
  releaseOffsetDays: number;
}

export const SERVER_EPISODES: readonly ServerEpisodeSeed[] = [
  {
    slug: 'dubai-guardians-002',
    title: 'Guardians of Dubai: Episode 002',
    description:
      'Every light on the Dubai Metro goes out at once. In the dark tunnels, Al-Noor finds eyes that fear her glow, and Saqr Dubai names the shadow behind them.',
    arc: DUBAI_ARC,
    heroId: 'fahd',
    requiredTier: 'FREE',
    releaseOffsetDays: -2,
  },
  {
    slug: 'dubai-guardians-003',
    title: 'Guardians of Dubai: Episode 003',
    description:
      'The sea off Jumeirah turns black at noon. Saqr Dubai climbs to catch the sun itself, so that Al-Noor can drive the Eclipse back into the deep.',
    arc: DUBAI_ARC,
    heroId: 'fahd',
    requiredTier: 'FREE',
    releaseOffsetDays: 5,
  },
];

/** Site path of a page image of a server episode (served by the API by the release rule). */
export const serverEpisodePage = (slug: string, page: number) =>
  `/api/episodes/${slug}/pages/${page}`;
/** Site path of a server episode's cover (shown to everyone). */
export const serverEpisodeCover = (slug: string) => `/api/episodes/${slug}/cover`;
