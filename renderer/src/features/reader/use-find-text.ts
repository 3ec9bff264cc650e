import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { i18nFor } from '../../lib/i18n';
import { READER_FIND_NS } from '../../lib/i18n/namespaces/readerFind';
import { useReaderText } from './use-reader-text';

/** The texts of the scrubber, the page grid and bookmarks, in the open reader's edition. */
export function useFindText(): TFunction<'readerFind'> {
  const { language } = useReaderText();
  return useMemo(() => i18nFor(language).getFixedT(language, READER_FIND_NS), [language]);
}
