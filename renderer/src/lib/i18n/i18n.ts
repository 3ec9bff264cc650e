import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createElement, type ReactNode } from 'react';
import { type Language, useLanguage } from '../language';
import type { Messages } from './messages';
import { resources, type PageNamespace, type PageNamespaces } from './resources';

/**
 * One i18next instance per edition, made the first time the edition is shown and ready at once
 * (their messages are bundled, nothing is fetched), so a page renders in its language on the first
 * pass, on the server as in the browser.
 */
function instance(language: Language): I18n {
  const i18n = createInstance();
  if (language === 'en') i18n.use(initReactI18next); // the default outside the layout (unit tests)
  void i18n.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { ...resources[language], ...pageTexts(language) } },
    ns: [...Object.keys(resources[language]), ...Object.keys(PAGE_TEXTS)],
    defaultNS: 'translation',
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return i18n;
}

const INSTANCES: Partial<Record<Language, I18n>> = {};

/** The namespaces that came with a page's module, both editions of each. */
const PAGE_TEXTS: { [N in PageNamespace]?: EditionTexts<N> } = {};

/** A namespace's texts in both editions: Arabic has every English key (and its plural forms). */
type EditionTexts<N extends PageNamespace> = {
  en: PageNamespaces[N];
  ar: Messages<PageNamespaces[N]>;
};

const pageTexts = (language: Language) =>
  Object.fromEntries(Object.entries(PAGE_TEXTS).map(([name, texts]) => [name, texts[language]]));

/**
 * Registers a namespace that only some pages show, from the module that shows it, so its texts
 * travel in that page's chunk rather than in every page's first load. Returns the namespace's
 * name for `useTranslation(name)`; registering it twice is harmless.
 */
export function addNamespace<N extends PageNamespace>(name: N, texts: EditionTexts<N>): N {
  if (PAGE_TEXTS[name]) return name;
  (PAGE_TEXTS as Record<N, typeof texts>)[name] = texts;
  for (const [language, i18n] of Object.entries(INSTANCES) as [Language, I18n][])
    i18n.addResourceBundle(language, name, texts[language]);
  return name;
}

/** The i18next instance of an edition. */
export const i18nFor = (language: Language): I18n => (INSTANCES[language] ??= instance(language));
// English is the default outside the layout (unit tests, portals): registered from the start.
i18nFor('en');

/** Gives everything below it the messages of the edition in the address. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return createElement(I18nextProvider, { i18n: i18nFor(useLanguage()) }, children);
}
