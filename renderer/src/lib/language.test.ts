import { describe, expect, it } from 'vitest';
import {
  arabicPath,
  directionOf,
  englishPath,
  languageOfPath,
  localizePath,
  markDocumentLanguage,
  prefersArabic,
} from './language';

describe('markDocumentLanguage', () => {
  const writesOf = async (root: HTMLElement, change: () => void): Promise<string[]> => {
    const writes: string[] = [];
    const observer = new MutationObserver((records) =>
      writes.push(...records.map((record) => record.attributeName ?? '')),
    );
    observer.observe(root, { attributes: true });
    change();
    await Promise.resolve();
    observer.disconnect();
    return writes;
  };

  it('sets the language and direction of a page in the other edition', async () => {
    const root = document.createElement('html');
    root.lang = 'en';
    root.dir = 'ltr';
    const writes = await writesOf(root, () => markDocumentLanguage(root, 'ar'));
    expect(root.lang).toBe('ar');
    expect(root.dir).toBe('rtl');
    expect(writes.sort()).toEqual(['dir', 'lang']);
  });

  it('leaves a page already marked untouched (no restyle of the whole page)', async () => {
    const root = document.createElement('html');
    root.lang = 'ar';
    root.dir = 'rtl';
    expect(await writesOf(root, () => markDocumentLanguage(root, 'ar'))).toEqual([]);
    expect(root.lang).toBe('ar');
    expect(root.dir).toBe('rtl');
  });
});

describe('languageOfPath', () => {
  it.each([
    ['/ar', 'ar'],
    ['/ar/', 'ar'],
    ['/ar/comics/reader/origins-1', 'ar'],
    ['/', 'en'],
    ['/comics', 'en'],
    ['/arena', 'en'],
    ['/about/ar', 'en'],
  ])('%s is %s', (path, language) => {
    expect(languageOfPath(path)).toBe(language);
  });

  it('gives each language its direction', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});

describe('paths of the two editions', () => {
  it.each([
    ['/', '/ar'],
    ['/comics', '/ar/comics'],
    ['/comics/reader/origins-1?page=2#top', '/ar/comics/reader/origins-1?page=2#top'],
    ['/?q=1', '/ar?q=1'],
    ['/ar/comics', '/ar/comics'],
    ['/ar', '/ar'],
  ])('the Arabic counterpart of %s is %s', (path, expected) => {
    expect(arabicPath(path)).toBe(expected);
    expect(localizePath(path, 'ar')).toBe(expected);
  });

  it.each([
    ['/ar', '/'],
    ['/ar/', '/'],
    ['/ar?q=1', '/?q=1'],
    ['/ar/academy?category=Writing', '/academy?category=Writing'],
    ['/arena', '/arena'],
    ['/comics', '/comics'],
  ])('the English counterpart of %s is %s', (path, expected) => {
    expect(englishPath(path)).toBe(expected);
    expect(localizePath(path, 'en')).toBe(expected);
  });

  it('leaves relative, external and protocol-relative addresses alone', () => {
    for (const path of ['comics', 'https://example.com/x', '//evil.example', '#main']) {
      expect(localizePath(path, 'ar')).toBe(path);
    }
  });

  it('sees an Arabic preference only when Arabic comes before English', () => {
    expect(prefersArabic(['ar-AE', 'en-US'])).toBe(true);
    expect(prefersArabic(['fr', 'ar'])).toBe(true);
    expect(prefersArabic(['en-GB', 'ar'])).toBe(false);
    expect(prefersArabic([])).toBe(false);
  });
});
