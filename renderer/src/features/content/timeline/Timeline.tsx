import { useEdition, useTranslation } from '../../../lib/i18n';
import { inLanguage } from '@shared/content/types';
import { TIMELINE_ERAS } from '@shared/content/timeline';
import type { TimelineEra } from '@shared/content/types';

/**
 * The eras down a central line, each on its own side from medium screens up: the side is the
 * English layout's, mirrored on right-to-left pages (the grid and logical properties follow dir).
 */
export function Timeline({ eras = TIMELINE_ERAS }: { eras?: readonly TimelineEra[] }) {
  const { t } = useTranslation();
  const language = useEdition();
  return (
    <ol className="relative mx-auto max-w-6xl px-4 py-16">
      <span
        aria-hidden="true"
        className="absolute start-8 top-0 bottom-0 w-px bg-gradient-to-b from-gold/0 via-gold/60 to-gold/0 md:start-1/2"
      />
      {eras.map((item, index) => {
        const era = inLanguage(item, language);
        const right = era.side === 'right';
        return (
          <li
            key={era.era}
            data-side={era.side}
            className="relative mb-16 grid items-center gap-6 ps-12 last:mb-0 md:grid-cols-2 md:gap-16 md:ps-0"
          >
            <span
              aria-hidden="true"
              className="absolute start-4 top-6 h-4 w-4 -translate-x-1/2 live:animate-pulse-slow rounded-full bg-gold ring-4 ring-ink rtl:translate-x-1/2 md:start-1/2 md:top-1/2 md:-translate-y-1/2"
            />
            <div className={right ? 'md:order-2' : 'md:text-end'}>
              <p className="font-semibold tracking-[0.3em] text-pearl uppercase">
                {t('lore.era', { number: index + 1 })}
              </p>
              <h2 className={`mt-1 font-display text-4xl tracking-wide ${era.color}`}>{era.era}</h2>
              <p className="mt-3 text-mist">{era.description}</p>
            </div>
            <div className={right ? 'md:order-1' : undefined}>
              <img
                src={era.image}
                alt={t('lore.artwork', { era: era.era })}
                width={800}
                height={500}
                loading={index === 0 ? 'eager' : 'lazy'}
                // The first era's artwork is the largest paint where the intro is short (the
                // Arabic edition on a phone): asked for first, preloaded by React.
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
                className="h-auto w-full rounded-2xl border border-line shadow-xl"
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
