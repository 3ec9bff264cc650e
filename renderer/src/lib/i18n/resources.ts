import { ar } from './ar';
import { en } from './en';
import { readerAr } from './namespaces/reader.ar';
import { readerEn } from './namespaces/reader.en';

/**
 * Every interface text of both editions, by i18next namespace. A feature with many texts has a
 * namespace of its own (`namespaces/<name>.en.ts` and `.ar.ts`), registered here; the parity test
 * (i18n.test.ts) checks every namespace, and the typecheck fails when Arabic lacks a key.
 */
export const resources = {
  en: { translation: en, reader: readerEn },
  ar: { translation: ar, reader: readerAr },
} as const;

export type Namespace = keyof (typeof resources)['en'];
