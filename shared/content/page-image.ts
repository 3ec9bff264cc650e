/**
 * The one home of a comic page's image name and site path: the art generator writes the files by
 * it, the catalogue, the seeds and the server's episode folder read them by it.
 */

/** Where the bundled comics' art is served from. */
export const COMIC_ART_ROOT = '/art/comics';

/** A page's image file in a language: `page-3.svg`, `page-3.ar.svg` (the Arabic lettering). */
export const pageImageFile = (pageNumber: number, language: 'en' | 'ar' = 'en'): string =>
  `page-${pageNumber}${language === 'ar' ? '.ar' : ''}.svg`;

/** A page image of a comic, relative to the art root: `origins-1/page-3.svg`. */
export const comicPageImage = (
  comicId: string,
  pageNumber: number,
  language: 'en' | 'ar' = 'en',
): string => `${comicId}/${pageImageFile(pageNumber, language)}`;

/** The site path of a bundled comic's page image: `/art/comics/origins-1/page-3.svg`. */
export const comicPageImagePath = (
  comicId: string,
  pageNumber: number,
  language: 'en' | 'ar' = 'en',
): string => `${COMIC_ART_ROOT}/${comicPageImage(comicId, pageNumber, language)}`;
