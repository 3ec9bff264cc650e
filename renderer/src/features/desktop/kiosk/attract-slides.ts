import { CHARACTERS } from '@shared/content/characters';
import { COMICS } from '@shared/content/comics';

export interface AttractSlide {
  id: string;
  image: string;
  /** The comic's title or the hero's name and title. */
  caption: string;
  /** The same in Arabic, for the Arabic turns of the attract screen. */
  captionAr: string;
  kind: 'cover' | 'hero';
}

/** Covers and heroes taking turns: cover, hero, cover, hero, ... then the remaining covers. */
function buildAttractSlides(): AttractSlide[] {
  const covers: AttractSlide[] = COMICS.map((comic) => ({
    id: `cover-${comic.id}`,
    image: comic.image,
    caption: comic.title,
    captionAr: comic.ar?.title ?? comic.title,
    kind: 'cover',
  }));
  const heroes: AttractSlide[] = CHARACTERS.map((hero) => ({
    id: `hero-${hero.id}`,
    image: hero.image,
    caption: `${hero.name}: ${hero.title}`,
    captionAr: `${hero.ar.name}: ${hero.ar.title}`,
    kind: 'hero',
  }));
  const slides: AttractSlide[] = [];
  for (let index = 0; index < Math.max(covers.length, heroes.length); index += 1) {
    const cover = covers[index];
    const hero = heroes[index];
    if (cover) slides.push(cover);
    if (hero) slides.push(hero);
  }
  return slides;
}

export const ATTRACT_SLIDES: readonly AttractSlide[] = buildAttractSlides();
