import { z } from 'zod';
import { TIERS } from '../enums.js';

export { comicReadCountSchema, type ComicReadCount } from './comic-reads.schemas.js';

/** Path parameters: a comic (`origins-1`) or an episode slug (`dubai-guardians`). */
export const comicParamsSchema = z.object({ comicId: z.string().meta({ example: 'origins-1' }) });
export const episodeParamsSchema = z.object({
  slug: z.string().meta({ example: 'dubai-guardians' }),
});

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
  })
  // JSON Schema cannot compare two fields: the rule is stated for readers and for the contract test.
  .meta({
    description: 'currentPage must not be greater than totalPages',
    'x-rules': ['currentPage <= totalPages'],
  });
export type ReadingProgressInput = z.input<typeof readingProgressSchema>;
export type ReadingProgressBody = z.output<typeof readingProgressSchema>;

export const episodePageSchema = z.object({
  number: z.number().int(),
  /** Site path of the page artwork. */
  image: z.string(),
  /** The page's words, for readers who cannot see the artwork. */
  text: z.string().optional(),
  /** The same in Arabic, where the page has it (the Arabic edition shows it first). */
  textAr: z.string().optional(),
});
export type EpisodePage = z.infer<typeof episodePageSchema>;

/** An episode as lists show it: everything but the pages. */
export const episodeSummarySchema = z.object({
  id: z.string(),
  /** The comic id the reader and the read counter use, e.g. "origins-1". */
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** The Arabic edition's title and description, where the episode has them (absent in older answers, e.g. saved offline). */
  titleAr: z.string().nullable().optional(),
  descriptionAr: z.string().nullable().optional(),
  arc: z.string().nullable(),
  /** The arc's name in Arabic, where the episode has it. */
  arcAr: z.string().nullable().optional(),
  heroId: z.string().nullable(),
  coverImage: z.string().nullable(),
  requiredTier: z.enum(TIERS),
  releaseAt: z.string().nullable(),
  lockUntil: z.string().nullable(),
  featured: z.boolean(),
  pageCount: z.number().int(),
  /**
   * When the asking reader (a signed-out visitor counts as FREE) may read it: releaseAt for
   * SILVER and above, RELEASE_DELAY_DAYS later for FREE; null when the reader's tier is below requiredTier.
   */
  availableAt: z.string().nullable(),
  /** Whether the asking reader may read it now (its pages are sent). */
  available: z.boolean(),
});
export type EpisodeSummary = z.infer<typeof episodeSummarySchema>;

export const episodeSchema = episodeSummarySchema.extend({
  pages: z.array(episodePageSchema),
  /** Its panel data exists in Arabic too (`/panels?language=ar`): panels drawn in the console. */
  arabicPanels: z.boolean().optional(),
});
export type Episode = z.infer<typeof episodeSchema>;

/** Where a signed-in reader is in one episode. */
export const readingProgressViewSchema = z.object({
  slug: z.string(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  completed: z.boolean(),
  lastReadAt: z.string(),
});
export type ReadingProgress = z.infer<typeof readingProgressViewSchema>;
