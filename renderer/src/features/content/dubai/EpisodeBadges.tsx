import { DUBAI_EPISODE } from './dubai-guardians';
import { Icon } from '../ui/Icon';

/** "7 Pages", "5 min read" and "Featured". */
export function EpisodeBadges() {
  return (
    <ul aria-label="Episode details" className="flex flex-wrap gap-2">
      <li className="inline-flex items-center gap-1.5 rounded-full border border-line bg-night px-3 py-1 text-sm text-sand">
        <Icon name="book" size={16} className="text-gold" />
        {DUBAI_EPISODE.pageCount} Pages
      </li>
      <li className="inline-flex items-center gap-1.5 rounded-full border border-line bg-night px-3 py-1 text-sm text-sand">
        <Icon name="clock" size={16} className="text-gold" />
        {DUBAI_EPISODE.readTime}
      </li>
      <li className="inline-flex items-center rounded-full bg-gold px-3 py-1 text-sm font-bold text-ink">
        Featured
      </li>
    </ul>
  );
}

/** The cover with its "EP 001" label. */
export function EpisodeCover({ eager = false }: { eager?: boolean }) {
  return (
    <div className="relative mx-auto w-full max-w-sm">
      <div
        aria-hidden="true"
        className="absolute -inset-4 animate-glow rounded-3xl bg-royal/40 blur-2xl"
      />
      <img
        src={DUBAI_EPISODE.cover}
        alt={`Cover of ${DUBAI_EPISODE.title}, episode 001`}
        width={600}
        height={900}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="relative h-auto w-full rounded-2xl border border-gold/40 shadow-2xl"
      />
      <span className="absolute bottom-0 left-1/2 -translate-x-1/2 translate-y-1/2 rounded-md border border-gold/60 bg-ink px-4 py-1 font-display text-xl tracking-widest whitespace-nowrap text-gold">
        {DUBAI_EPISODE.label}
      </span>
    </div>
  );
}
