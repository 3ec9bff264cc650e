// Panel data for guided view and the accessible text layer, drawn from the same script as the
// pages, one document per language (guided.json in English, guided.ar.json in Arabic). Shaped after
// the Readium Guided Navigation draft: nested objects with a `role`, an `imgref` (the page image, a
// panel as a `#xywh=percent:` media fragment) and a `text`; a panel's text is its scene
// description, a balloon's text its lettering with the speaker named. The Arabic document points at
// the Arabic pages and lists each row's panels from the right.
import type { CastName, ScriptChapter } from '../../../shared/content/comic-script.schemas.js';
import { comicPageImagePath } from '../../../shared/content/page-image.js';
import { PAGE, panelBoxes } from './comic-pages.js';
import type { LetteringLanguage } from './lettering.js';

interface GuidedObject {
  role: string[];
  imgref?: string;
  text?: string;
  /** Who speaks, thinks or shouts (the cast id) and their name in the document's language. */
  speaker?: { id: CastName; name: string };
  shot?: string;
  cast?: string[];
  children?: GuidedObject[];
}

/** The names of everyone who can speak, as the text layer and read-aloud announce them. */
const SPEAKER_NAMES: Record<CastName, Record<LetteringLanguage, string>> = {
  jalal: { en: 'Jalal', ar: 'جلال' },
  nazra: { en: 'Nazra', ar: 'نظرة' },
  falqan: { en: 'Falqan', ar: 'فلقان' },
  fahd: { en: 'Fahd', ar: 'فهد' },
  asad: { en: 'Asad', ar: 'أسد' },
  saqr: { en: 'Saqr Dubai', ar: 'صقر دبي' },
  noor: { en: 'Al-Noor', ar: 'النور' },
  eclipse: { en: 'The Eclipse', ar: 'الكسوف' },
  civ: { en: 'A passer-by', ar: 'أحد المارّة' },
  child: { en: 'A child', ar: 'طفل' },
  falcon: { en: 'Shaheen', ar: 'شاهين' },
  caravan: { en: 'The caravan', ar: 'القافلة' },
};

const pct = (v: number, of: number): number => Math.round((v / of) * 10000) / 100;

/**
 * The guided navigation document of one comic in a language, page by page and panel by panel.
 * `pageImage` names a page's image (a bundled comic's file by default; a server episode's page is
 * an API address).
 */
export function guidedDocument(
  comicId: string,
  title: string,
  chapters: readonly ScriptChapter[],
  language: LetteringLanguage = 'en',
  pageImage = (pageNumber: number) => comicPageImagePath(comicId, pageNumber, language),
) {
  const ar = language === 'ar';
  const pages = chapters.flatMap((chapter) => chapter.pages);
  const guided = pages.map((page, p): GuidedObject => {
    const image = pageImage(p + 1);
    const rects = panelBoxes(page.panels.length, language);
    return {
      role: ['page'],
      imgref: image,
      children: page.panels.map((panel, i): GuidedObject => {
        const [x, y, w, h] = rects[i] ?? [0, 0, PAGE.w, PAGE.h];
        const lettering: GuidedObject[] = panel.lettering.map((letter) => ({
          role: [letter.role],
          ...(letter.speaker
            ? { speaker: { id: letter.speaker, name: SPEAKER_NAMES[letter.speaker][language] } }
            : {}),
          text: ar ? letter.ar : letter.en,
        }));
        const pageTitle = ar ? page.titleAr : page.title;
        if (i === 0 && pageTitle) lettering.unshift({ role: ['title'], text: pageTitle });
        return {
          role: ['panel'],
          imgref: `${image}#xywh=percent:${pct(x, PAGE.w)},${pct(y, PAGE.h)},${pct(w, PAGE.w)},${pct(h, PAGE.h)}`,
          text: (ar ? panel.actionAr : undefined) ?? panel.action,
          shot: panel.shot,
          cast: panel.cast.map((member) => member.who),
          children: lettering,
        };
      }),
    };
  });
  return {
    comic: comicId,
    title,
    language,
    readingOrder: ar ? 'rtl' : 'ltr',
    guided,
  };
}
