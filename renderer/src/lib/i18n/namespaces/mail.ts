import { addNamespace } from '../i18n';
import { mail as ar } from './mail.ar';
import { mail as en } from './mail.en';

/** The `mail` namespace, registered by the password reset pages, the login link and the mailbox. */
export const MAIL_NS = addNamespace('mail', { en, ar });
