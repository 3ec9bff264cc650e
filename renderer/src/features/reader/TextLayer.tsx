import { useEffect, useRef } from 'react';
import type { ComicPage } from '@shared/content/types';
import type { Language } from '../../lib/language';
import type { ComicPanel } from './use-panels';
import { useReaderText, type ReaderText, type ReaderTexts } from './use-reader-text';

/** How the transcript is shown in text mode. */
export interface TextSettings {
  /** Percent of the normal text size: 100 to 200. */
  size: number;
  spacing: keyof ReaderTexts['spacing'];
  contrast: boolean;
}

export const TEXT_SIZES = [100, 125, 150, 175, 200] as const;
export const LINE_SPACING: Record<TextSettings['spacing'], number> = {
  normal: 1.5,
  wide: 1.9,
  wider: 2.3,
};

/** A caption or balloon as a line of the transcript: the speaker first, then the words. */
export function letterLabel(text: ReaderText, letter: ComicPanel['lettering'][number]): string {
  const role = letter.role[0];
  if (role === 'caption') return '';
  if (role === 'title' || role === 'sound') return text.t(`roles.${role}`);
  return text.t(`roles.${role}`, { speaker: letter.speaker?.name ?? '' });
}

interface TextLayerPage {
  number: number;
  page: ComicPage;
  /** The page's panels in reading order; a page without panel data is read as one text. */
  panels: readonly ComicPanel[] | null;
}

interface TextLayerProps {
  pages: readonly TextLayerPage[];
  total: number;
  /** The language of the panels' text. */
  language: Language;
  /** Text mode: the transcript is shown; otherwise only assistive technology reads it. */
  shown: boolean;
  settings: TextSettings;
  /** The panel being read aloud or shown in guided view, as `page:index`. */
  active: string | null;
  /** Reading options of text mode, shown above the transcript. */
  options?: React.ReactNode;
}

/**
 * The text of the pages on screen, for screen readers and for text mode: each page a region
 * ("Page 3 of 6") with its panels as an ordered list, each panel its scene description and its
 * lettering as real text with the speaker, in the edition's language.
 */
export function TextLayer({
  pages,
  total,
  language,
  shown,
  settings,
  active,
  options,
}: TextLayerProps) {
  const text = useReaderText();
  // Text mode takes the focus to its heading, where reading starts.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);
  const { t } = text;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return (
    <div
      data-testid="reader-text"
      data-shown={shown}
      data-contrast={settings.contrast}
      className={
        shown
          ? `absolute inset-x-0 top-0 bottom-0 z-[5] overflow-x-hidden overflow-y-auto pb-16 lg:start-auto lg:w-[34rem] lg:border-s lg:border-line ${
              settings.contrast ? 'bg-black text-white' : 'bg-night text-sand'
            }`
          : 'sr-only'
      }
      style={
        shown
          ? {
              fontSize: `${settings.size}%`,
              lineHeight: LINE_SPACING[settings.spacing],
              paddingTop: '8px',
            }
          : undefined
      }
    >
      {shown && (
        <h2
          ref={heading}
          tabIndex={-1}
          className="px-4 font-display text-2xl tracking-wide text-gold outline-none forced-colors:text-[CanvasText]"
        >
          {t('transcript')}
        </h2>
      )}
      {shown && options}
      {pages.map(({ number, page, panels }) => (
        <section
          key={number}
          aria-label={t('pageOf', { page: number, total })}
          data-text-page={number}
          className={shown ? 'px-4 pt-4' : undefined}
        >
          {shown && (
            <h3 className="font-semibold text-pearl forced-colors:text-[CanvasText]">
              {t('pageOf', { page: number, total })}
            </h3>
          )}
          {panels ? (
            <ol
              aria-label={t('panelsOf', { page: number })}
              className={shown ? 'mt-2 space-y-4' : undefined}
            >
              {panels.map((panel, index) => (
                <li
                  key={index}
                  data-panel={index}
                  data-active={active === `${number}:${index}` || undefined}
                  className={
                    shown
                      ? `rounded-lg border p-3 break-words ${
                          active === `${number}:${index}`
                            ? 'border-gold'
                            : settings.contrast
                              ? 'border-white'
                              : 'border-line'
                        }`
                      : undefined
                  }
                >
                  <p
                    lang={language}
                    dir={dir}
                    className={
                      shown ? (settings.contrast ? 'italic' : 'text-mist italic') : undefined
                    }
                  >
                    {panel.description}
                  </p>
                  {panel.lettering.map((letter, i) => {
                    const label = letterLabel(text, letter);
                    return (
                      <p key={i} lang={language} dir={dir} className={shown ? 'mt-1' : undefined}>
                        {label && <span className="font-semibold">{label}: </span>}
                        {letter.text}
                      </p>
                    );
                  })}
                </li>
              ))}
            </ol>
          ) : (
            // Without panel data the page's own words are read, in the language they are in.
            <p
              lang={page.textLang ?? 'en'}
              dir={page.textLang === 'ar' ? 'rtl' : 'ltr'}
              className={shown ? 'mt-2 break-words' : undefined}
            >
              {page.title ? `${page.title}: ${page.text}` : page.text}
            </p>
          )}
        </section>
      ))}
    </div>
  );
}
