import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, useLocation } from 'react-router-dom';
import { buttonClass } from '../../components/ui/Button';
import {
  arabicPath,
  isLanguage,
  LANGUAGE_CHOICE_KEY,
  prefersArabic,
  useLanguage,
} from '../../lib/language';
import { storage } from '../../lib/storage';

/**
 * Offers (never forces) the Arabic edition to a first-time visitor whose browser prefers Arabic.
 * Either answer is remembered, so the offer is made once.
 */
export function ArabicOffer() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  const [show, setShow] = useState(false);
  // Read in an effect: the server and the first browser render know nothing of the visitor.
  // Read again on a change of edition: the language switch records a choice too.
  useEffect(() => {
    setShow(
      language === 'en' &&
        !isLanguage(storage.get(LANGUAGE_CHOICE_KEY)) &&
        prefersArabic(navigator.languages ?? []),
    );
  }, [language]);
  if (!show || language === 'ar') return null;
  const choose = (choice: 'en' | 'ar') => {
    storage.set(LANGUAGE_CHOICE_KEY, choice);
    setShow(false);
  };
  return (
    <aside
      aria-label={t('layout.offer.region')}
      data-testid="arabic-offer"
      className="border-b border-gold/30 bg-dusk px-4 py-3"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3">
        <p lang="ar" dir="rtl" className="font-arabic text-sand">
          {t('layout.offer.text')}
        </p>
        <div className="flex gap-2">
          <Link
            to={arabicPath(`${pathname}${search}${hash}`)}
            lang="ar"
            hrefLang="ar"
            className={buttonClass('primary', 'sm', 'font-arabic')}
            onClick={() => choose('ar')}
          >
            {t('layout.offer.accept')}
          </Link>
          <button
            type="button"
            lang="en"
            className={buttonClass('ghost', 'sm')}
            onClick={() => choose('en')}
          >
            {t('layout.offer.decline')}
          </button>
        </div>
      </div>
    </aside>
  );
}
