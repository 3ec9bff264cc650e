import { addNamespace } from '../i18n';
import { episodes as ar } from './episodes.ar';
import { episodes as en } from './episodes.en';

/** The `episodes` namespace, registered by the modules that show server episodes. */
export const EPISODES_NS = addNamespace('episodes', { en, ar });
