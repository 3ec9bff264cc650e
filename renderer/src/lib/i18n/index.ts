// Importing the instances registers the English one as the default, so a component rendered
// outside the layout (a unit test, a portal) still gets its messages.
export { i18nFor, LanguageProvider } from './i18n';
export { useTranslation } from 'react-i18next';
