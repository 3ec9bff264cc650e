import { addNamespace } from '../i18n';
import { billing as ar } from './billing.ar';
import { billing as en } from './billing.en';

/** The `billing` namespace, registered by the plans page, the checkout and return pages, invoices. */
export const BILLING_NS = addNamespace('billing', { en, ar });
