import { useEdition, useTranslation } from '../../../lib/i18n';
import { inLanguage } from '@shared/content/types';
import { Link } from '../../../lib/links';
import { originExcerpt, PHASE1_POWER_TAGS, type Phase1Card } from '@shared/content/phase1';
import { buttonClass } from '../../../components/ui/Button';

/** `priority`: the first portrait, the page's largest paint on a phone, fetched first. */
export function Phase1GuardianCard({
  card,
  priority = false,
}: {
  card: Phase1Card;
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const character = inLanguage(card.character, useEdition());
  return (
    <article className="lazy-layout flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-night">
      <div className="relative">
        <img
          src={character.image}
          alt={t('phase1.portrait', { name: character.name })}
          width={600}
          height={800}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding={priority ? 'auto' : 'async'}
          className="aspect-[3/4] h-auto w-full object-cover"
        />
        <span className="absolute start-3 top-3 rounded-full bg-gold px-3 py-1 font-display text-xl tracking-wider text-ink">
          {t(`phase1.order.${card.order}`)}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <span className="self-start rounded-full border border-pearl/50 px-3 py-1 text-xs font-semibold tracking-wider text-pearl uppercase">
          {t(`phase1.role.${card.role}`)}
        </span>
        <h3 className={`mt-3 font-display text-3xl tracking-wide ${character.color}`}>
          {character.name}
        </h3>
        <p className="text-sm text-mist">
          {t('phase1.element')} <span className="font-semibold text-sand">{character.element}</span>
        </p>
        <p className="mt-3 flex-1 text-sm text-mist">{originExcerpt(character.origin)}</p>
        <ul
          aria-label={t('phase1.powersOf', { name: character.name })}
          className="mt-4 flex flex-wrap gap-2"
        >
          {character.powers.slice(0, PHASE1_POWER_TAGS).map((power) => (
            <li key={power} className="rounded-full bg-ink px-3 py-1 text-xs text-sand">
              {power}
            </li>
          ))}
        </ul>
        <Link to="/characters" className={buttonClass('secondary', 'md', 'mt-6')}>
          {t('phase1.profile')}
          <span className="sr-only">: {character.name}</span>
        </Link>
      </div>
    </article>
  );
}
