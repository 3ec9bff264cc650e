import { Outlet, ScrollRestoration, useMatch } from 'react-router-dom';
import { Toaster } from '../../components/toast/Toaster';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { ReminderNotices } from '../../features/content/comics/ReminderNotices';
import { DesktopShell } from '../../features/desktop';
import { Footer } from './Footer';
import { Header } from './Header';
import { scrollKey } from './scroll-key';

export function AppLayout() {
  // The reader is a full-screen surface with its own slim bar instead of the site's header and footer.
  const reading = useMatch('/comics/reader/:comicId') !== null;
  const { user } = useAuth();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-gold px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {!reading && <Header />}
      <DesktopShell />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {!reading && <Footer />}
      <Toaster />
      <ReminderNotices signedIn={Boolean(user)} />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
