import { useLocation } from 'react-router-dom';

/** The site's two editions: English at today's paths (the default), Arabic under `/ar`. */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The edition a path belongs to. */
export function languageOfPath(pathname: string): Language {
  return /^\/ar(?:\/|$)/.test(pathname) ? 'ar' : 'en';
}

/** The writing direction of a language. */
export const directionOf = (language: Language): 'ltr' | 'rtl' =>
  language === 'ar' ? 'rtl' : 'ltr';

/** The language of the page being shown, read from its address. */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}
