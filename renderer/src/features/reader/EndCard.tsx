import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Comic } from '@shared/content/types';
import { Button, buttonClass } from '../../components/ui/Button';
import { editionPath } from './reader-logic';
import { useReaderText } from './use-reader-text';

interface EndCardProps {
  title: string;
  nextComic: Comic | undefined;
  onReadAgain: () => void;
  /** Closes the card, back on the last page. */
  onContinue: () => void;
  /** The sponsor's unit, when a campaign runs with this comic. */
  sponsor?: ReactNode;
}

/**
 * Past the last page, and on opening a comic finished here or on another device: read again, back
 * to the last page, the next comic of the universe, the vote, the catalogue.
 */
export function EndCard({ title, nextComic, onReadAgain, onContinue, sponsor }: EndCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { t, language } = useReaderText();
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="absolute inset-0 z-10 flex items-center justify-center bg-ink/85 p-4">
      <section
        aria-labelledby="reader-end-title"
        data-testid="reader-end-card"
        className="flex w-full max-w-md flex-col items-stretch gap-3 rounded-2xl border border-line bg-night p-6 text-center shadow-2xl"
      >
        <h2
          id="reader-end-title"
          ref={heading}
          tabIndex={-1}
          className="font-display text-3xl tracking-wide text-gold outline-none"
        >
          {t('endHeading')}
        </h2>
        <p className="text-mist">{t('endThanks', { title })}</p>
        <Button onClick={onReadAgain}>{t('readAgain')}</Button>
        <Button variant="secondary" onClick={onContinue}>
          {t('continueFromEnd')}
        </Button>
        {nextComic && (
          <Link
            to={editionPath(language, `/comics/reader/${nextComic.id}`)}
            className={buttonClass('secondary')}
          >
            {t('nextComic', { title: nextComic.title })}
          </Link>
        )}
        <Link to={editionPath(language, '/community')} className={buttonClass('secondary')}>
          {t('vote')}
        </Link>
        <Link to={editionPath(language, '/comics')} className={buttonClass('ghost')}>
          {t('backToComics')}
        </Link>
        {sponsor}
      </section>
    </div>
  );
}
