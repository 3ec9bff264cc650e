import { addNamespace } from '../i18n';
import { sponsor as ar } from './sponsor.ar';
import { sponsor as en } from './sponsor.en';

/** The `sponsor` namespace, registered by the sponsor unit's module (loaded only with a sponsor). */
export const SPONSOR_NS = addNamespace('sponsor', { en, ar });
