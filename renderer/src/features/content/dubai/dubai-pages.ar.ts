import script from '@shared/content/comic-script.json' with { type: 'json' };
import { DUBAI_GUARDIANS_ID } from '@shared/content/comics';

// Only the episode page loads this (it holds the whole comic script, like the page list does).

interface ScriptLetter {
  role: string;
  ar?: string;
}
type ScriptPages = { pages: { panels: { lettering?: ScriptLetter[] }[] }[] }[];

/**
 * The Arabic text of each page of the episode, in reading order: the captions and balloons the
 * comic script letters in Arabic (sound effects left out), as the English page text tells it.
 */
export const ARABIC_PAGE_TEXTS: readonly string[] = (
  (script as Record<string, ScriptPages | undefined>)[DUBAI_GUARDIANS_ID] ?? []
).flatMap((chapter) =>
  chapter.pages.map((page) =>
    page.panels
      .flatMap((panel) => panel.lettering ?? [])
      .filter((letter) => letter.role !== 'sound' && letter.ar)
      .map((letter) => (letter.role === 'caption' ? letter.ar : `«${letter.ar}»`))
      .join(' '),
  ),
);

/** Arabic titles of the episode's chapters, by chapter id. */
export const ARABIC_CHAPTER_TITLES: Readonly<Record<string, string>> = {
  'dubai-guardians-ch1': 'مدينة الأضواء',
  'dubai-guardians-ch2': 'الانطفاء',
  'dubai-guardians-ch3': 'السماء لنا',
};
