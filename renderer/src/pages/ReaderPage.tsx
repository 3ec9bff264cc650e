import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAuth } from '../features/auth/hooks/use-auth';
import { DUBAI_EPISODE } from '../features/content/dubai/dubai-guardians';
import { getBridge } from '../features/desktop';
import { ComicReader, webFullscreenHost, type FullscreenHost } from '../features/reader';

/**
 * Fullscreen for the reader: the desktop app's window through its bridge (none in the kiosk, whose
 * window is always fullscreen), the Fullscreen API in a browser.
 */
async function readerFullscreenHost(): Promise<FullscreenHost> {
  const bridge = getBridge();
  if (!bridge) return webFullscreenHost();
  const info = await bridge.getInfo();
  return {
    available: !info.kiosk,
    isFullscreen: () => bridge.isFullscreen(),
    toggle: () => bridge.toggleFullscreen(),
    subscribe: (onChange) => bridge.onFullscreenChange(onChange),
  };
}

export default function ReaderPage() {
  const { comicId = '' } = useParams();
  const navigate = useNavigate();
  const { key } = useLocation();
  const [search, setSearch] = useSearchParams();
  const { user, isLoading } = useAuth();
  // Whether the reader was opened directly (no history entry before it); the page in the address
  // is replaced while reading, which changes the location's key.
  const [openedDirectly] = useState(key === 'default');

  // Escape goes back in history; a reader opened directly goes to the comics.
  const onBack = useCallback(() => {
    if (openedDirectly) void navigate('/comics');
    else void navigate(-1);
  }, [openedDirectly, navigate]);

  // The page follows the address without adding history entries: Back leaves the reader at once.
  const onPageShown = useCallback(
    (page: number) => {
      if (search.get('page') === String(page)) return;
      const next = new URLSearchParams(search);
      next.set('page', String(page));
      setSearch(next, { replace: true, preventScrollReset: true });
    },
    [search, setSearch],
  );

  // A new comic starts a fresh reader (its own loading screen, saved page and read count).
  return (
    <ComicReader
      key={comicId}
      comicId={comicId}
      title={comicId === DUBAI_EPISODE.id ? DUBAI_EPISODE.title : undefined}
      onBack={onBack}
      requestedPage={search.get('page')}
      onPageShown={onPageShown}
      signedIn={isLoading ? undefined : Boolean(user)}
      fullscreenHost={readerFullscreenHost}
    />
  );
}
