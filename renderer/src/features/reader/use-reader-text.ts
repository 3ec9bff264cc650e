import { createContext, useContext, useMemo } from 'react';
import { directionOf, useLanguage, type Language } from '../../lib/language';
import { interpolate, plural, READER_STRINGS, type ReaderTexts } from './reader.strings';

export interface ReaderText {
  language: Language;
  /** The writing direction of the edition. */
  dir: 'ltr' | 'rtl';
  t: ReaderTexts;
  /** A text with its `{{name}}` places filled. */
  f: (text: string, values?: Record<string, string | number>) => string;
  /** "3 reads" in the edition's plural rules. */
  reads: (count: number) => string;
}

/** The reader's texts in a language. */
export function readerText(language: Language): ReaderText {
  return {
    language,
    dir: directionOf(language),
    t: READER_STRINGS[language],
    f: interpolate,
    reads: (count) => plural(language, 'reads', count),
  };
}

/**
 * The reader's texts in the edition of the page shown (Arabic under /ar). Read from the address, so
 * the component that calls it draws again at every navigation, a new `?page=N` too: for what is
 * shown around an open reader (its loading screen, the comics page's shelf).
 */
export function useEditionReaderText(): ReaderText {
  const language = useLanguage();
  return useMemo(() => readerText(language), [language]);
}

/** The texts of the open reader, given by `ComicReader` to everything in it. */
export const ReaderTextContext = createContext<ReaderText | null>(null);

/**
 * The open reader's texts. Not read from the address: the reader does not draw again as the
 * address follows its page.
 */
export function useReaderText(): ReaderText {
  const text = useContext(ReaderTextContext);
  if (!text) throw new Error('useReaderText is for the parts of an open ComicReader');
  return text;
}
