import type { Plugin } from 'vite';

interface Lettering {
  role: string;
  ar?: string;
}
interface ScriptPanel {
  lettering?: Lettering[];
}
interface ScriptPage {
  title?: string;
  text: string;
  panels?: ScriptPanel[];
}
interface ScriptChapter {
  id: string;
  title: string;
  titleAr?: string;
  pages: ScriptPage[];
}
type Script = Record<string, ScriptChapter[]>;

/**
 * The comic script with only what the app reads (`shared/content/comic-pages.ts`): each chapter's
 * id and titles, each page's title and text, and the role and Arabic words of its lettering. The
 * shots, settings, casts, actions and English lettering are for the art generator.
 */
export const slimComicScript = (script: Script): Script =>
  Object.fromEntries(
    Object.entries(script).map(([comicId, chapters]) => [
      comicId,
      chapters.map((chapter) => ({
        id: chapter.id,
        title: chapter.title,
        ...(chapter.titleAr ? { titleAr: chapter.titleAr } : {}),
        pages: chapter.pages.map((page) => ({
          ...(page.title ? { title: page.title } : {}),
          text: page.text,
          panels: (page.panels ?? []).map((panel) => ({
            lettering: (panel.lettering ?? []).map((letter) => ({
              role: letter.role,
              ...(letter.ar ? { ar: letter.ar } : {}),
            })),
          })),
        })),
      })),
    ]),
  );

const SCRIPT_FILE = /[\\/]shared[\\/]content[\\/]comic-script\.json$/;

/** The web build's copy of `comic-script.json`, slimmed (figures in renderer/perf/README.md). */
export function slimComicScriptFile(): Plugin {
  return {
    name: 'abtal:slim-comic-script',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: SCRIPT_FILE },
      handler(code) {
        return { code: JSON.stringify(slimComicScript(JSON.parse(code) as Script)), map: null };
      },
    },
  };
}
