import { lazy, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Outlet, ScrollRestoration, useLocation, useMatch, useNavigate } from 'react-router-dom';
import { Toaster } from '../../components/toast/Toaster';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { ReminderNotices } from '../../features/content/comics/ReminderNotices';
import { DesktopShell } from '../../features/desktop';
import { LanguageProvider } from '../../lib/i18n';
import {
  arabicPath,
  englishPath,
  LANGUAGE_CHOICE_KEY,
  markDocumentLanguage,
  SITE_ORIGIN,
  useLanguage,
} from '../../lib/language';
import { SiteFrameContext } from '../../lib/site-frame';
import { storage } from '../../lib/storage';
import { ArabicOffer } from './ArabicOffer';
import { Footer } from './Footer';
import { Header } from './Header';
import { scrollKey } from './scroll-key';

// Only a kiosk's attract screen shows it (loaded there, never by a web visitor).
const KioskSponsor = lazy(() =>
  import('../../features/partners/sponsor/KioskSponsor').then((module) => ({
    default: module.KioskSponsor,
  })),
);

/** `lang`/`dir` of the document and the page's counterpart in the other edition (hreflang). */
function DocumentLanguage() {
  const language = useLanguage();
  const { pathname, search } = useLocation();
  useEffect(() => {
    markDocumentLanguage(document.documentElement, language);
  }, [language]);
  const english = `${SITE_ORIGIN}${englishPath(pathname)}${search}`;
  // React places these links in the document's head.
  return (
    <>
      <link rel="alternate" hrefLang="en" href={english} />
      <link rel="alternate" hrefLang="ar" href={`${SITE_ORIGIN}${arabicPath(pathname)}${search}`} />
      <link rel="alternate" hrefLang="x-default" href={english} />
    </>
  );
}

/** A visitor who chose Arabic and opens the site at an English address gets the Arabic page. */
function useRememberedLanguage() {
  const navigate = useNavigate();
  const language = useLanguage();
  const location = useLocation();
  useEffect(() => {
    if (language === 'en' && storage.get(LANGUAGE_CHOICE_KEY) === 'ar') {
      void navigate(arabicPath(`${location.pathname}${location.search}${location.hash}`), {
        replace: true,
      });
    }
    // Only the address the site is opened at: later English links are the visitor's own choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Reminder notices for a signed-in member: the only part of the frame that follows the session. */
function SessionReminders() {
  const { user } = useAuth();
  return <ReminderNotices signedIn={Boolean(user)} />;
}

/** `framed`: a page at the reader's address (a locked episode's gate) shows the header and footer. */
function Shell({ framed }: { framed: boolean }) {
  const { t } = useTranslation();
  useRememberedLanguage();
  // The reader is a full-screen surface with its own slim bar instead of the site's header and footer.
  const english = useMatch('/comics/reader/:comicId') !== null;
  const arabic = useMatch('/ar/comics/reader/:comicId') !== null;
  const reading = (english || arabic) && !framed;
  return (
    <div className="flex min-h-screen flex-col">
      <DocumentLanguage />
      {/* In the reader the skip link lands on the page itself (its stage takes the keys). */}
      <a
        href={reading ? '#reader-stage' : '#main'}
        className="sr-only z-50 rounded bg-gold px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {t('layout.skip')}
      </a>
      {!reading && <ArabicOffer />}
      {!reading && <Header />}
      <DesktopShell kioskSponsor={KioskSponsor} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {!reading && <Footer />}
      <Toaster />
      <SessionReminders />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}

export function AppLayout() {
  const [framed, setFramed] = useState(false);
  return (
    <LanguageProvider>
      <SiteFrameContext value={setFramed}>
        <Shell framed={framed} />
      </SiteFrameContext>
    </LanguageProvider>
  );
}
