import { useEdition, useTranslation } from '../../../lib/i18n';
import { inLanguage } from '@shared/content/types';
import type { Character } from '@shared/content/types';
import { Modal } from '../../../components/ui/Modal';

/** Portrait, Powers, Origin and Symbolism of one guardian. */
export function CharacterDialog({
  character: chosen,
  onClose,
}: {
  character: Character | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useEdition();
  const character = chosen && inLanguage(chosen, language);
  return (
    <Modal
      open={chosen !== null}
      onClose={onClose}
      size="lg"
      title={
        character ? (
          <>
            {character.name}
            <span className="mt-1 block font-sans text-base tracking-normal text-pearl">
              {character.title}
            </span>
          </>
        ) : (
          ''
        )
      }
    >
      {character && (
        <div className="grid gap-6 sm:grid-cols-[minmax(0,14rem)_1fr]">
          <img
            src={character.image}
            alt={t('heroes.portrait', { name: character.name, title: character.title })}
            width={600}
            height={800}
            className="mx-auto h-auto w-48 rounded-xl border border-line sm:w-full"
          />
          <div className="space-y-5">
            <p className="text-sm text-mist">
              {t('heroes.element')}{' '}
              <span className={`font-semibold ${character.color}`}>{character.element}</span>
            </p>
            <section>
              <h3 className="text-lg font-bold text-gold">{t('heroes.powers')}</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {character.powers.map((power) => (
                  <li
                    key={power}
                    className="rounded-full border border-line bg-ink px-3 py-1 text-sm text-sand"
                  >
                    {power}
                  </li>
                ))}
              </ul>
            </section>
            <section>
              <h3 className="text-lg font-bold text-gold">{t('heroes.origin')}</h3>
              <p className="mt-2 text-mist">{character.origin}</p>
            </section>
            <section>
              <h3 className="text-lg font-bold text-gold">{t('heroes.symbolism')}</h3>
              <p className="mt-2 text-mist">{character.symbolism}</p>
            </section>
          </div>
        </div>
      )}
    </Modal>
  );
}
