import { z } from 'zod';
import type { Tier } from '../enums.js';

export interface ComicReadCount {
  comicId: string;
  count: number;
}

/** The most pages an episode may have; bounds the progress a client can report. */
export const MAX_EPISODE_PAGES = 500;

const pageNumber = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(MAX_EPISODE_PAGES, `${label} must be at most ${MAX_EPISODE_PAGES}`);

export const readingProgressSchema = z
  .object({
    currentPage: pageNumber('Current page'),
    totalPages: pageNumber('Total pages'),
  })
  .refine((value) => value.currentPage <= value.totalPages, {
    path: ['currentPage'],
    message: 'Current page cannot be after the last page',
  });
export type ReadingProgressInput = z.input<typeof readingProgressSchema>;
export type ReadingProgressBody = z.output<typeof readingProgressSchema>;

export interface EpisodePage {
  number: number;
  /** Site path of the page artwork. */
  image: string;
}

/** An episode as lists show it: everything but the pages. */
export interface EpisodeSummary {
  id: string;
  /** The comic id the reader and the read counter use, e.g. "origins-1". */
  slug: string;
  title: string;
  description: string | null;
  arc: string | null;
  heroId: string | null;
  coverImage: string | null;
  requiredTier: Tier;
  releaseAt: string | null;
  lockUntil: string | null;
  readCount: number;
  featured: boolean;
  pageCount: number;
}

export interface Episode extends EpisodeSummary {
  pages: EpisodePage[];
}

/** Where a signed-in reader is in one episode. */
export interface ReadingProgress {
  slug: string;
  currentPage: number;
  totalPages: number;
  completed: boolean;
  lastReadAt: string;
}
