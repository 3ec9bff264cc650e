import { Suspense, useCallback, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Scrubber } from './Scrubber';
import { useBookmarks } from './use-bookmarks';
import { useFindText } from './use-find-text';
import type { ReaderState } from './use-reader';
import { BookmarkDialog, ThumbnailGrid } from './reader-extras';

/** The page grid and the bookmark dialog open one at a time. */
type FindDialogName = 'pages' | 'bookmark';

/** Finding a page in the open comic: the bookmarks and which of the dialogs is open. */
export function useReaderFind(comicId: string, signedIn: boolean | undefined, keep = true) {
  const bookmarks = useBookmarks(comicId, signedIn, keep);
  const [open, setOpen] = useState<FindDialogName | null>(null);
  const { refresh } = bookmarks;
  const show = useCallback(
    (name: FindDialogName | null) => {
      // Another device may have changed a member's bookmarks meanwhile.
      if (name === 'pages') refresh();
      setOpen(name);
    },
    [refresh],
  );
  return { bookmarks, open, show, local: signedIn !== true };
}

export type ReaderFindState = ReturnType<typeof useReaderFind>;

/** The row is as tall as the progress bar's row it replaced, give or take: the buttons are 32 px. */
const COMPACT = 'min-h-8! px-2!';

const GRID = 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z';
const RIBBON = 'M6 3h12v18l-6-4-6 4z';

function Icon({ path, filled }: { path: string; filled?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5">
      <path
        d={path}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The bar's row for finding a page: the page grid, the bookmark of the page on screen, the
 * scrubber and how far the reader is.
 */
export function FindBar({ find, reader }: { find: ReaderFindState; reader: ReaderState }) {
  const t = useFindText();
  const marked = find.bookmarks.on(reader.page) !== undefined;
  return (
    <div className="flex h-8 items-center gap-2" data-testid="reader-find">
      <Button
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        onClick={() => find.show('pages')}
        title={t('pagesTitle')}
        className={COMPACT}
      >
        <Icon path={GRID} />
        <span className="sr-only sm:not-sr-only short:sr-only">{t('pages')}</span>
      </Button>
      <Button
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        aria-pressed={marked}
        onClick={() => find.show('bookmark')}
        title={t('bookmarkPage', { page: reader.page })}
        data-testid="bookmark-button"
        className={COMPACT}
      >
        <Icon path={RIBBON} filled={marked} />
        <span className="sr-only sm:not-sr-only short:sr-only">{t('bookmark')}</span>
      </Button>
      <Scrubber
        visible={reader.visible}
        total={reader.total}
        direction={reader.direction}
        marks={find.bookmarks.list.map((item) => item.page)}
        onGo={reader.goTo}
      />
      <span className="w-11 text-end text-sm text-mist tabular-nums short:hidden">
        {reader.percent}%
      </span>
    </div>
  );
}

/** The open dialog of page finding, if any. */
export function FindDialogs(props: { find: ReaderFindState; reader: ReaderState }) {
  return (
    <Suspense fallback={null}>
      <OpenFindDialog {...props} />
    </Suspense>
  );
}

function OpenFindDialog({ find, reader }: { find: ReaderFindState; reader: ReaderState }) {
  const { bookmarks } = find;
  const close = () => find.show(null);
  if (find.open === 'pages') {
    return (
      <ThumbnailGrid
        pages={reader.pages}
        visible={reader.visible}
        bookmarks={bookmarks.list}
        local={find.local}
        failed={bookmarks.failed}
        onGo={reader.goTo}
        onRemove={bookmarks.remove}
        onClose={close}
      />
    );
  }
  if (find.open === 'bookmark') {
    const page = reader.page;
    const kept = bookmarks.on(page);
    return (
      <BookmarkDialog
        key={page}
        page={page}
        note={kept?.note ?? null}
        marked={kept !== undefined}
        onSave={(note) => bookmarks.save(page, note)}
        onRemove={() => bookmarks.remove(page)}
        onClose={close}
      />
    );
  }
  return null;
}
