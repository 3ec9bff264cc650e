import { describe, expect, it } from 'vitest';
import { comicPageImage, comicPageImagePath, pageImageFile } from './page-image.js';

describe('the page image path', () => {
  it('names a page per language, the Arabic lettering apart', () => {
    expect(pageImageFile(3)).toBe('page-3.svg');
    expect(pageImageFile(3, 'ar')).toBe('page-3.ar.svg');
  });

  it('places it in its comic folder under the art root', () => {
    expect(comicPageImage('origins-1', 2, 'ar')).toBe('origins-1/page-2.ar.svg');
    expect(comicPageImagePath('origins-1', 12)).toBe('/art/comics/origins-1/page-12.svg');
  });
});
