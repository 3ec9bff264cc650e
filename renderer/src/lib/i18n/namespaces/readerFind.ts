import { addNamespace } from '../i18n';
import { readerFind as ar } from './readerFind.ar';
import { readerFind as en } from './readerFind.en';

/** The `readerFind` namespace (scrubber, page grid, bookmarks), registered by the reader. */
export const READER_FIND_NS = addNamespace('readerFind', { en, ar });
