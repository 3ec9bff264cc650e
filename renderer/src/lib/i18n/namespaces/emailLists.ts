import { addNamespace } from '../i18n';
import { emailLists as ar } from './emailLists.ar';
import { emailLists as en } from './emailLists.en';

/** The `emailLists` namespace, registered by the sign-up forms and the confirm and unsubscribe pages. */
export const EMAIL_LISTS_NS = addNamespace('emailLists', { en, ar });
