import { DUBAI_GUARDIANS_COVER, DUBAI_GUARDIANS_ID } from '@shared/content/comics';
import { i18nFor } from '../../../lib/i18n';
import { DUBAI_NS } from '../../../lib/i18n/namespaces/dubai';
import type { Language } from '../../../lib/language';

/**
 * Episode 001 of Guardians of Dubai: what the feature banner and the episode page show. Its words
 * are in the `dubai` i18next namespace, under the ids listed here.
 */
export const DUBAI_EPISODE = {
  id: DUBAI_GUARDIANS_ID,
  pageCount: 7,
  // Its 7 pages hold 152 words of lettering in 21 panels: 46 s at 200 words a minute plus about
  // 4 s to look at each panel come to 2 minutes (dubai-guardians.test.ts recounts the script).
  readMinutes: 2,
  cover: DUBAI_GUARDIANS_COVER,
  highlights: ['saqr', 'noor', 'setting', 'profiles'],
  profiles: ['saqr', 'noor'],
} as const;

/** The Dubai Metro station takeover: one image per surface the artwork covers. */
export const METRO_TAKEOVER_IMAGES = [
  { id: 'walls', src: '/art/metro/platform-walls.svg' },
  { id: 'entrance', src: '/art/metro/station-entrance.svg' },
  { id: 'trains', src: '/art/metro/train-wraps.svg' },
] as const;

export const METRO_FEATURES = [
  { id: 'floor', icon: 'floor' },
  { id: 'ar', icon: 'ar' },
  { id: 'light', icon: 'light' },
  { id: 'qr', icon: 'qr' },
] as const;

/** The episode's texts in one edition, outside a component (the Arabic tagline, say). */
export const dubaiTextsIn = (language: Language) => i18nFor(language).getFixedT(language, DUBAI_NS);
