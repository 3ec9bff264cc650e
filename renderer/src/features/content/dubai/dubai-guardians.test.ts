import { describe, expect, it } from 'vitest';
import script from '@shared/content/comic-script.json';
import { comicScriptSchema } from '@shared/content/comic-script.schemas';
import { DUBAI_EPISODE, dubaiTextsIn } from './dubai-guardians';

/** Words a reader reads a minute, and seconds spent looking at each panel's picture. */
const WORDS_PER_MINUTE = 200;
const SECONDS_PER_PANEL = 4;

describe('the Dubai episode', () => {
  const pages = (comicScriptSchema.parse(script)['dubai-guardians'] ?? []).flatMap(
    (chapter) => chapter.pages,
  );
  const panels = pages.flatMap((page) => page.panels);
  const words = [
    ...pages.flatMap((page) => (page.title ? [page.title] : [])),
    ...panels.flatMap((panel) => panel.lettering.map((letter) => letter.en)),
  ].reduce((sum, text) => sum + text.split(/\s+/).filter(Boolean).length, 0);
  const minutes = words / WORDS_PER_MINUTE + (panels.length * SECONDS_PER_PANEL) / 60;

  it('has as many pages as it claims', () => {
    expect(pages).toHaveLength(DUBAI_EPISODE.pageCount);
  });

  it('claims the reading time its pages take, to the nearest minute', () => {
    expect(DUBAI_EPISODE.readMinutes).toBe(Math.max(1, Math.round(minutes)));
    expect(dubaiTextsIn('en')('episode.readTime', { count: DUBAI_EPISODE.readMinutes })).toBe(
      `${DUBAI_EPISODE.readMinutes} min read`,
    );
  });

  it('claims the same time in Arabic', () => {
    // Arabic counts one minute, two minutes (dual), 3 to 10 minutes (plural), then singular.
    const count = Math.max(1, Math.round(minutes));
    const arabicMinutes =
      count === 1
        ? 'دقيقة'
        : count === 2
          ? 'دقيقتين'
          : count <= 10
            ? `${count} دقائق`
            : `${count} دقيقة`;
    expect(dubaiTextsIn('ar')('episode.readTime', { count: DUBAI_EPISODE.readMinutes })).toBe(
      `قراءة في ${arabicMinutes}`,
    );
  });
});
