// @vitest-environment node
import comicScript from '../../shared/content/comic-script.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { slimComicScript } from './slim-comic-script.plugin';

// (The JSON's inferred type is a union per comic; the plugin reads it as the script's shape.)
const script = comicScript as unknown as Parameters<typeof slimComicScript>[0];
const slim = slimComicScript(script);

describe("the web build's comic script", () => {
  it('keeps every chapter, page title, page text and Arabic lettering the app reads', () => {
    for (const [comicId, chapters] of Object.entries(script)) {
      const kept = slim[comicId];
      expect(kept.map((chapter) => [chapter.id, chapter.title, chapter.titleAr])).toEqual(
        chapters.map((chapter) => [chapter.id, chapter.title, chapter.titleAr]),
      );
      const pages = chapters.flatMap((chapter) => chapter.pages);
      const keptPages = kept.flatMap((chapter) => chapter.pages);
      expect(keptPages.map((page) => [page.title, page.text])).toEqual(
        pages.map((page) => [page.title, page.text]),
      );
      const arabic = (list: typeof keptPages) =>
        list.flatMap((page) =>
          (page.panels ?? []).flatMap((panel) =>
            (panel.lettering ?? []).map((letter) => [letter.role, letter.ar]),
          ),
        );
      expect(arabic(keptPages)).toEqual(arabic(pages));
    }
  });

  it("leaves out the art generator's shots, settings, casts, actions and English lettering", () => {
    const panels = Object.values(slim).flatMap((chapters) =>
      chapters.flatMap((chapter) => chapter.pages.flatMap((page) => page.panels ?? [])),
    );
    expect(panels.length).toBeGreaterThan(0);
    for (const panel of panels) {
      expect(Object.keys(panel)).toEqual(['lettering']);
      for (const letter of panel.lettering ?? [])
        expect(Object.keys(letter).filter((key) => key !== 'ar')).toEqual(['role']);
    }
    expect(JSON.stringify(slim).length).toBeLessThan(JSON.stringify(script).length / 2);
  });
});
