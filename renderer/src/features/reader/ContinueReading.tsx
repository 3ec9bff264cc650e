import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { comicProgressKey } from '@shared/constants';
import { getComicPages } from '@shared/content/comic-pages';
import { COMICS } from '@shared/content/comics';
import { storage } from '../../lib/storage';
import { fetchProgressList } from './progress-server';
import { editionPath } from './reader-logic';
import { useEditionReaderText } from './use-reader-text';

export interface StartedComic {
  id: string;
  title: string;
  image: string;
  page: number;
  total: number;
}

/** A comic counts as started once a page past the cover was reached, and as finished on its last page. */
const inProgress = (page: number, total: number) => page >= 2 && page < total;

/** Started, unfinished comics from this browser's saved pages. */
function startedLocally(): StartedComic[] {
  return COMICS.flatMap((comic) => {
    const total = getComicPages(comic.id).length;
    const page = Number.parseInt(storage.get(comicProgressKey(comic.id)) ?? '', 10);
    return comic.available && inProgress(page, total)
      ? [{ id: comic.id, title: comic.title, image: comic.image, page, total }]
      : [];
  });
}

/** Started, unfinished comics from the server's list (most recently read first). */
async function startedOnServer(): Promise<StartedComic[] | null> {
  const list = await fetchProgressList();
  if (!list) return null;
  return list.flatMap((entry) => {
    const comic = COMICS.find((item) => item.id === entry.slug);
    const total = getComicPages(entry.slug).length;
    return comic?.available && inProgress(entry.currentPage, total)
      ? [{ id: comic.id, title: comic.title, image: comic.image, page: entry.currentPage, total }]
      : [];
  });
}

/**
 * "Continue reading": comics started and not finished, from the server for a signed-in reader and
 * from this browser otherwise. Renders nothing until it knows, and nothing when there are none.
 */
export function ContinueReading({ signedIn }: { signedIn: boolean | undefined }) {
  const [items, setItems] = useState<StartedComic[]>([]);
  const text = useEditionReaderText();

  useEffect(() => {
    if (signedIn === undefined) return;
    let cancelled = false;
    const load = signedIn ? startedOnServer() : Promise.resolve(startedLocally());
    void load.then((found) => {
      if (!cancelled) setItems(found ?? startedLocally());
    });
    return () => {
      cancelled = true;
    };
  }, [signedIn]);

  if (items.length === 0) return null;
  const { t, language } = text;
  return (
    <section
      aria-labelledby="continue-reading"
      data-testid="continue-reading"
      className="mx-auto max-w-6xl px-4 py-8"
    >
      <h2 id="continue-reading" className="font-display text-3xl tracking-wide text-gold">
        {t('continueReading')}
      </h2>
      <ul className="mt-4 flex gap-4 overflow-x-auto pb-2">
        {items.map((item) => (
          <li key={item.id} className="w-36 shrink-0">
            <Link
              to={editionPath(language, `/comics/reader/${item.id}?page=${item.page}`)}
              className="group block rounded-xl border border-line bg-night p-2 hover:border-gold"
            >
              <img
                src={item.image}
                alt=""
                width={600}
                height={900}
                loading="lazy"
                className="aspect-[2/3] h-auto w-full rounded-lg"
              />
              <span className="mt-2 block text-sm text-sand group-hover:text-gold">
                {t('continueItem', { title: item.title, page: item.page, total: item.total })}
              </span>
              <span
                className="mt-1 block h-1 overflow-hidden rounded-full bg-line"
                aria-hidden="true"
              >
                <span
                  className="block h-full bg-gold"
                  style={{ width: `${Math.round((item.page / item.total) * 100)}%` }}
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
