import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { TIERS, type Tier } from '@shared/enums';
import { dateTimeFormat } from '@shared/intl';
import { releaseWindows, type ReleaseSchedule, type ReleaseWindow } from '@shared/release';
import { buttonClass } from '../../../components/ui/Button';
import { useEdition, useTranslation } from '../../../lib/i18n';
import { LOCALES } from '../../../lib/i18n/format';
import { EPISODE_GATE_NS } from '../../../lib/i18n/namespaces/episodeGate';
import { Link } from '../../../lib/links';
import type { Language } from '../../../lib/language';

/** The episode's number from its slug (`dubai-guardians-002`: "002"), if it ends in one. */
const episodeNumber = (slug: string): string | null => /-(\d+)$/.exec(slug)?.[1] ?? null;

/** A date and time in the visitor's own time zone, named, in the edition's language. */
const when = (at: Date, language: Language) =>
  dateTimeFormat(LOCALES[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);

/** "SILVER and above since Friday, November 27, 2:00 PM GMT+4; FREE from Friday, December 4, ..." */
export function useReleaseWindowsText(schedule: ReleaseSchedule | undefined, now: Date): string {
  const language = useEdition();
  const { t } = useTranslation(EPISODE_GATE_NS);
  const { t: site } = useTranslation();
  const tierName = (tier: Tier) => site(`tier.name.${tier}`);
  const who = ({ tiers }: ReleaseWindow) =>
    tiers.includes(TIERS[TIERS.length - 1]!) && tiers.length > 1
      ? t('andAbove', { tier: tierName(tiers[0]!) })
      : tiers.map(tierName).join(language === 'ar' ? ' و' : ', ');
  if (!schedule) return '';
  return releaseWindows(schedule)
    .map((window) =>
      t(window.at.getTime() <= now.getTime() ? 'since' : 'from', {
        who: who(window),
        date: when(window.at, language),
      }),
    )
    .join(t('separator'));
}

export interface EpisodeGateProps {
  slug: string;
  title: string;
  arc: string | null;
  cover: string;
  /** The tier that reads it now, or that it needs, when that is the gate (else none). */
  gateTier: Tier | null;
  /** The reader's tier (a visitor counts as FREE). */
  tier: Tier;
  /** Who reads it when, one line; empty while the schedule is not known. */
  windows: string;
  /** The countdown, the unlock time and "Remind me". */
  unlock: ReactNode;
  signedIn: boolean;
}

/**
 * The page of a locked episode, one layout for early access and for an episode not out yet: the
 * cover (dimmed), arc, number and title, the tier gate's words where a tier reads it first, who
 * reads it when, the countdown with "Remind me", the plans and the way back to the comics.
 */
export function EpisodeGate(props: EpisodeGateProps) {
  const { t } = useTranslation(EPISODE_GATE_NS);
  const { t: site } = useTranslation();
  const number = episodeNumber(props.slug);
  const { pathname } = useLocation();
  return (
    <article
      data-testid="episode-gate"
      className="mx-auto grid max-w-5xl gap-8 px-4 py-10 md:grid-cols-[minmax(0,18rem)_1fr] md:py-16"
    >
      <div className="relative mx-auto w-full max-w-72 overflow-hidden rounded-2xl border border-line bg-night">
        <img
          src={props.cover}
          alt=""
          className="aspect-[2/3] w-full object-cover opacity-40 grayscale-[60%]"
          data-testid="episode-gate-cover"
        />
        <span className="absolute inset-x-0 top-1/2 mx-auto w-fit -translate-y-1/2 rounded-full border border-gold bg-ink/90 px-4 py-1 font-semibold text-gold">
          {t('locked')}
        </span>
      </div>
      <div className="text-center md:text-start">
        {(props.arc || number) && (
          <p className="text-sm tracking-wide text-pearl uppercase">
            {[props.arc, number && t('episodeNumber', { number })].filter(Boolean).join(' · ')}
          </p>
        )}
        <h1 className="mt-1 font-display text-4xl tracking-wide text-gold sm:text-5xl">
          {props.title}
        </h1>
        {props.gateTier && (
          <section className="mt-6" aria-labelledby="episode-gate-tier">
            <h2 id="episode-gate-tier" className="text-2xl font-bold text-sand">
              {site('tier.required')}
            </h2>
            <p className="mt-2 text-lg text-sand">
              {site('tier.need', { tier: site(`tier.name.${props.gateTier}`) })}
            </p>
            <p className="mt-1 text-mist">
              {site('tier.current', { tier: site(`tier.name.${props.tier}`) })}
            </p>
          </section>
        )}
        {props.windows && (
          <section className="mt-6" aria-labelledby="episode-gate-windows">
            <h2 id="episode-gate-windows" className="text-sm font-semibold text-pearl">
              {t('whoReads')}
            </h2>
            <p className="mt-1 text-sand" data-testid="episode-gate-windows">
              {props.windows}
            </p>
          </section>
        )}
        {props.unlock}
        {!props.signedIn && (
          <Link
            // Signing in comes back to this episode.
            to={`/auth/login?next=${encodeURIComponent(pathname)}`}
            className="mt-3 inline-block text-sky-300 underline"
          >
            {t('signInToRemind')}
          </Link>
        )}
        <div className="mt-8 flex flex-wrap justify-center gap-3 md:justify-start">
          <Link to="/subscription" className={buttonClass('primary', 'md')}>
            {site('tier.plans')}
          </Link>
          <Link to="/comics" className={buttonClass('secondary', 'md')}>
            {t('backToComics')}
          </Link>
        </div>
      </div>
    </article>
  );
}
