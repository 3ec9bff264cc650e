import { addNamespace } from '../i18n';
import { heroes as ar } from './heroes.ar';
import { heroes as en } from './heroes.en';

/** The `heroes` namespace, registered by the community page's hero list and hero form. */
export const HEROES_NS = addNamespace('heroes', { en, ar });
