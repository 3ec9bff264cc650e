import { COMIC_ART_VERSIONS } from './comic-art-versions.js';
import script from './comic-script.json' with { type: 'json' };
import { COMIC_IDS } from './comics.js';
import { COMIC_ART_ROOT, comicPageImage } from './page-image.js';
import type { ComicChapter, ComicPage } from './types.js';

/**
 * The comic script lives in comic-script.json so that the art generator (renderer/scripts/art, `npm run
 * art`) draws the pages from it. Each page there also carries its `panels` (shot, setting, cast,
 * action and the English and Arabic lettering; see comic-script.schemas.ts), which the reader's
 * page does not need.
 */
interface ScriptPage {
  title?: string;
  text: string;
  panels?: { lettering?: { role: string; ar?: string }[] }[];
}

interface ScriptChapter {
  id: string;
  title: string;
  titleAr?: string;
  pages: ScriptPage[];
}

const SCRIPT: Record<string, ScriptChapter[] | undefined> = script;

/** A file under `/art/comics` by its path there, with its content hash where the build has one. */
const comicArt = (path: string): string => {
  const version = COMIC_ART_VERSIONS[path];
  return version ? `${COMIC_ART_ROOT}/${path}?v=${version}` : `${COMIC_ART_ROOT}/${path}`;
};

const buildChapters = (comicId: string, chapters: readonly ScriptChapter[]): ComicChapter[] => {
  let pageNumber = 0;
  return chapters.map((chapter) => ({
    id: chapter.id,
    title: chapter.title,
    ...(chapter.titleAr ? { titleAr: chapter.titleAr } : {}),
    pages: chapter.pages.map((page): ComicPage => {
      pageNumber += 1;
      return {
        id: `${comicId}-p${pageNumber}`,
        image: comicArt(comicPageImage(comicId, pageNumber)),
        imageAr: comicArt(comicPageImage(comicId, pageNumber, 'ar')),
        text: page.text,
        ...(page.title ? { title: page.title } : {}),
      };
    }),
  }));
};

/** Chapters per comic id. A comic without pages (mars-chronicles-3) maps to an empty list. */
export const COMIC_CONTENT: Readonly<Record<string, readonly ComicChapter[]>> = Object.fromEntries(
  COMIC_IDS.map((id) => [id, buildChapters(id, SCRIPT[id] ?? [])]),
);

const hasOwn = (id: string): boolean => Object.prototype.hasOwnProperty.call(COMIC_CONTENT, id);

/** The chapters of a comic, or an empty list for an unknown comic or one without pages. */
export const getComicChapters = (comicId: string): readonly ComicChapter[] =>
  hasOwn(comicId) ? (COMIC_CONTENT[comicId] ?? []) : [];

/** Pages across all chapters; 0 for an unknown comic or one without pages. */
export const getTotalPages = (comicId: string): number =>
  getComicChapters(comicId).reduce((total, chapter) => total + chapter.pages.length, 0);

/**
 * The panel data of a comic (guided view, text layer, read-aloud) in a language: written by the
 * art generator beside the pages, after the Readium Guided Navigation draft.
 */
export const guidedDataUrl = (comicId: string, language: 'en' | 'ar'): string =>
  comicArt(`${comicId}/guided${language === 'ar' ? '.ar' : ''}.json`);

/** A server episode's panel data, from the API by the same release rule as its pages. */
export const episodePanelsUrl = (slug: string): string =>
  `/api/episodes/${encodeURIComponent(slug)}/panels`;

/** Every page of a comic in reading order (page n of the reader is index n - 1). */
export const getComicPages = (comicId: string): ComicPage[] =>
  getComicChapters(comicId).flatMap((chapter) => chapter.pages);

/**
 * The Arabic words of each page of a comic, in reading order: the captions and balloons the script
 * letters in Arabic (sound effects left out), as a page's `text` tells the English ones.
 */
export const arabicPageTexts = (comicId: string): string[] =>
  (hasOwn(comicId) ? (SCRIPT[comicId] ?? []) : []).flatMap((chapter) =>
    chapter.pages.map((page) =>
      (page.panels ?? [])
        .flatMap((panel) => panel.lettering ?? [])
        .filter((letter) => letter.role !== 'sound' && letter.ar)
        .map((letter) => (letter.role === 'caption' ? letter.ar : `«${letter.ar}»`))
        .join(' '),
    ),
  );
