import {
  type EpisodePreview as Preview,
  PREVIEW_AUDIENCES,
  type PreviewAudience,
  previewPath,
} from '@shared/schemas/admin-episodes.schemas';
import { use, useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorText } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { ADMIN_NS } from '../../../lib/i18n/namespaces/admin';
import { useLanguage } from '../../../lib/language';
import { Link, useNavigate } from '../../../lib/links';
import type { ReaderSource } from '../../reader';
import { useEpisodePreview } from './episodes.api';

/**
 * The reader, from the reader page's own chunk, and the gate, from the locked episode's (loaded as
 * the fans' reader loads them): asked for once the preview's code arrives, so the fans' download
 * is not split for the console.
 */
const readerPage = import('../../../pages/ReaderPage');
const gatePage = import('../../../pages/LockedEpisode');

/** The audience an address names (`?as=GOLD`), as typed: the server refuses an unknown one. */
const audienceOf = (value: string | null): string => value ?? 'VISITOR';
const known = (value: string): value is PreviewAudience =>
  (PREVIEW_AUDIENCES as readonly string[]).includes(value);

/** The gate the audience gets, with the same layout and words as the fans' (its buttons inert). */
function PreviewGate({ preview, onUnlocked }: { preview: Preview; onUnlocked: () => void }) {
  const gate = use(gatePage);
  const language = useLanguage();
  const { summary, as } = preview;
  const locked = preview.locked!;
  const words = gate.episodeWords(summary, language);
  const now = gate.useNow(true, 30_000);
  const windows = gate.useReleaseWindowsText(summary, now);
  const tier = as === 'VISITOR' ? null : as;
  const signedIn = as !== 'VISITOR';
  return (
    <gate.EpisodeGate
      slug={summary.slug}
      title={words.title}
      arc={words.arc}
      cover={summary.coverImage ?? previewPath(summary.slug, '/cover', as)}
      gateTier={gate.lockedGateTier(locked, summary, tier, now)}
      tier={gate.viewerTier(tier)}
      windows={windows}
      signedIn={signedIn}
      unlock={
        // Shown as the audience sees it; "Remind me" would set the staff member's own reminder.
        <div inert>
          <gate.EpisodeUnlock
            slug={summary.slug}
            title={words.title}
            locked={locked}
            schedule={summary}
            tier={tier}
            signedIn={signedIn}
            onUnlocked={onUnlocked}
          />
        </div>
      }
    />
  );
}

/**
 * The console's preview (`/admin/episodes/{slug}/preview?as=GOLD`): the real reader or the real
 * gate, as the server answers for that audience now. The reader keeps no progress and counts no
 * read; the bar and a banner say whose view it is.
 */
export default function EpisodePreview({ slug }: { slug: string }) {
  const reader = use(readerPage);
  const { t } = useTranslation(ADMIN_NS);
  const language = useLanguage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const as = audienceOf(search.get('as'));
  const preview = useEpisodePreview(slug, as);
  const audience = known(as) ? t(`episodes.audience.${as}`) : as;
  const backTo = `/admin/episodes?episode=${encodeURIComponent(slug)}`;
  const onBack = useCallback(() => void navigate(backTo), [navigate, backTo]);
  const { refetch } = preview;
  const onUnlocked = useCallback(() => void refetch(), [refetch]);
  const data = preview.data;
  const source = useMemo<ReaderSource | undefined>(() => {
    const episode = data?.episode;
    if (!episode) return undefined;
    return {
      title: reader.episodeWords(episode, language).title,
      pages: episode.pages.map((page) => ({
        id: `${episode.slug}-p${page.number}`,
        image: page.image,
        ...reader.pageWords(page, language),
      })),
      ...(data.panels ? { panels: data.panels } : {}),
      ...(data.panelsAr ? { panelsAr: data.panelsAr } : {}),
      preview: true,
    };
  }, [data, language, reader]);

  const banner = (
    <div
      role="status"
      data-testid="preview-banner"
      className="mx-auto mt-6 flex max-w-5xl flex-wrap items-center gap-3 rounded-xl border border-gold bg-night px-4 py-3 text-sand"
    >
      <p className="font-semibold">{t('episodes.previewBanner', { audience })}</p>
      {data && !data.published && <p className="text-mist">{t('episodes.previewUnpublished')}</p>}
      <Link to={backTo} className="text-gold underline">
        {t('episodes.previewBack')}
      </Link>
    </div>
  );
  if (preview.error) {
    return (
      <>
        {banner}
        <p role="alert" className="mx-auto mt-6 max-w-5xl px-4 text-danger">
          {errorText(preview.error, t('episodes.failed'))}
        </p>
      </>
    );
  }
  if (!data)
    return <p className="mx-auto mt-6 max-w-5xl px-4 text-mist">{t('episodes.previewLoading')}</p>;
  if (!source) {
    return (
      <>
        {banner}
        <PreviewGate preview={data} onUnlocked={onUnlocked} />
      </>
    );
  }
  return (
    <reader.ComicReader
      key={`${slug}-${as}`}
      comicId={slug}
      source={source}
      onBack={onBack}
      signedIn={false}
      // From the first page, never the staff member's own saved page.
      requestedPage="1"
      toolbarExtras={
        <span
          data-testid="preview-badge"
          className="rounded-full border border-gold px-3 py-1 text-sm font-semibold text-gold"
        >
          {t('episodes.previewBadge', { audience })}
        </span>
      }
    />
  );
}
