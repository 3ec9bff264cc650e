import { useId, useState } from 'react';
import { BOOKMARK_NOTE_MAX } from '@shared/bookmarks';
import { Button } from '../../components/ui/Button';
import { FindDialog } from './FindDialog';
import { useFindText } from './use-find-text';

/** Bookmarks a page with an optional note, changes the note, or removes the bookmark. */
export function BookmarkDialog({
  page,
  note,
  marked,
  onSave,
  onRemove,
  onClose,
}: {
  page: number;
  /** The note of the page's bookmark, if it has one. */
  note: string | null;
  /** The page is bookmarked already. */
  marked: boolean;
  onSave: (note: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const t = useFindText();
  const id = useId();
  const [text, setText] = useState(note ?? '');
  return (
    <FindDialog labelledBy={`${id}-title`} onClose={onClose} testId="bookmark-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave(text);
          onClose();
        }}
      >
        <h2 id={`${id}-title`} className="font-display text-2xl tracking-wide text-gold">
          {t('bookmarkPage', { page })}
        </h2>
        <label htmlFor={id} className="mt-4 block text-sm text-pearl">
          {t('note')}
        </label>
        <textarea
          id={id}
          value={text}
          maxLength={BOOKMARK_NOTE_MAX}
          rows={3}
          aria-describedby={`${id}-count`}
          onChange={(event) => setText(event.target.value)}
          className="mt-1 w-full rounded-lg border border-pearl/50 bg-ink p-2 text-sand"
        />
        <p id={`${id}-count`} className="text-end text-xs text-mist">
          {t('noteCount', { count: text.length, max: BOOKMARK_NOTE_MAX })}
        </p>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          {marked && (
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                onRemove();
                onClose();
              }}
            >
              {t('remove')}
            </Button>
          )}
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit">{t('save')}</Button>
        </div>
      </form>
    </FindDialog>
  );
}
