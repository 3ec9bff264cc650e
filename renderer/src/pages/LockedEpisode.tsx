import { episodeWords, serverEpisodeCover } from '@shared/content/server-episodes';
import { viewerTier } from '@shared/release';
import type { EpisodeLocked } from '@shared/schemas/episodes.schemas';
import { useAuth } from '../features/auth/hooks/use-auth';
import { useServerEpisodes } from '../features/content/comics/api/episodes.api';
import { EpisodeGate, useReleaseWindowsText } from '../features/content/comics/EpisodeGate';
import { EpisodeUnlock, lockedGateTier } from '../features/content/comics/EpisodeUnlock';
import { useNow } from '../features/content/comics/use-now';
import { useLanguage } from '../lib/language';
import { useSiteFrame } from '../lib/site-frame';
import { useEpisodeTabTitle } from './episode-tab-title';

// The console's preview shows the gate from this module's own chunk, as the fans' reader loads it
// for a locked episode: its download is not split for the console.
export {
  EpisodeGate,
  useReleaseWindowsText,
  EpisodeUnlock,
  lockedGateTier,
  useNow,
  episodeWords,
  viewerTier,
};

/**
 * A server episode this reader may not read yet, as a page of the site (its header and footer
 * around it): the gate for early access and for an episode not out yet alike. The tab names the
 * episode; the reader opens by itself once the countdown reaches its time (`onUnlocked`).
 */
export function LockedEpisode({
  slug,
  locked,
  onUnlocked,
}: {
  slug: string;
  locked: EpisodeLocked;
  onUnlocked: () => void;
}) {
  useSiteFrame();
  const language = useLanguage();
  const { user } = useAuth();
  // The list has the release time and the episode's words (the 403 carries only this reader's time).
  const summaries = useServerEpisodes();
  const schedule = summaries.data?.find((summary) => summary.slug === slug);
  const words = schedule && episodeWords(schedule, language);
  const title = words?.title ?? slug;
  useEpisodeTabTitle(words?.title);
  const now = useNow(true, 30_000);
  const windows = useReleaseWindowsText(schedule, now);
  const tier = user?.tier ?? null;
  return (
    <EpisodeGate
      slug={slug}
      title={title}
      arc={words?.arc ?? null}
      cover={schedule?.coverImage ?? serverEpisodeCover(slug)}
      gateTier={lockedGateTier(locked, schedule, tier, now)}
      tier={viewerTier(tier)}
      windows={windows}
      signedIn={Boolean(user)}
      unlock={
        <EpisodeUnlock
          slug={slug}
          title={title}
          locked={locked}
          schedule={schedule}
          tier={tier}
          signedIn={Boolean(user)}
          onUnlocked={onUnlocked}
        />
      }
    />
  );
}
