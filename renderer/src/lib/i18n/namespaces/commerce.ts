import { addNamespace } from '../i18n';
import { commerce as ar } from './commerce.ar';
import { commerce as en } from './commerce.en';

/** The `commerce` namespace, registered by the components that show it. */
export const COMMERCE_NS = addNamespace('commerce', { en, ar });
