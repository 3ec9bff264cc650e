import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../language';

// Importing the instances registers the English one as the default, so a component rendered
// outside the layout (a unit test, a portal) still gets its messages.
export { i18nFor, LanguageProvider } from './i18n';
export { useTranslation };
export { Trans } from 'react-i18next';

/** The edition being rendered (from the nearest LanguageProvider; English outside one). */
export function useEdition(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}
export { useValidationText } from './validation';
