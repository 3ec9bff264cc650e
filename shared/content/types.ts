import type { ComicCategory } from '../enums.js';

export type CharacterId = 'jalal' | 'nazra' | 'falqan' | 'fahd' | 'asad';

export interface Character {
  id: CharacterId;
  name: string;
  /** The epithet, e.g. "The Desert Fire". */
  title: string;
  element: string;
  powers: string[];
  origin: string;
  symbolism: string;
  /** Site path of the portrait, e.g. /art/heroes/jalal.svg */
  image: string;
  /** A text colour class for the hero's accent, e.g. text-orange-400. */
  color: string;
  /** The name of the hero's icon in the renderer's icon set. */
  icon: string;
  /** The Arabic edition's texts. */
  ar: Pick<Character, 'name' | 'title' | 'element' | 'powers' | 'origin' | 'symbolism'>;
}

type ComicPrice = 'FREE' | 'NFT ACCESS';

export interface Comic {
  id: string;
  title: string;
  description: string;
  category: ComicCategory;
  price: ComicPrice;
  /** Site path of the cover. */
  image: string;
  available: boolean;
  /** Reading direction of the pages: `ltr` (English editions) or `rtl` (Arabic editions). */
  direction: 'ltr' | 'rtl';
  /** The Arabic edition's title and description (every bundled comic has them). */
  ar?: Pick<Comic, 'title' | 'description'>;
}

export interface ComicPage {
  id: string;
  /** Site path of the page artwork, with the page's text lettered in. */
  image: string;
  /** The same page lettered in Arabic (right-to-left panel order), when there is one. */
  imageAr?: string;
  text: string;
  /** The language of `text` when it is not English (a server episode's Arabic alt text). */
  textLang?: 'en' | 'ar';
  title?: string;
}

export interface ComicChapter {
  id: string;
  title: string;
  /** The chapter's title in the Arabic edition. */
  titleAr?: string;
  pages: ComicPage[];
}

export interface TimelineEra {
  era: string;
  description: string;
  image: string;
  /** A text colour class. */
  color: string;
  side: 'left' | 'right';
  /** The Arabic edition's texts. */
  ar: Pick<TimelineEra, 'era' | 'description'>;
}

/** Content with Arabic texts next to its English ones. */
export type Bilingual = { ar?: object };

/**
 * The item as the given edition shows it: its Arabic texts over the English ones for `ar`,
 * the item itself (English) otherwise.
 */
export function inLanguage<T extends Bilingual>(item: T, language: 'en' | 'ar'): T {
  return language === 'ar' && item.ar ? { ...item, ...item.ar } : item;
}
