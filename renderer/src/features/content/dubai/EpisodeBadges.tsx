import { useTranslation } from '../../../lib/i18n';
import { DUBAI_NS } from '../../../lib/i18n/namespaces/dubai';
import { DUBAI_EPISODE } from './dubai-guardians';
import { Icon } from '../ui/Icon';

/** "7 Pages", the reading time and "Featured". */
export function EpisodeBadges() {
  const { t } = useTranslation();
  const { t: episode } = useTranslation(DUBAI_NS);
  return (
    <ul aria-label={t('dubai.details')} className="flex flex-wrap gap-2">
      <li className="inline-flex items-center gap-1.5 rounded-full border border-line bg-night px-3 py-1 text-sm text-sand">
        <Icon name="book" size={16} className="text-gold" />
        {t('dubai.pages', { count: DUBAI_EPISODE.pageCount })}
      </li>
      <li className="inline-flex items-center gap-1.5 rounded-full border border-line bg-night px-3 py-1 text-sm text-sand">
        <Icon name="clock" size={16} className="text-gold" />
        {episode('episode.readTime', { count: DUBAI_EPISODE.readMinutes })}
      </li>
      <li className="inline-flex items-center rounded-full bg-gold px-3 py-1 text-sm font-bold text-ink">
        {t('dubai.featured')}
      </li>
    </ul>
  );
}

/** The cover with its "EP 001" label. */
export function EpisodeCover({ eager = false }: { eager?: boolean }) {
  const { t } = useTranslation();
  const { t: episode } = useTranslation(DUBAI_NS);
  return (
    <div className="relative mx-auto w-full max-w-sm">
      <div
        aria-hidden="true"
        className="absolute -inset-4 rounded-3xl bg-royal/16 shadow-[0_0_64px_24px_rgb(79_124_240/0.16)]"
      />
      <img
        src={DUBAI_EPISODE.cover}
        alt={t('dubai.cover', { title: episode('episode.title') })}
        width={600}
        height={900}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        className="relative h-auto w-full rounded-2xl border border-gold/40 shadow-2xl"
      />
      <span className="absolute start-1/2 bottom-0 -translate-x-1/2 rtl:translate-x-1/2 translate-y-1/2 rounded-md border border-gold/60 bg-ink px-4 py-1 font-display text-xl tracking-widest whitespace-nowrap text-gold">
        {episode('episode.label')}
      </span>
    </div>
  );
}
