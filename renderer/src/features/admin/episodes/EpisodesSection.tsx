import type { EditorEpisodeSummary } from '@shared/schemas/admin-episodes.schemas';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { errorText } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { ADMIN_NS } from '../../../lib/i18n/namespaces/admin';
import { Link } from '../../../lib/links';
import { type AdminColumn, AdminTable } from '../components/AdminTable';
import {
  useCreateEpisode,
  useEditorEpisode,
  useEditorEpisodes,
  usePublishEpisode,
  useUpdateEpisode,
} from './episodes.api';
import { EpisodeForm } from './EpisodeForm';
import { PagesEditor } from './PagesEditor';
import { PreviewLinks } from './PreviewLinks';

/** One episode's editor: its words and release, its pages, publishing and a preview. */
function EpisodeEditor({ slug }: { slug: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const episode = useEditorEpisode(slug);
  const update = useUpdateEpisode();
  const publish = usePublishEpisode();
  if (!episode.data) return <p className="text-mist">{t('episodes.loading')}</p>;
  const data = episode.data;
  return (
    <section
      aria-labelledby="episode-heading"
      className="flex flex-col gap-6 rounded-xl border border-line p-5"
    >
      <h3 id="episode-heading" className="text-2xl font-bold text-sand">
        <bdi>{data.title}</bdi>{' '}
        <span className="text-base text-mist">
          ({data.published ? t('episodes.published') : t('episodes.draft')})
        </span>
      </h3>
      <EpisodeForm
        key={`${data.slug}-${data.releaseAt}`}
        episode={data}
        pending={update.isPending}
        error={update.error}
        onSubmit={({ arc: _arc, number: _number, ...changes }) =>
          update.mutate({ slug: data.slug, ...changes })
        }
      />
      <PagesEditor key={data.slug} episode={data} />
      <PreviewLinks slug={data.slug} />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant={data.published ? 'secondary' : 'primary'}
          onClick={() => publish.mutate({ slug: data.slug, published: !data.published })}
          disabled={publish.isPending}
        >
          {data.published ? t('episodes.unpublish') : t('episodes.publish')}
        </Button>
        {data.published && (
          <Link to={`/comics/reader/${data.slug}`} target="_blank" className="text-gold underline">
            {t('episodes.preview')}
          </Link>
        )}
        {publish.error != null && (
          <p role="alert" className="text-danger">
            {errorText(publish.error, t('episodes.failed'))}
          </p>
        )}
      </div>
    </section>
  );
}

/** The console's episodes: every one, published or not; a new one; the one chosen, edited. */
export default function EpisodesSection() {
  const { t } = useTranslation(ADMIN_NS);
  const episodes = useEditorEpisodes();
  const create = useCreateEpisode();
  // A preview's way back names its episode (`?episode=slug`).
  const [search] = useSearchParams();
  const [chosen, setChosen] = useState<string | null>(search.get('episode'));
  const columns = useMemo<AdminColumn<EditorEpisodeSummary>[]>(
    () => [
      {
        accessorKey: 'arc',
        header: t('episodes.arc'),
        cell: (c) => <bdi>{c.getValue<string>()}</bdi>,
      },
      { accessorKey: 'number', header: t('episodes.number') },
      {
        accessorKey: 'title',
        header: t('episodes.titleEn'),
        cell: (c) => (
          <button
            type="button"
            className="text-start text-gold underline"
            onClick={() => setChosen(c.row.original.slug)}
          >
            <bdi>{c.getValue<string>()}</bdi>
          </button>
        ),
      },
      { accessorKey: 'requiredTier', header: t('episodes.tier') },
      { accessorKey: 'pageCount', header: t('episodes.pages') },
      {
        id: 'state',
        header: t('episodes.state'),
        accessorFn: (e) => (e.published ? t('episodes.published') : t('episodes.draft')),
      },
    ],
    [t],
  );
  return (
    <section aria-labelledby="episodes-heading" className="flex flex-col gap-6">
      <div>
        <h2 id="episodes-heading" className="font-display text-3xl tracking-wide text-gold">
          {t('episodes.title')}
        </h2>
        <p className="text-mist">{t('episodes.intro')}</p>
      </div>
      <AdminTable label={t('episodes.title')} columns={columns} data={episodes.data ?? []} />
      {chosen ? (
        <>
          <Button variant="ghost" onClick={() => setChosen(null)}>
            {t('episodes.new')}
          </Button>
          <EpisodeEditor slug={chosen} />
        </>
      ) : (
        <section
          aria-labelledby="new-episode-heading"
          className="flex flex-col gap-4 rounded-xl border border-line p-5"
        >
          <h3 id="new-episode-heading" className="text-2xl font-bold text-sand">
            {t('episodes.new')}
          </h3>
          <EpisodeForm
            pending={create.isPending}
            error={create.error}
            onSubmit={(draft) => create.mutate(draft, { onSuccess: (e) => setChosen(e.slug) })}
          />
        </section>
      )}
    </section>
  );
}
