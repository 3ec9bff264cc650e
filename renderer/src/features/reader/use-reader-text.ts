import { useMemo } from 'react';
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

/** The reader's texts in the edition of the page shown (Arabic under /ar). */
export function useReaderText(): ReaderText {
  const language = useLanguage();
  return useMemo(() => readerText(language), [language]);
}
