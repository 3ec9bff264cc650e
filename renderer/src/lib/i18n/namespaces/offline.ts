import { addNamespace } from '../i18n';
import { offline as ar } from './offline.ar';
import { offline as en } from './offline.en';

/** The `offline` namespace (saving comics for offline reading), registered by the reader. */
export const OFFLINE_NS = addNamespace('offline', { en, ar });
