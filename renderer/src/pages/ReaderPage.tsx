import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { episodePanelsUrl } from '@shared/content/comic-pages';
import { DUBAI_GUARDIANS_ID, DUBAI_GUARDIANS_NAME, isKnownComicId } from '@shared/content/comics';
import { episodeWords, pageWords, serverEpisodeCover } from '@shared/content/server-episodes';
import { useAuth } from '../features/auth/hooks/use-auth';
import { useEpisode } from '../features/content/comics/api/episodes.api';
import { type Language, useLanguage } from '../lib/language';
import { getBridge } from '../features/desktop';
import { useEpisodeSponsor } from '../features/partners/sponsor/sponsor-units.api';
import { useEpisodeTabTitle } from './episode-tab-title';
import {
  ComicNotFound,
  ComicReader,
  ReaderLoading,
  type ReaderSource,
  webFullscreenHost,
  type FullscreenHost,
} from '../features/reader';

// The console's preview shows this reader from this page's own chunk (and the gate from the locked
// episode's): a reader's download is not split for it.
export { ComicReader } from '../features/reader';
export { episodeWords, pageWords } from '@shared/content/server-episodes';

// A server episode this reader may not read yet: its gate, countdown and unlock offers come with
// the API's answer that says so, never with a reader that opens (every bundled comic's).
const LockedEpisode = lazy(() =>
  import('./LockedEpisode').then((module) => ({ default: module.LockedEpisode })),
);

// Only a comic a campaign runs with shows a sponsor unit: the others never download it.
const SponsorUnit = lazy(() =>
  import('../features/partners/sponsor/SponsorUnit').then((module) => ({
    default: module.SponsorUnit,
  })),
);

type SponsorPlace = 'end-card' | 'cover';

/**
 * The sponsor unit of the comic's end card or cover, when a campaign runs with it. Its own
 * component: the answer draws it alone, never the reader around it.
 */
function EpisodeSponsor(props: { comicId: string; placement: SponsorPlace; language: Language }) {
  const { data: unit } = useEpisodeSponsor(props.comicId);
  if (!unit) return null;
  return (
    <Suspense fallback={null}>
      <SponsorUnit unit={unit} placement={props.placement} language={props.language} />
    </Suspense>
  );
}

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
  const language = useLanguage();
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
  // The same function for the reader's whole life (the address of the moment is kept aside), so
  // the reader does not draw again as the address changes.
  const address = useRef({ search, setSearch });
  useEffect(() => {
    address.current = { search, setSearch };
  }, [search, setSearch]);
  const onPageShown = useCallback((page: number) => {
    const { search: current, setSearch: write } = address.current;
    if (current.get('page') === String(page)) return;
    const next = new URLSearchParams(current);
    next.set('page', String(page));
    write(next, { replace: true, preventScrollReset: true });
    address.current = { search: next, setSearch: write };
  }, []);

  // A comic that is not bundled is a server episode: its pages come from the API, which answers
  // 403 with the unlock time while this reader may not read it yet.
  const bundled = isKnownComicId(comicId);
  const episode = useEpisode(comicId, !bundled);
  // The screen for the answer (the reader, its gate) is drawn as a deferred render, which yields
  // to the browser every few milliseconds: the query's own update is synchronous, and drawing it
  // there held the main thread for one long task. Until then the loading screen stays (and an
  // answer for another comic, still deferred after a move between episodes, is never shown).
  const latest = useMemo(() => ({ comicId, data: episode.data }), [comicId, episode.data]);
  const shown = useDeferredValue(latest);
  const answer = shown.comicId === comicId ? shown.data : undefined;
  const source = useMemo<ReaderSource | undefined>(
    () =>
      answer?.kind === 'episode'
        ? {
            // The Arabic edition names the episode in Arabic where it has its words.
            title: episodeWords(answer.episode, language).title,
            pages: answer.episode.pages.map((page) => ({
              id: `${answer.episode.slug}-p${page.number}`,
              image: page.image,
              ...pageWords(page, language),
            })),
            panels: episodePanelsUrl(answer.episode.slug),
            ...(answer.episode.arabicPanels
              ? { panelsAr: `${episodePanelsUrl(answer.episode.slug)}?language=ar` }
              : {}),
          }
        : undefined,
    [answer, language],
  );
  useEpisodeTabTitle(source?.title);
  const sponsor = useCallback(
    (placement: SponsorPlace) => (
      <EpisodeSponsor comicId={comicId} placement={placement} language={language} />
    ),
    [comicId, language],
  );
  const { refetch } = episode;
  const onUnlocked = useCallback(() => void refetch(), [refetch]);

  if (!bundled) {
    // The reader's own loading screen over the episode's cover, dimmed, as the page's HTML has it
    // (prerendered as the shell, which preloads the cover).
    if (episode.isPending || (episode.data && !answer))
      return <ReaderLoading preview={serverEpisodeCover(comicId)} />;
    if (!answer || answer.kind === 'not-found') return <ComicNotFound />;
    if (answer.kind === 'locked') {
      // The loading screen stays until the gate's code has arrived.
      return (
        <Suspense fallback={<ReaderLoading preview={serverEpisodeCover(comicId)} />}>
          <LockedEpisode slug={comicId} locked={answer.locked} onUnlocked={onUnlocked} />
        </Suspense>
      );
    }
  }

  // A new comic starts a fresh reader (its own loading screen, saved page and read count).
  return (
    <ComicReader
      key={comicId}
      comicId={comicId}
      source={source}
      title={comicId === DUBAI_GUARDIANS_ID ? DUBAI_GUARDIANS_NAME[language] : undefined}
      onBack={onBack}
      requestedPage={search.get('page')}
      onPageShown={onPageShown}
      signedIn={isLoading ? undefined : Boolean(user)}
      fullscreenHost={readerFullscreenHost}
      sponsor={sponsor}
    />
  );
}
