import { addNamespace } from '../i18n';
import { about as ar } from './about.ar';
import { about as en } from './about.en';

/** The `about` namespace, registered by the About page. */
export const ABOUT_NS = addNamespace('about', { en, ar });
