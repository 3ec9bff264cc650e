import { useId, useState } from 'react';
import type { ComicPage } from '@shared/content/types';
import type { Bookmark } from '@shared/schemas/bookmarks.schemas';
import { Button } from '../../components/ui/Button';
import { FindDialog } from './FindDialog';
import { useFindText } from './use-find-text';

const RIBBON = 'M6 3h12v18l-6-4-6 4z';

function Ribbon({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`h-5 w-5 ${className}`}>
      <path d={RIBBON} fill="currentColor" />
    </svg>
  );
}

/** "Go to page": a number field and its button; a page out of range says which are valid. */
function GoToPage({ total, onGo }: { total: number; onGo: (page: number) => void }) {
  const t = useFindText();
  const id = useId();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const page = Number(value);
        if (!Number.isInteger(page) || page < 1 || page > total) {
          setInvalid(true);
          return;
        }
        onGo(page);
      }}
    >
      <label htmlFor={id} className="flex flex-col gap-1 text-sm text-pearl">
        {t('goTo')}
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={total}
          value={value}
          aria-invalid={invalid}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
          className="min-h-11 w-28 rounded-lg border border-pearl/50 bg-ink px-3 text-sand"
        />
      </label>
      <Button type="submit" size="sm" className="min-h-11">
        {t('go')}
      </Button>
      <p
        id={`${id}-hint`}
        role={invalid ? 'alert' : undefined}
        className={`w-full text-sm ${invalid ? 'text-red-300' : 'text-mist'}`}
      >
        {invalid ? t('goToInvalid', { total }) : t('goToHint', { total })}
      </p>
    </form>
  );
}

/** The comic's bookmarks: each goes to its page or is removed. */
function BookmarkList({
  bookmarks,
  onGo,
  onRemove,
}: {
  bookmarks: readonly Bookmark[];
  onGo: (page: number) => void;
  onRemove: (page: number) => void;
}) {
  const t = useFindText();
  if (bookmarks.length === 0) return <p className="text-sm text-mist">{t('noBookmarks')}</p>;
  return (
    <ul className="space-y-2" data-testid="bookmark-list">
      {bookmarks.map((item) => (
        <li key={item.page} className="flex items-center gap-2 rounded-lg border border-line p-2">
          <Ribbon className="shrink-0 text-sky-300" />
          <button
            type="button"
            onClick={() => onGo(item.page)}
            className="min-h-11 min-w-0 flex-1 text-start text-sand underline-offset-4 hover:underline"
          >
            <span className="font-semibold">{t('jump', { page: item.page })}</span>
            {item.note && <span className="block truncate text-sm text-mist">{item.note}</span>}
          </button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('removePage', { page: item.page })}
            onClick={() => onRemove(item.page)}
          >
            ×
          </Button>
        </li>
      ))}
    </ul>
  );
}

export interface ThumbnailGridProps {
  pages: readonly ComicPage[];
  /** The pages on screen (marked as the current place). */
  visible: readonly number[];
  bookmarks: readonly Bookmark[];
  /** A visitor's bookmarks stay in this browser: the grid says so. */
  local: boolean;
  failed: boolean;
  onGo: (page: number) => void;
  onRemove: (page: number) => void;
  onClose: () => void;
}

/**
 * Every page of the comic as a thumbnail (the current one and the bookmarked ones marked), "Go to
 * page" and the comic's bookmarks; choosing a page goes there and closes the grid.
 */
export function ThumbnailGrid(props: ThumbnailGridProps) {
  const t = useFindText();
  const { pages, visible, bookmarks } = props;
  const marked = new Set(bookmarks.map((item) => item.page));
  const go = (page: number) => {
    props.onGo(page);
    props.onClose();
  };
  return (
    <FindDialog
      labelledBy="reader-pages-title"
      onClose={props.onClose}
      initialFocus='[aria-current="page"]'
      wide
      testId="reader-pages"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="reader-pages-title" className="font-display text-2xl tracking-wide text-gold">
          {t('pagesTitle')}
        </h2>
        <Button variant="secondary" size="sm" onClick={props.onClose}>
          {t('close')}
        </Button>
      </div>
      <div className="mt-3">
        <GoToPage total={pages.length} onGo={go} />
      </div>
      <ol className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {pages.map((page, index) => {
          const number = index + 1;
          const current = visible.includes(number);
          const bookmarked = marked.has(number);
          return (
            <li key={page.id || number}>
              <button
                type="button"
                onClick={() => go(number)}
                aria-current={current ? 'page' : undefined}
                data-testid="reader-thumbnail"
                data-bookmarked={bookmarked}
                className={`relative block w-full overflow-hidden rounded-lg border-2 bg-ink focus-visible:ring-2 focus-visible:ring-sand focus-visible:outline-none ${
                  current ? 'border-gold' : 'border-line hover:border-pearl'
                }`}
              >
                <img
                  src={page.image}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="aspect-[2/3] w-full object-cover"
                />
                <span className="block bg-night px-1 py-1 text-center text-sm text-sand">
                  {t('thumbnail', { page: number })}
                  {current && <span className="sr-only">, {t('current')}</span>}
                  {bookmarked && <span className="sr-only">, {t('bookmarked')}</span>}
                </span>
                {bookmarked && (
                  <Ribbon className="absolute end-1 top-0 h-7 w-7 text-sky-300 drop-shadow" />
                )}
                {current && (
                  <span
                    aria-hidden="true"
                    className="absolute start-1 top-1 rounded bg-gold px-1.5 text-xs font-semibold text-ink"
                  >
                    {t('current')}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
      <h3 className="mt-6 mb-2 font-semibold text-pearl">{t('bookmarks')}</h3>
      {props.failed && (
        <p role="alert" className="mb-2 text-sm text-red-300">
          {t('failed')}
        </p>
      )}
      <BookmarkList bookmarks={bookmarks} onGo={go} onRemove={props.onRemove} />
      {props.local && <p className="mt-2 text-sm text-mist">{t('local')}</p>}
    </FindDialog>
  );
}
