import { addNamespace } from '../i18n';
import { admin as ar } from './admin.ar';
import { admin as en } from './admin.en';

/** The `admin` namespace, registered by the operations console (loaded with it only). */
export const ADMIN_NS = addNamespace('admin', { en, ar });
