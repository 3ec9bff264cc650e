import { addNamespace } from '../i18n';
import { dubai as ar } from './dubai.ar';
import { dubai as en } from './dubai.en';

/** The `dubai` namespace, registered by the episode's banner and page. */
export const DUBAI_NS = addNamespace('dubai', { en, ar });
