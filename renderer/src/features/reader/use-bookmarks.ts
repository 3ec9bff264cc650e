import { useCallback, useEffect, useRef, useState } from 'react';
import type { Bookmark } from '@shared/schemas/bookmarks.schemas';
import {
  byPage,
  fetchBookmarks,
  loadMemberBookmarks,
  localBookmark,
  readLocalBookmarks,
  removeBookmark,
  saveBookmark,
  writeLocalBookmarks,
} from './bookmarks-store';

export interface BookmarksState {
  /** The comic's bookmarks, first page first. */
  list: Bookmark[];
  /** The bookmark on a page, if any. */
  on: (page: number) => Bookmark | undefined;
  /** Marks a page (or changes its note). */
  save: (page: number, note: string) => void;
  remove: (page: number) => void;
  /** Asks the server again (a member's bookmarks may have changed on another device). */
  refresh: () => void;
  /** The last change could not reach the server. */
  failed: boolean;
}

/**
 * The bookmarks of the open comic: the member's on the server (this browser's signed-out ones
 * merged up as the comic opens), a visitor's in this browser. Changes show at once; a member's
 * are then sent, and a failure brings the server's list back with `failed` set.
 * `signedIn` undefined: not known yet, nothing is loaded. `keep` false (a preview): none are
 * loaded, and changes stay on screen only.
 */
export function useBookmarks(
  comicId: string,
  signedIn: boolean | undefined,
  keep = true,
): BookmarksState {
  const [list, setList] = useState<Bookmark[]>([]);
  const [failed, setFailed] = useState(false);
  const listRef = useRef(list);
  const member = signedIn === true;

  const show = useCallback((next: Bookmark[]) => {
    listRef.current = next;
    setList(next);
  }, []);

  const reload = useCallback(
    (first: boolean) => {
      const load = first ? loadMemberBookmarks : fetchBookmarks;
      return load(comicId).then(show, () => setFailed(true));
    },
    [comicId, show],
  );

  useEffect(() => {
    if (signedIn === undefined || !keep) return;
    if (signedIn) void reload(true);
    else show(readLocalBookmarks(comicId));
  }, [comicId, signedIn, keep, reload, show]);

  const change = useCallback(
    (next: Bookmark[], send: () => Promise<unknown>) => {
      show(next);
      setFailed(false);
      if (!keep) return;
      if (!member) {
        writeLocalBookmarks(comicId, next);
        return;
      }
      send().catch(() => {
        setFailed(true);
        void reload(false);
      });
    },
    [comicId, member, keep, reload, show],
  );

  const save = useCallback(
    (page: number, note: string) => {
      const text = note.trim() || null;
      const kept = listRef.current.find((item) => item.page === page);
      const item = kept ? { ...kept, note: text } : localBookmark(comicId, page, text);
      const others = listRef.current.filter((other) => other.page !== page);
      change(byPage([...others, item]), () => saveBookmark(comicId, page, text));
    },
    [comicId, change],
  );

  const remove = useCallback(
    (page: number) => {
      const next = listRef.current.filter((item) => item.page !== page);
      change(next, () => removeBookmark(comicId, page));
    },
    [comicId, change],
  );

  const refresh = useCallback(() => {
    if (member) void reload(false);
  }, [member, reload]);

  const on = useCallback((page: number) => list.find((item) => item.page === page), [list]);

  return { list, on, save, remove, refresh, failed };
}
