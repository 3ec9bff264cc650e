import { CHARACTERS } from '../../../shared/content/characters.js';
import {
  comicScriptSchema,
  type ComicScript,
} from '../../../shared/content/comic-script.schemas.js';
import script from '../../../shared/content/comic-script.json' with { type: 'json' };
import { COMICS } from '../../../shared/content/comics.js';
import { TIMELINE_ERAS } from '../../../shared/content/timeline.js';
import { founder } from './about.js';
import { ACADEMY_ICONS, academyImage, type AcademyImage } from './academy.js';
import { comicPage } from './comic-pages.js';
import { COVERS, comicTitle, cover } from './covers.js';
import { era } from './eras.js';
import { comicPageImage } from '../../../shared/content/page-image.js';
import { guidedDocument } from './guided.js';
import { portrait } from './heroes.js';
import { skyPanther } from './home.js';
import { logo } from './logo.js';
import { METRO_IMAGES, metroImage } from './metro.js';
import { SECTOR_IMAGES, sectorImage } from './sectors.js';
import { STORE_PRODUCTS, storeImage } from './store.js';

/** One generated file, its path relative to renderer/public. */
export interface ArtFile {
  path: string;
  content: string;
}

/** The comic script, validated: a malformed script stops the generator with the path of the error. */
export function loadScript(raw: unknown = script): ComicScript {
  const parsed = comicScriptSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `comic-script.json is invalid at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? 'unknown error'}`,
    );
  }
  return parsed.data;
}

/** "Jalal, the Desert Fire": a guardian's name and epithet as the portraits are titled. */
const heroLabel = (name: string, title: string): string =>
  `${name}, ${title.replace(/^The /, 'the ')}`;

/** Every art file of the site, in a fixed order. Pure: the same script always gives the same bytes. */
export function generateArt(comicScript: ComicScript = loadScript()): ArtFile[] {
  const files: ArtFile[] = [];
  const add = (path: string, content: string): void => {
    files.push({ path, content });
  };
  const titles = new Map(COMICS.map((comic) => [comic.id, comic.title]));

  for (const hero of CHARACTERS)
    add(`art/heroes/${hero.id}.svg`, portrait(hero.id, heroLabel(hero.name, hero.title)));
  for (const [id, spec] of Object.entries(COVERS)) {
    const title = comicTitle(titles, id);
    if (!title) throw new Error(`No title for cover ${id}`);
    add(`art/covers/${id}.svg`, cover(spec, title));
  }
  for (const [comicId, chapters] of Object.entries(comicScript)) {
    const title = comicTitle(titles, comicId) ?? comicId;
    const pages = chapters.flatMap((chapter) => chapter.pages);
    for (const language of ['en', 'ar'] as const) {
      pages.forEach((page, i) =>
        add(
          `art/comics/${comicPageImage(comicId, i + 1, language)}`,
          comicPage(comicId, title, page, i + 1, language),
        ),
      );
      if (pages.length)
        add(
          `art/comics/${comicId}/guided${language === 'ar' ? '.ar' : ''}.json`,
          `${JSON.stringify(guidedDocument(comicId, title, chapters, language))}\n`,
        );
    }
  }
  TIMELINE_ERAS.forEach((timelineEra, i) =>
    add(`art/eras/${i + 1}.svg`, era((i + 1) as 1 | 2 | 3, timelineEra.era)),
  );
  add('art/home/sky-panther.svg', skyPanther());
  for (const kind of METRO_IMAGES) add(`art/metro/${kind}.svg`, metroImage(kind));
  for (const product of STORE_PRODUCTS) add(product.image.slice(1), storeImage(product));
  for (const kind of SECTOR_IMAGES) add(`art/sectors/${kind}.svg`, sectorImage(kind));
  (Object.keys(ACADEMY_ICONS) as AcademyImage[]).forEach((key, i) =>
    add(`art/academy/${key}.svg`, academyImage(key, i)),
  );
  add('art/about/founder.svg', founder());
  add('art/logo.svg', logo(512));
  add('favicon.svg', logo(64));
  return files;
}
