import { addNamespace } from '../i18n';
import { mailAccount as ar } from './mailAccount.ar';
import { mailAccount as en } from './mailAccount.en';

/** The `mailAccount` namespace, registered by the e-mail confirmation page, the profile and the mailbox. */
export const MAIL_ACCOUNT_NS = addNamespace('mailAccount', { en, ar });
