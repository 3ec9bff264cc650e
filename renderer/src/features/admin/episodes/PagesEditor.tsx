import type { EditorEpisode, PanelBox } from '@shared/schemas/admin-episodes.schemas';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { errorText } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { ADMIN_NS } from '../../../lib/i18n/namespaces/admin';
import { type UploadState, uploadFile, useSetPages, useUpdateEpisode } from './episodes.api';
import { MoveButtons, moved, PanelsEditor } from './PanelsEditor';

interface DraftPage {
  key: string;
  alt: string;
  altAr: string;
  panels: PanelBox[];
  /** Where to see it: the episode's page, or nothing yet for a page just uploaded. */
  image: string | null;
}

/** The bytes sent, then the pages the server converted, as one line. */
function UploadLine({ state }: { state: UploadState }) {
  const { t } = useTranslation(ADMIN_NS);
  const sent = state.total ? Math.round((state.sent / state.total) * 100) : 0;
  return (
    <div role="status" className="flex flex-col gap-1 text-sm text-mist">
      <progress className="w-full" max={100} value={sent} aria-label={t('episodes.sending')} />
      <span>
        {t('episodes.sent', { percent: sent })}
        {state.server &&
          ` · ${t('episodes.converted', { done: state.server.done, total: state.server.total })}`}
      </span>
    </div>
  );
}

/** The file pickers: the pages (images, or one CBZ or ZIP) and the cover. */
function UploadInputs({
  onFiles,
  busy,
}: {
  onFiles: (files: FileList | null, kind: 'pages' | 'cover') => void;
  busy: boolean;
}) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <div className="flex flex-wrap gap-6">
      <label className="flex flex-col gap-1 text-sm font-medium text-sand">
        {t('episodes.uploadPages')}
        <input
          type="file"
          multiple
          accept="image/png,image/jpeg,image/webp,.cbz,.zip,application/zip"
          onChange={(event) => onFiles(event.target.files, 'pages')}
          disabled={busy}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-sand">
        {t('episodes.uploadCover')}
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={(event) => onFiles(event.target.files, 'cover')}
          disabled={busy}
        />
      </label>
    </div>
  );
}

/** A page's alt text in English and in Arabic (written right to left). */
function AltInputs({
  number,
  page,
  onChange,
}: {
  number: number;
  page: DraftPage;
  onChange: (change: Partial<Pick<DraftPage, 'alt' | 'altAr'>>) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  return (['alt', 'altAr'] as const).map((field) => {
    const english = field === 'alt';
    return (
      <input
        key={field}
        aria-label={t(`episodes.${field}`, { page: number })}
        value={page[field]}
        dir={english ? 'ltr' : 'rtl'}
        lang={english ? 'en' : 'ar'}
        onChange={(event) => onChange({ [field]: event.target.value })}
        className="min-w-60 flex-1 rounded border border-line bg-night px-2 py-1 text-pearl"
      />
    );
  });
}

/** A page's buttons: its panel boxes, up, down and remove. */
function PageButtons(props: {
  index: number;
  last: boolean;
  panels: number;
  open: boolean;
  onPanels: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const { index } = props;
  return (
    <>
      <Button size="sm" variant="ghost" aria-expanded={props.open} onClick={props.onPanels}>
        {t('episodes.editPanels', { page: index + 1, count: props.panels })}
      </Button>
      <MoveButtons {...props} />
    </>
  );
}

/** Uploads pages and the cover, orders the pages by drag or keyboard, gives each its alt text. */
export function PagesEditor({ episode }: { episode: EditorEpisode }) {
  const { t } = useTranslation(ADMIN_NS);
  const [pages, setPages] = useState<DraftPage[]>(() =>
    episode.pages.map((page) => ({
      key: page.key ?? '',
      alt: page.alt,
      altAr: page.altAr,
      panels: page.panels,
      image: page.image,
    })),
  );
  const [upload, setUpload] = useState<UploadState | null>(null);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  // The page whose panel boxes are open (its key: it keeps its boxes as pages move).
  const [boxed, setBoxed] = useState<string | null>(null);
  const boxedIndex = pages.findIndex((page) => page.key === boxed);
  const save = useSetPages();
  const update = useUpdateEpisode();

  const send = async (files: FileList | null, kind: 'pages' | 'cover') => {
    setUploadError(null);
    for (const file of files ?? []) {
      try {
        const result = await uploadFile(file, kind, setUpload);
        if (kind === 'cover') update.mutate({ slug: episode.slug, coverKey: result.pages[0].key });
        else
          setPages((current) => [
            ...current,
            ...result.pages.map((page) => ({
              key: page.key,
              alt: '',
              altAr: '',
              panels: [],
              image: null,
            })),
          ]);
      } catch (error) {
        setUploadError(error);
      }
    }
    setUpload(null);
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= pages.length) return;
    setPages((current) => moved(current, from, to));
    setAnnounce(t('episodes.movedTo', { page: to + 1 }));
  };
  const onKey = (index: number) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? index - 1 : index + 1);
  };

  if (!episode.editable) return <p className="text-mist">{t('episodes.generated')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <UploadInputs onFiles={(files, kind) => void send(files, kind)} busy={upload !== null} />
      {upload && <UploadLine state={upload} />}
      {uploadError != null && (
        <p role="alert" className="text-danger">
          {errorText(uploadError, t('episodes.failed'))}
        </p>
      )}
      <p className="text-sm text-mist">{t('episodes.orderHint')}</p>
      <p className="text-sm text-mist">{t('episodes.altHint')}</p>
      <p aria-live="polite" className="sr-only">
        {announce}
      </p>
      <ol aria-label={t('episodes.pages')} className="flex flex-col gap-2">
        {pages.map((page, index) => (
          <li
            key={page.key}
            draggable
            tabIndex={0}
            data-testid="editor-page"
            onKeyDown={onKey(index)}
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={() => {
              if (dragged !== null) move(dragged, index);
              setDragged(null);
            }}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-line p-2 focus-visible:ring-2 focus-visible:ring-sand focus-visible:outline-none"
          >
            <span className="w-16 font-semibold text-sand">
              {t('episodes.page', { page: index + 1 })}
            </span>
            <AltInputs
              number={index + 1}
              page={page}
              onChange={(change) =>
                setPages((current) =>
                  current.map((p, i) => (i === index ? { ...p, ...change } : p)),
                )
              }
            />
            <PageButtons
              index={index}
              last={index === pages.length - 1}
              panels={page.panels.length}
              open={boxed === page.key}
              onPanels={() => setBoxed(boxed === page.key ? null : page.key)}
              onMove={(to) => move(index, to)}
              onRemove={() => setPages((current) => current.filter((_, i) => i !== index))}
            />
          </li>
        ))}
      </ol>
      {boxedIndex >= 0 && (
        <PanelsEditor
          page={boxedIndex + 1}
          image={`/api/admin/${pages[boxedIndex].key}`}
          panels={pages[boxedIndex].panels}
          onChange={(panels) =>
            setPages((current) => current.map((p, i) => (i === boxedIndex ? { ...p, panels } : p)))
          }
        />
      )}
      {save.error != null && (
        <p role="alert" className="text-danger">
          {errorText(save.error, t('episodes.failed'))}
        </p>
      )}
      <div>
        <Button
          onClick={() =>
            save.mutate({
              slug: episode.slug,
              pages: pages.map(({ key, alt, altAr, panels }) => ({ key, alt, altAr, panels })),
            })
          }
          disabled={save.isPending || upload !== null}
        >
          {t('episodes.savePages')}
        </Button>
        {save.isSuccess && (
          <span className="ms-3 text-mist" role="status">
            {t('episodes.saved')}
          </span>
        )}
      </div>
    </div>
  );
}
