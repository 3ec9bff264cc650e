import { addNamespace } from '../i18n';
import { account as ar } from './account.ar';
import { account as en } from './account.en';

/** The `account` namespace, registered by the profile's account sections and the passkey sign-in. */
export const ACCOUNT_NS = addNamespace('account', { en, ar });
