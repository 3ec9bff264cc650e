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
  /** The Arabic edition's words for the episode. */
  ar: { title: string; description: string; arc: string };
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
    ar: {
      title: 'حرّاس دبي: الحلقة 002',
      description:
        'تنطفئ كل أضواء مترو دبي دفعةً واحدة. في الأنفاق المظلمة تجد النور عيونًا تخشى ضياءها، ويكشف صقر دبي اسم الظلّ الذي يقف وراءها.',
      arc: 'حرّاس دبي',
    },
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
    ar: {
      title: 'حرّاس دبي: الحلقة 003',
      description:
        'يسودّ البحر قبالة جميرا في وضح النهار. يصعد صقر دبي ليمسك بالشمس نفسها، كي تتمكّن النور من ردّ الكسوف إلى الأعماق.',
      arc: 'حرّاس دبي',
    },
  },
];

/** Site path of a page image of a server episode (served by the API by the release rule). */
export const serverEpisodePage = (slug: string, page: number) =>
  `/api/episodes/${slug}/pages/${page}`;
/** Site path of a server episode's cover (shown to everyone). */
export const serverEpisodeCover = (slug: string) => `/api/episodes/${slug}/cover`;

/**
 * A server episode's page words for an edition: its own language's, the other's only when the
 * page has none in its own (`textLang` says which).
 */
export function pageWords(
  page: { text?: string; textAr?: string },
  language: 'en' | 'ar',
): { text: string; textLang: 'en' | 'ar' } {
  const [own, other] = language === 'ar' ? [page.textAr, page.text] : [page.text, page.textAr];
  if (own) return { text: own, textLang: language };
  return { text: other ?? '', textLang: language === 'ar' ? 'en' : 'ar' };
}

/** An episode's words in the reader's language (the server's English when no translation is known). */
export function episodeWords<
  T extends {
    slug: string;
    title: string;
    titleAr?: string | null;
    descriptionAr?: string | null;
    arc?: string | null;
    arcAr?: string | null;
  },
>(episode: T, language: 'en' | 'ar'): T {
  if (language !== 'ar') return episode;
  if (episode.titleAr)
    return {
      ...episode,
      title: episode.titleAr,
      description: episode.descriptionAr ?? '',
      ...(episode.arcAr ? { arc: episode.arcAr } : {}),
    };
  const seed = SERVER_EPISODES.find((item) => item.slug === episode.slug);
  return seed ? { ...episode, ...seed.ar } : episode;
}
