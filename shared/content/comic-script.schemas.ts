import { z } from 'zod';
import { CAST } from './cast.js';

/** Backgrounds the art generator can paint behind a panel. */
const SCENES = [
  'desert-night',
  'desert-dawn',
  'desert-day',
  'storm',
  'city-night',
  'city-dark',
  'city-dawn',
  'city-day',
  /** Dubai from high above: a map of blocks and streets, the Creek and the sea. */
  'city-below',
  'tower',
  'creek',
  'oasis',
  'oasis-dry',
  'sea-night',
  'sea-day',
  /** The sea seen from the beach: sand in front, the water's edge across the panel. */
  'shore',
  'rocks',
  'rocks-eclipse',
  'space',
  'mars',
  'lab',
  'metro',
  'metro-dark',
  /** Inside a metro car: windows on the city going by, poles, straps and benches. */
  'carriage',
  'underground',
  /** A metro tunnel: rings of its arched walls running off into the dark, and the rails. */
  'tunnel',
  'carving',
] as const;

/** Effects drawn over a panel's background. */
const EFFECTS = [
  'sparks',
  'fire',
  /** A campfire on the ground in the middle of the panel, between the people beside it. */
  'campfire',
  /** One small fire far off on the horizon, a light to steer by. */
  'beacon',
  'roots',
  'water',
  'quake',
  'light',
  'haze',
  'eyes',
  /** A swarm of small eyes glinting in the dark: hundreds of them. */
  'swarm',
  'rain',
  /** Sand fused to glass: faceted shards with reflective highlights. */
  'glass',
  'unity',
  /** Eyes opening in the rock: two carved lids parting on a glowing gaze, the stone cracking round them. */
  'awaken',
  'skyours',
] as const;

/** How close the camera is. */
const SHOTS = ['wide', 'medium', 'close-up'] as const;
/**
 * What a character is doing: the generator draws each of these. `kneel` is down on both knees with
 * the palms pressed to the ground; `carry` is flying with the arms held out to hold someone; `join`
 * is standing with the arms held out low to both sides, hands joined with the neighbours in a line;
 * `raise` is both hands raised high, glowing with the figure's element.
 */
export const POSES = [
  'stand',
  'run',
  'leap',
  'cast',
  'point',
  'kneel',
  'carry',
  'join',
  'raise',
  'face',
] as const;
/** Where a character looks: up (the head tipped back) or down (bent over). Ahead when not given. */
const GAZES = ['up', 'down'] as const;
/** The angle a character is seen from. */
export const VIEWS = ['front', 'three-quarter', 'profile'] as const;
/** What a piece of lettering is: narration, words spoken, thought, shouted, or a sound. */
const LETTER_ROLES = ['caption', 'speech', 'thought', 'shout', 'sound'] as const;

const sceneSchema = z.enum(SCENES);
const effectSchema = z.enum(EFFECTS);
const castSchema = z.enum(CAST);

/** One character in a panel. */
const castMemberSchema = z.strictObject({
  who: castSchema,
  pose: z.enum(POSES).optional(),
  view: z.enum(VIEWS).optional(),
  /** Where they look; a kneeling figure looks down at the ground unless told otherwise. */
  gaze: z.enum(GAZES).optional(),
  /** Seen far off, small against the horizon or the sky. */
  far: z.boolean().optional(),
  /** Their light gone out: drawn dim, without the glow of their element. */
  faded: z.boolean().optional(),
  /** Who this figure holds in its arms while flying (also in the cast; the pose is `carry`). */
  carries: castSchema.optional(),
});

/** A caption or balloon, in English and Arabic; everything but a caption or a sound has a speaker. */
const letterSchema = z
  .strictObject({
    role: z.enum(LETTER_ROLES),
    speaker: castSchema.optional(),
    en: z.string().trim().min(1),
    ar: z.string().trim().min(1),
  })
  .refine((letter) => letter.role === 'caption' || letter.role === 'sound' || letter.speaker, {
    message: 'A speech, thought or shout balloon needs a speaker',
    path: ['speaker'],
  });

/** One panel: the shot, the setting, who is in it doing what, and its lettering. */
const panelSchema = z.strictObject({
  shot: z.enum(SHOTS),
  setting: sceneSchema,
  fx: z.array(effectSchema).optional(),
  cast: z.array(castMemberSchema),
  /** The cast stands close together, shoulder to shoulder, instead of spread across the panel. */
  huddle: z.boolean().optional(),
  /** A short description of what the panel shows. */
  action: z.string().trim().min(1),
  /** The same description in Arabic (every bundled comic has it; the art tests check). */
  actionAr: z.string().trim().min(1).optional(),
  lettering: z.array(letterSchema),
});

const scriptPageSchema = z.strictObject({
  title: z.string().trim().min(1).optional(),
  /** The page title in Arabic, lettered on the Arabic page (every bundled comic has it). */
  titleAr: z.string().trim().min(1).optional(),
  /** The page's words as the reader shows them. */
  text: z.string().trim().min(1),
  panels: z.array(panelSchema).min(2).max(6),
});

const scriptChapterSchema = z.strictObject({
  id: z.string().min(1),
  title: z.string().trim().min(1),
  /** The chapter's title in the Arabic edition. */
  titleAr: z.string().trim().min(1).optional(),
  pages: z.array(scriptPageSchema).min(1),
});

/** comic-script.json: the chapters of every bundled comic, keyed by comic id. */
export const comicScriptSchema = z.record(z.string().min(1), z.array(scriptChapterSchema));

export type SceneName = z.infer<typeof sceneSchema>;
export type EffectName = z.infer<typeof effectSchema>;
export type CastName = z.infer<typeof castSchema>;
export type Pose = (typeof POSES)[number];
export type Gaze = (typeof GAZES)[number];
export type View = (typeof VIEWS)[number];
export type Letter = z.infer<typeof letterSchema>;
export type Panel = z.infer<typeof panelSchema>;
export type ScriptPage = z.infer<typeof scriptPageSchema>;
export type ScriptChapter = z.infer<typeof scriptChapterSchema>;
export type ComicScript = z.infer<typeof comicScriptSchema>;
