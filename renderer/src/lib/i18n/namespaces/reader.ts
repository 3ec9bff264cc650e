import { addNamespace } from '../i18n';
import { reader as ar } from './reader.ar';
import { reader as en } from './reader.en';

/** The `reader` namespace, registered by the reader's modules. */
export const READER_NS = addNamespace('reader', { en, ar });
