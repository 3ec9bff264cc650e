import { z } from 'zod';
import { TIERS } from '../enums.js';
import { blankableText, requiredText } from './common.schemas.js';
import { episodeSchema, episodeSummarySchema } from './content.schemas.js';
import { episodeLockedSchema, panelsQuerySchema } from './episodes.schemas.js';

/** The most pages an episode made in the console may have. */
const MAX_EDITOR_PAGES = 300;

const text = (label: string, max: number) => requiredText(1, max, `${label} is required`, label);

const releaseAt = z.iso
  .datetime({
    offset: true,
    error: 'Release time must be an ISO date and time, e.g. 2026-12-01T18:00:00+04:00',
  })
  .nullable()
  .meta({ example: '2026-12-01T18:00:00+04:00' });

/** POST /api/admin/episodes: a new episode (unpublished, without pages). */
export const episodeDraftSchema = z.object({
  arc: text('Arc', 120).meta({ example: 'Guardians of Dubai' }),
  arcAr: blankableText(120, 'Arabic arc').optional().meta({
    description: "The arc's name in Arabic (blank: the arc as it is)",
    example: 'حرّاس دبي',
  }),
  number: z
    .number({ error: 'Number must be a whole number from 1 to 999' })
    .int('Number must be a whole number from 1 to 999')
    .min(1, 'Number must be a whole number from 1 to 999')
    .max(999, 'Number must be a whole number from 1 to 999'),
  title: text('English title', 200),
  titleAr: text('Arabic title', 200),
  description: text('English description', 2000),
  descriptionAr: text('Arabic description', 2000),
  requiredTier: z.enum(TIERS, { error: `Required tier must be one of ${TIERS.join(', ')}` }),
  releaseAt,
});
export type EpisodeDraft = z.infer<typeof episodeDraftSchema>;

/** PATCH /api/admin/episodes/{slug}: any of the draft's fields, and the uploaded cover. */
export const episodeChangesSchema = episodeDraftSchema
  .omit({ arc: true, number: true })
  .partial()
  .extend({
    coverKey: z
      .string({ error: 'Cover must be an uploaded file key' })
      .regex(/^uploads\/[0-9a-f-]{36}\/\d{3}\.webp$/, 'Cover must be an uploaded file key')
      .optional()
      .meta({ description: 'A key from POST /api/admin/uploads?kind=cover' }),
  });
export type EpisodeChanges = z.infer<typeof episodeChangesSchema>;

/** The most panels a page may have. */
const MAX_PAGE_PANELS = 30;

const percent = (label: string, min: 'zero' | 'above zero') => {
  const message = `${label} must be a number ${min === 'zero' ? 'from 0' : 'above 0'} to 100 (percent of the page)`;
  const number = z.number({ error: message }).max(100, message);
  return min === 'zero' ? number.min(0, message) : number.gt(0, message);
};

/**
 * A panel's box on its page, in percent of the page's width and height from its top left, with
 * its scene description and lettering in both languages (the reader's guided view, text layer
 * and read-aloud). The box must lie inside the page: x + w and y + h at most 100.
 */
const panelBoxSchema = z
  .object({
    x: percent('Panel x', 'zero'),
    y: percent('Panel y', 'zero'),
    w: percent('Panel width', 'above zero'),
    h: percent('Panel height', 'above zero'),
    description: text('English panel description', 500),
    descriptionAr: text('Arabic panel description', 500),
    lettering: blankableText(1000, 'English lettering').default(''),
    letteringAr: blankableText(1000, 'Arabic lettering').default(''),
  })
  // JSON Schema cannot add two fields: the rule is stated for readers and for the contract test
  // (the server checks it, with room for decimal rounding).
  .meta({ 'x-rules': ['x + w <= 100', 'y + h <= 100'] });
export type PanelBox = z.infer<typeof panelBoxSchema>;

/** PUT /api/admin/episodes/{slug}/pages: the episode's pages in reading order, each with its alt text. */
export const episodePagesBodySchema = z
  .object({
    pages: z
      .array(
        z.object({
          key: z
            .string({ error: 'Each page needs its uploaded file key' })
            .regex(
              /^uploads\/[0-9a-f-]{36}\/\d{3}\.webp$/,
              'Each page must be an uploaded file key',
            ),
          alt: blankableText(2000, 'Alt text').default(''),
          altAr: blankableText(2000, 'Arabic alt text').default(''),
          panels: z
            .array(panelBoxSchema, { error: 'Panels must be a list' })
            .max(MAX_PAGE_PANELS, `A page has at most ${MAX_PAGE_PANELS} panels`)
            .default([]),
        }),
        { error: 'Pages must be a list' },
      )
      .max(MAX_EDITOR_PAGES, `An episode has at most ${MAX_EDITOR_PAGES} pages`)
      .refine((pages) => new Set(pages.map((p) => p.key)).size === pages.length, {
        message: 'A page is listed twice',
      }),
  })
  .meta({ 'x-rules': ['pages have unique key'] });
export type EpisodePagesBody = z.infer<typeof episodePagesBodySchema>;

/** An episode as the console edits it: everything, its pages with their file keys. */
export const editorEpisodeSchema = z.object({
  slug: z.string(),
  arc: z.string().nullable(),
  arcAr: z.string().nullable(),
  number: z.number().int().nullable(),
  title: z.string(),
  titleAr: z.string().nullable(),
  description: z.string().nullable(),
  descriptionAr: z.string().nullable(),
  requiredTier: z.enum(TIERS),
  releaseAt: z.string().nullable(),
  published: z.boolean(),
  coverImage: z.string().nullable(),
  /** Whether the console can edit its pages (uploaded ones, or none yet). */
  editable: z.boolean(),
  pages: z.array(
    z.object({
      number: z.number().int(),
      image: z.string(),
      alt: z.string(),
      altAr: z.string(),
      key: z.string().nullable(),
      panels: z.array(panelBoxSchema),
    }),
  ),
});
export type EditorEpisode = z.infer<typeof editorEpisodeSchema>;

export const editorEpisodeListSchema = z.array(
  editorEpisodeSchema.omit({ pages: true }).extend({ pageCount: z.number().int() }),
);
export type EditorEpisodeSummary = z.infer<typeof editorEpisodeListSchema>[number];

/** The slug of an arc's episode: `guardians-of-dubai-004`. */
export const episodeSlug = (arc: string, number: number): string =>
  `${
    arc
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'episode'
  }-${String(number).padStart(3, '0')}`;

/** Whom the console previews an episode as: a signed-out visitor or a member of one tier. */
export const PREVIEW_AUDIENCES = ['VISITOR', ...TIERS] as const;
export type PreviewAudience = (typeof PREVIEW_AUDIENCES)[number];

/** GET /api/admin/episodes/{slug}/preview…: the audience, `?as=GOLD`. */
export const episodePreviewQuerySchema = z.object({
  as: z
    .enum(PREVIEW_AUDIENCES, {
      error: `Preview audience must be one of ${PREVIEW_AUDIENCES.join(', ')}`,
    })
    .meta({ description: 'A visitor (VISITOR) or a member of one tier', example: 'GOLD' }),
});
export type EpisodePreviewQuery = z.infer<typeof episodePreviewQuerySchema>;

/** GET /api/admin/episodes/{slug}/preview/panels: the audience and the language. */
export const episodePreviewPanelsQuerySchema = episodePreviewQuerySchema.extend(
  panelsQuerySchema.shape,
);
export type EpisodePreviewPanelsQuery = z.infer<typeof episodePreviewPanelsQuerySchema>;

/**
 * What the audience sees of the episode right now, by the release rule, as if it were published:
 * the episode with its pages (their images at the preview's own addresses), or the gate's answer.
 */
export const episodePreviewSchema = z.object({
  as: z.enum(PREVIEW_AUDIENCES),
  published: z.boolean(),
  /** The episode's words and schedule as the audience's list shows them. */
  summary: episodeSummarySchema,
  /** The episode with its pages, when the audience reads it now; else null. */
  episode: episodeSchema.nullable(),
  /** When the audience may read it and the tier it needs, while it may not; else null. */
  locked: episodeLockedSchema.nullable(),
  /** The address of its panel data as the audience gets it, when it has any. */
  panels: z.string().nullable(),
  /** The same in Arabic, when its panels were drawn in the console. */
  panelsAr: z.string().nullable(),
});
export type EpisodePreview = z.infer<typeof episodePreviewSchema>;

/** The preview's addresses, under the console's API. */
export const previewPath = (slug: string, rest: string, as: PreviewAudience): string =>
  `/api/admin/episodes/${encodeURIComponent(slug)}/preview${rest}?as=${as}`;
