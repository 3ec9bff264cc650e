import { addNamespace } from '../i18n';
import { partnerPortal as ar } from './partnerPortal.ar';
import { partnerPortal as en } from './partnerPortal.en';

/** The `partnerPortal` namespace, registered by the partner portal (loaded with it only). */
export const PARTNER_PORTAL_NS = addNamespace('partnerPortal', { en, ar });
