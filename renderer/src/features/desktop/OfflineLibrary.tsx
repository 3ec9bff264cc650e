import { useEffect, useState } from 'react';
import { episodePanelsUrl, getComicPages } from '@shared/content/comic-pages';
import { COMICS } from '@shared/content/comics';
import type { OfflineStatus } from '@shared/ipc';
import type { Episode } from '@shared/schemas/content.schemas';
import { getBridge, type PreloadApi } from './bridge';
import { useEdition, useTranslation } from '../../lib/i18n';
import { inLanguage } from '@shared/content/types';
import type { TFunction } from 'i18next';

/** The images a comic needs to be read offline: its cover and every page. */
export const comicImages = (comicId: string, cover: string) => [
  cover,
  ...getComicPages(comicId).map((page) => page.image),
];

/**
 * What an episode published on the server needs offline: its cover, every page and its panel data
 * (guided view and the text layer), which the server sends from `/api/episodes/...` (the desktop app
 * keeps those answers, see main/saved-answers.ts).
 */
export const episodeFiles = (episode: Episode) => [
  ...[episode.coverImage, ...episode.pages.map((page) => page.image)].filter(
    (path): path is string =>
      typeof path === 'string' && (path.startsWith('/art/') || path.startsWith('/api/episodes/')),
  ),
  episodePanelsUrl(episode.slug),
];

interface OfflineItem {
  id: string;
  title: string;
  images: string[];
}

function statusText(status: OfflineStatus | undefined, busy: boolean, t: TFunction): string {
  if (busy) return t('offline.saving');
  if (!status) return '';
  if (status.saved === status.total) return t('offline.saved');
  const counts = { saved: status.saved, total: status.total };
  return status.offline ? t('offline.partOffline', counts) : t('offline.part', counts);
}

/**
 * "Save for offline", per comic, in the desktop app (nothing in a browser or on a kiosk, which saves
 * everything itself). Comics shipped with the app are readable offline already and say so. The
 * episodes published on the server that the member may read are listed after them: asking for each
 * one keeps its answer on the computer (main/saved-answers.ts), and saving it keeps its cover and
 * pages, so it opens with the network down.
 */
export function OfflineLibrary({
  loadServerEpisodes,
}: {
  /** The server's episodes the member may read now, with their pages (see pages/ComicsPage.tsx). */
  loadServerEpisodes?: () => Promise<Episode[]>;
}) {
  const { t } = useTranslation();
  const language = useEdition();
  const [bridge, setBridge] = useState<PreloadApi | null>(null);
  const [statuses, setStatuses] = useState<Record<string, OfflineStatus>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [episodes, setEpisodes] = useState<OfflineItem[]>([]);

  useEffect(() => {
    const found = getBridge();
    if (!found) return;
    let cancelled = false;
    void found.getInfo().then(
      async (info) => {
        if (info.kiosk || cancelled) return;
        setBridge(found);
        for (const comic of COMICS) {
          const status = await found.offlineStatus(comicImages(comic.id, comic.image));
          if (cancelled) return;
          setStatuses((previous) => ({ ...previous, [comic.id]: status }));
        }
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!bridge || !loadServerEpisodes) return;
    let cancelled = false;
    void (async () => {
      const found = await loadServerEpisodes().catch(() => []);
      if (cancelled) return;
      const items = found.map((episode) => ({
        id: episode.slug,
        title: episode.title,
        images: episodeFiles(episode),
      }));
      setEpisodes(items);
      for (const item of items) {
        const status = await bridge.offlineStatus(item.images).catch(() => undefined);
        if (cancelled) return;
        if (status) setStatuses((previous) => ({ ...previous, [item.id]: status }));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [bridge, loadServerEpisodes]);

  if (!bridge) return null;

  const save = async (id: string, images: string[]) => {
    setBusy(id);
    try {
      const status = await bridge.saveOffline(images);
      setStatuses((previous) => ({ ...previous, [id]: status }));
    } finally {
      setBusy(null);
    }
  };

  const items: OfflineItem[] = [
    ...COMICS.map((item) => {
      const comic = inLanguage(item, language);
      return { id: comic.id, title: comic.title, images: comicImages(comic.id, comic.image) };
    }),
    ...episodes,
  ];

  return (
    <section aria-labelledby="offline-library" className="mx-auto max-w-5xl px-4 py-10">
      <h2 id="offline-library" className="font-display text-2xl text-gold">
        {t('offline.title')}
      </h2>
      <ul className="mt-4 divide-y divide-line">
        {items.map((comic) => {
          const status = statuses[comic.id];
          const saved = status !== undefined && status.saved === status.total;
          return (
            <li key={comic.id} className="flex items-center justify-between gap-4 py-3">
              <span className="text-sand">{comic.title}</span>
              <span className="flex items-center gap-3">
                <span role="status" className="text-sm text-mist">
                  {statusText(status, busy === comic.id, t)}
                </span>
                {!saved && (
                  <button
                    type="button"
                    className="min-h-11 rounded-lg border border-gold/40 px-4 text-sand"
                    disabled={busy !== null}
                    onClick={() => void save(comic.id, comic.images)}
                    aria-label={t('offline.saveComic', { title: comic.title })}
                  >
                    {t('offline.save')}
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
