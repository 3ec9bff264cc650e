import { useLocation } from 'react-router-dom';

/** The site's two editions: English at today's paths (the default), Arabic under `/ar`. */
export type Language = 'en' | 'ar';

/** The address prefix of the Arabic edition. */
const ARABIC_PREFIX = '/ar';

/** Local storage key of the edition a visitor chose with the language switch. */
export const LANGUAGE_CHOICE_KEY = 'language';

/** The edition a path belongs to. */
export function languageOfPath(pathname: string): Language {
  return /^\/ar(?:[/?#]|$)/.test(pathname) ? 'ar' : 'en';
}

/** The writing direction of a language. */
export const directionOf = (language: Language): 'ltr' | 'rtl' =>
  language === 'ar' ? 'rtl' : 'ltr';

/**
 * Marks the document with a language and its direction, touching each attribute only when it
 * differs: writing `lang` on the root, even with the same value, has the browser restyle the
 * whole page (a prerendered page already carries both).
 */
export function markDocumentLanguage(
  root: { lang: string; dir: string },
  language: Language,
): void {
  if (root.lang !== language) root.lang = language;
  const direction = directionOf(language);
  if (root.dir !== direction) root.dir = direction;
}

/** The language of the page being shown, read from its address. */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** A site path without its edition prefix: `/ar/comics?x=1` gives `/comics?x=1`, `/ar` gives `/`. */
export function englishPath(path: string): string {
  if (languageOfPath(path) !== 'ar') return path;
  const rest = path.slice(ARABIC_PREFIX.length);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/** The Arabic counterpart of an English path: `/` gives `/ar`, `/comics?x=1` gives `/ar/comics?x=1`. */
export function arabicPath(path: string): string {
  const english = englishPath(path);
  return english === '/' || english.startsWith('/?') || english.startsWith('/#')
    ? `${ARABIC_PREFIX}${english.slice(1)}`
    : `${ARABIC_PREFIX}${english}`;
}

/**
 * A site path in the given edition. Only absolute site paths are changed: relative paths,
 * external addresses and protocol-relative ones (`//host`) are returned as they are.
 */
export function localizePath(path: string, language: Language): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return language === 'ar' ? arabicPath(path) : englishPath(path);
}

/** The visitor's saved choice of edition, if any. */
export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'ar';
}

/** True when the browser's preferred languages put Arabic before English. */
export function prefersArabic(preferred: readonly string[]): boolean {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'ar') return true;
    if (base === 'en') return false;
  }
  return false;
}

/** The site's public address, for the alternate-language links search engines follow. */
export const SITE_ORIGIN = 'https://abtal-universe.com';
