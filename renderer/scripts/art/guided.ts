// Panel data for guided view and the accessible text layer, drawn from the same script as the
// pages. Shaped after the Readium Guided Navigation draft: nested objects with a `role`, an
// `imgref` (the page image, a panel as a `#xywh=percent:` media fragment) and a `text`; the panel's
// text is its scene description, a balloon's text is its English lettering, with the Arabic in
// `translations.ar` and the speaker named.
import type { ScriptChapter } from '../../../shared/content/comic-script.schemas.js';
import { PAGE, panelRects } from './comic-pages.js';

interface GuidedObject {
  role: string[];
  imgref?: string;
  text?: string;
  speaker?: string;
  translations?: { ar: string };
  shot?: string;
  cast?: string[];
  children?: GuidedObject[];
}

const pct = (v: number, of: number): number => Math.round((v / of) * 10000) / 100;

/** The guided navigation document of one comic, page by page and panel by panel. */
export function guidedDocument(comicId: string, title: string, chapters: readonly ScriptChapter[]) {
  const pages = chapters.flatMap((chapter) => chapter.pages);
  const guided = pages.map((page, p): GuidedObject => {
    const image = `/art/comics/${comicId}/page-${p + 1}.svg`;
    const rects = panelRects(page.panels.length);
    return {
      role: ['page'],
      imgref: image,
      children: page.panels.map((panel, i): GuidedObject => {
        const [x, y, w, h] = rects[i] ?? [0, 0, PAGE.w, PAGE.h];
        const lettering: GuidedObject[] = panel.lettering.map((letter) => ({
          role: [letter.role],
          ...(letter.speaker ? { speaker: letter.speaker } : {}),
          text: letter.en,
          translations: { ar: letter.ar },
        }));
        if (i === 0 && page.title) lettering.unshift({ role: ['title'], text: page.title });
        return {
          role: ['panel'],
          imgref: `${image}#xywh=percent:${pct(x, PAGE.w)},${pct(y, PAGE.h)},${pct(w, PAGE.w)},${pct(h, PAGE.h)}`,
          text: panel.action,
          shot: panel.shot,
          cast: panel.cast.map((member) => member.who),
          children: lettering,
        };
      }),
    };
  });
  return { comic: comicId, title, readingOrder: 'ltr', guided };
}
