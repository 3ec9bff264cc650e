import { useTranslation } from '../../lib/i18n';
import { Link, useLocation } from 'react-router-dom';
import { LANGUAGE_CHOICE_KEY, localizePath, useLanguage } from '../../lib/language';
import { storage } from '../../lib/storage';

/** `العربية` on English pages, `English` on Arabic ones: the same page in the other edition. */
export function LanguageSwitch({
  className = '',
  onSwitch,
}: {
  className?: string;
  onSwitch?: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const other = language === 'ar' ? 'en' : 'ar';
  const { pathname, search, hash } = useLocation();
  return (
    <Link
      to={localizePath(`${pathname}${search}${hash}`, other)}
      lang={other}
      hrefLang={other}
      data-testid="language-switch"
      className={`rounded-md px-3 py-2 text-sm font-semibold text-pearl hover:text-sand ${
        other === 'ar' ? 'font-arabic' : ''
      } ${className}`}
      onClick={() => {
        storage.set(LANGUAGE_CHOICE_KEY, other);
        onSwitch?.();
      }}
    >
      {t('layout.switchLanguage')}
    </Link>
  );
}
