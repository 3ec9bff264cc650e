import { useEdition, useTranslation } from '../../../lib/i18n';
import { inLanguage } from '@shared/content/types';
import { m } from 'framer-motion';
import { lazy, Suspense, useState } from 'react';
import { CHARACTERS } from '@shared/content/characters';
import type { Character } from '@shared/content/types';
import { isFirstRender } from '../../../lib/first-render';
import { MotionFeatures } from '../motion/MotionFeatures';
import { Icon } from '../ui/Icon';

// The dialog (and its dialog library) loads when a card is first chosen.
const CharacterDialog = lazy(() =>
  import('./CharacterDialog').then((module) => ({ default: module.CharacterDialog })),
);

/** Cards enter one after another, 0.1 s apart. */
const CARD_STAGGER_SECONDS = 0.1;

/** Portraits in a row of the grid on a phone (`grid-cols-2`). */
const FIRST_ROW_ON_A_PHONE = 2;

export function CharacterGrid({ characters = CHARACTERS }: { characters?: readonly Character[] }) {
  const { t } = useTranslation();
  const language = useEdition();
  const [selected, setSelected] = useState<Character | null>(null);
  // Once opened, the dialog stays mounted so that closing it plays out and hands focus back.
  const [dialogUsed, setDialogUsed] = useState(false);
  const open = (hero: Character) => {
    setDialogUsed(true);
    setSelected(hero);
  };
  // Opened from its prerendered HTML the grid is already on screen: it animates in when visited
  // from another page.
  const [animate] = useState(() => !isFirstRender());

  return (
    <>
      <MotionFeatures>
        <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-5">
          {characters.map((hero, index) => {
            const character = inLanguage(hero, language);
            return (
              <m.li
                key={character.id}
                initial={animate ? { opacity: 0, y: 24 } : false}
                animate={{ opacity: 1, y: 0 }}
                transition={{ duration: 0.5, delay: index * CARD_STAGGER_SECONDS }}
              >
                <button
                  type="button"
                  onClick={() => open(hero)}
                  aria-haspopup="dialog"
                  className="group flex h-full w-full flex-col overflow-hidden rounded-2xl border border-line bg-night text-start transition-colors hover:border-gold/60"
                >
                  <img
                    src={character.image}
                    alt=""
                    width={600}
                    height={800}
                    // A portrait of the first row is the largest paint where the intro is short
                    // (the Arabic edition on a phone, two to a row): whichever of the two paints
                    // first, so both are asked for first, preloaded by React.
                    fetchPriority={index < FIRST_ROW_ON_A_PHONE ? 'high' : 'auto'}
                    decoding="async"
                    className="aspect-[3/4] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-105"
                  />
                  <span className="flex flex-1 flex-col gap-1 p-3 sm:p-5">
                    <span
                      className={`flex items-center gap-2 text-sm font-semibold ${character.color}`}
                    >
                      <Icon name={character.icon} size={18} />
                      {character.element}
                    </span>
                    <span className="font-display text-2xl tracking-wide text-sand sm:text-3xl">
                      {character.name}
                    </span>
                    <span className="text-sm text-mist">{character.title}</span>
                    <span className="mt-3 text-sm font-semibold text-gold">{t('heroes.view')}</span>
                  </span>
                </button>
              </m.li>
            );
          })}
        </ul>
      </MotionFeatures>
      {dialogUsed && (
        <Suspense fallback={null}>
          <CharacterDialog character={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </>
  );
}
