import type { TFunction } from 'i18next';
import { createContext, useContext, useMemo } from 'react';
import { i18nFor } from '../../lib/i18n';
import { directionOf, useLanguage, type Language } from '../../lib/language';
import type { reader } from '../../lib/i18n/namespaces/reader.en';
import { READER_NS } from '../../lib/i18n/namespaces/reader';

/** The shape of the reader's texts (the i18next namespace `reader`), for typed keys. */
export type ReaderTexts = typeof reader;

export interface ReaderText {
  language: Language;
  /** The writing direction of the edition. */
  dir: 'ltr' | 'rtl';
  /** The namespace `reader` of the edition's i18next instance. */
  t: TFunction<'reader'>;
}

/**
 * The reader's texts in a language. From the edition's own i18next instance rather than the
 * nearest provider's: the reader follows its address, and is drawn outside the layout too.
 */
export function readerText(language: Language): ReaderText {
  return {
    language,
    dir: directionOf(language),
    t: i18nFor(language).getFixedT(language, READER_NS),
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
