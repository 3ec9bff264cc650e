import { addNamespace } from '../i18n';
import { mail as ar } from './mail.ar';
import { mail as en } from './mail.en';

/** The `mail` namespace, registered by the password reset pages and the login's link to them. */
export const MAIL_NS = addNamespace('mail', { en, ar });
