import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createElement, type ReactNode } from 'react';
import { type Language, useLanguage } from '../language';
import { resources } from './resources';

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
    resources: { [language]: resources[language] },
    ns: Object.keys(resources[language]),
    defaultNS: 'translation',
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return i18n;
}

const INSTANCES: Partial<Record<Language, I18n>> = {};

/** The i18next instance of an edition. */
export const i18nFor = (language: Language): I18n => (INSTANCES[language] ??= instance(language));
// English is the default outside the layout (unit tests, portals): registered from the start.
i18nFor('en');

/** Gives everything below it the messages of the edition in the address. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return createElement(I18nextProvider, { i18n: i18nFor(useLanguage()) }, children);
}
