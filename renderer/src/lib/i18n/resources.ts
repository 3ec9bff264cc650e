import { ar } from './ar';
import { en } from './en';
import type { about } from './namespaces/about.en';
import type { admin } from './namespaces/admin.en';
import type { account } from './namespaces/account.en';
import type { academy } from './namespaces/academy.en';
import type { billing } from './namespaces/billing.en';
import type { commerce } from './namespaces/commerce.en';
import type { dubai } from './namespaces/dubai.en';
import type { emailLists } from './namespaces/emailLists.en';
import type { episodeGate } from './namespaces/episodeGate.en';
import type { episodes } from './namespaces/episodes.en';
import type { heroes } from './namespaces/heroes.en';
import type { mail } from './namespaces/mail.en';
import type { mailAccount } from './namespaces/mailAccount.en';
import type { offline } from './namespaces/offline.en';
import type { partnerPortal } from './namespaces/partnerPortal.en';
import type { reader } from './namespaces/reader.en';
import type { readerFind } from './namespaces/readerFind.en';
import type { sponsor } from './namespaces/sponsor.en';

/**
 * Every interface text of both editions, by i18next namespace. The texts every page may show are
 * bundled here (`translation`); a feature with many texts of its own has a namespace
 * (`namespaces/<name>.en.ts` and `.ar.ts`) that its module registers with `addNamespace`, so the
 * texts load with the pages that show them. The parity test (i18n.test.ts) checks every
 * namespace file, and the typecheck fails when Arabic lacks a key.
 */
export const resources = {
  en: { translation: en },
  ar: { translation: ar },
} as const;

/** The namespaces registered by the modules that show them, by their English texts' shape. */
export interface PageNamespaces {
  about: typeof about;
  admin: typeof admin;
  account: typeof account;
  academy: typeof academy;
  billing: typeof billing;
  commerce: typeof commerce;
  dubai: typeof dubai;
  emailLists: typeof emailLists;
  episodeGate: typeof episodeGate;
  episodes: typeof episodes;
  heroes: typeof heroes;
  mail: typeof mail;
  mailAccount: typeof mailAccount;
  offline: typeof offline;
  partnerPortal: typeof partnerPortal;
  reader: typeof reader;
  readerFind: typeof readerFind;
  sponsor: typeof sponsor;
}
export type PageNamespace = keyof PageNamespaces;
