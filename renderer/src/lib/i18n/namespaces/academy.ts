import { addNamespace } from '../i18n';
import { academy as ar } from './academy.ar';
import { academy as en } from './academy.en';

/** The `academy` namespace, registered by the components that show it. */
export const ACADEMY_NS = addNamespace('academy', { en, ar });
