import type { ComicCategory } from '@shared/enums';
import { COMIC_CATEGORIES } from '@shared/enums';
import type { Comic } from '@shared/content/types';

export type ComicFilterValue = 'all' | ComicCategory;

export const COMIC_FILTERS: readonly { value: ComicFilterValue; label: string }[] = [
  { value: 'all', label: 'All Stories' },
  { value: 'origins', label: 'Origins' },
  { value: 'adventures', label: 'Adventures' },
  { value: 'crossover', label: 'Crossover' },
];

/** Anything that is not a known category (a missing or edited URL value) means all. */
export const parseComicFilter = (value: string | null): ComicFilterValue =>
  (COMIC_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as ComicCategory) : 'all';

export const filterComics = (comics: readonly Comic[], filter: ComicFilterValue): Comic[] =>
  filter === 'all' ? [...comics] : comics.filter((comic) => comic.category === filter);
