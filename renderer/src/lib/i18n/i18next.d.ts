import 'i18next';
import type { PageNamespaces, resources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: (typeof resources)['en'] & PageNamespaces;
    returnNull: false;
  }
}
