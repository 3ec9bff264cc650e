import type { DataSource } from 'typeorm';
import {
  COMICS,
  DUBAI_GUARDIANS_EPISODE,
  DUBAI_GUARDIANS_ID,
} from '../../../shared/content/comics.js';
import episodeScript from '../../../shared/content/episode-script.json' with { type: 'json' };
import {
  SERVER_EPISODES,
  serverEpisodeCover,
  serverEpisodePage,
} from '../../../shared/content/server-episodes.js';
import { comicPageImagePath } from '../../../shared/content/page-image.js';
import type { Tier } from '../../../shared/enums.js';
import type { EpisodePage } from '../../../shared/schemas/content.schemas.js';

interface EpisodeSeed {
  slug: string;
  title: string;
  description: string;
  arc: string;
  heroId: string | null;
  pageCount: number;
  published: boolean;
  featured: boolean;
  releaseAt: string;
}

/** Pages per comic, as the bundled comic content has them. */
const PAGE_COUNTS: Record<string, number> = {
  'origins-1': 6,
  'guardians-2': 4,
  'mars-chronicles-3': 0,
  'jalal-origins': 5,
  'nazra-origins': 3,
  'unity-crossover': 4,
  [DUBAI_GUARDIANS_ID]: 7,
};

const ARCS: Record<string, { arc: string; heroId: string | null; releaseAt: string }> = {
  'origins-1': { arc: 'Phase 1: The Foundation', heroId: null, releaseAt: '2025-01-15T00:00:00Z' },
  'jalal-origins': {
    arc: 'Phase 1: The Foundation',
    heroId: 'jalal',
    releaseAt: '2025-02-01T00:00:00Z',
  },
  'nazra-origins': {
    arc: 'Phase 1: The Foundation',
    heroId: 'nazra',
    releaseAt: '2025-02-15T00:00:00Z',
  },
  'guardians-2': { arc: 'Guardians United', heroId: null, releaseAt: '2025-03-01T00:00:00Z' },
  'unity-crossover': { arc: 'The Eclipse', heroId: null, releaseAt: '2025-04-01T00:00:00Z' },
  'mars-chronicles-3': {
    arc: 'Beyond the Sky',
    heroId: 'fahd',
    releaseAt: '2025-12-01T00:00:00Z',
  },
};

const EPISODES: EpisodeSeed[] = [
  ...COMICS.map((comic) => ({
    slug: comic.id,
    title: comic.title,
    description: comic.description,
    arc: ARCS[comic.id]?.arc ?? 'Phase 1: The Foundation',
    heroId: ARCS[comic.id]?.heroId ?? null,
    pageCount: PAGE_COUNTS[comic.id] ?? 0,
    published: comic.available,
    featured: false,
    releaseAt: ARCS[comic.id]?.releaseAt ?? '2025-01-01T00:00:00Z',
  })),
  {
    slug: DUBAI_GUARDIANS_ID,
    ...DUBAI_GUARDIANS_EPISODE,
    arc: 'Guardians of Dubai',
    heroId: 'fahd',
    pageCount: PAGE_COUNTS[DUBAI_GUARDIANS_ID],
    published: true,
    featured: true,
    releaseAt: '2025-05-01T00:00:00Z',
  },
];

const episodePages = (slug: string, count: number): EpisodePage[] =>
  Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    image: comicPageImagePath(slug, index + 1),
  }));

const DAY_MS = 24 * 60 * 60 * 1000;
const SCRIPT: Record<string, { pages: { text: string }[] }[] | undefined> = episodeScript;

/** The pages of a server episode: images behind the API's release rule, words from the script. */
const serverEpisodePages = (slug: string): EpisodePage[] =>
  (SCRIPT[slug] ?? [])
    .flatMap((chapter) => chapter.pages)
    .map((page, index) => ({
      number: index + 1,
      image: serverEpisodePage(slug, index + 1),
      text: page.text,
    }));

interface EpisodeRow {
  slug: string;
  title: string;
  description: string;
  arc: string;
  heroId: string | null;
  coverImage: string;
  pages: EpisodePage[];
  requiredTier: Tier;
  releaseAt: string;
  featured: boolean;
  published: boolean;
}

/** Inserts an episode unless its slug exists (a seed never overwrites what is stored). */
async function insertEpisode(dataSource: DataSource, row: EpisodeRow): Promise<void> {
  await dataSource.query(
    `INSERT INTO episodes
       (slug, title, description, arc, hero_id, cover_image, pages, required_tier,
        release_at, featured, published)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11)
     ON CONFLICT (slug) DO NOTHING`,
    [
      row.slug,
      row.title,
      row.description,
      row.arc,
      row.heroId,
      row.coverImage,
      JSON.stringify(row.pages),
      row.requiredTier,
      row.releaseAt,
      row.featured,
      row.published,
    ],
  );
}

/** The bundled comics and the Guardians of Dubai episodes, as episodes; existing slugs are left alone. */
export async function seedEpisodes(dataSource: DataSource): Promise<void> {
  for (const { pageCount, ...episode } of EPISODES) {
    await insertEpisode(dataSource, {
      ...episode,
      coverImage: `/art/covers/${episode.slug}.svg`,
      pages: episodePages(episode.slug, pageCount),
      requiredTier: 'FREE',
    });
  }
  // The episodes that live only on the server, released relative to the first start: on a fresh
  // database one is in its paid-tier window and one is announced. Whole minutes: calendars and
  // countdowns show no stray seconds.
  const firstStart = Math.floor(Date.now() / 60_000) * 60_000;
  for (const { releaseOffsetDays, ...episode } of SERVER_EPISODES) {
    await insertEpisode(dataSource, {
      ...episode,
      coverImage: serverEpisodeCover(episode.slug),
      pages: serverEpisodePages(episode.slug),
      releaseAt: new Date(firstStart + releaseOffsetDays * DAY_MS).toISOString(),
      featured: false,
      published: true,
    });
  }
}
