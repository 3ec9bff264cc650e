import { useCallback, useEffect, useRef, useState } from 'react';
import type { Language } from '../../lib/language';
import { letterLabel } from './TextLayer';
import type { ComicPanel } from './use-panels';
import type { ReaderText } from './use-reader-text';

/** How long the browser may take to list its voices (Chrome lists them after a moment). */
const VOICES_WAIT_MS = 1500;

/** The speech synthesis of the browser, or null where there is none. */
const synthesis = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;

/** The voices of the browser, waiting for them to be listed if need be. */
function voicesOf(synth: SpeechSynthesis): Promise<SpeechSynthesisVoice[]> {
  const now = synth.getVoices();
  if (now.length) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener?.('voiceschanged', done);
      resolve(synth.getVoices());
    };
    const timer = setTimeout(done, VOICES_WAIT_MS);
    synth.addEventListener?.('voiceschanged', done);
  });
}

/** A small stable number for a speaker, to give each one the same voice every time. */
const hash = (text: string): number =>
  [...text].reduce((sum, ch) => (sum * 31 + (ch.codePointAt(0) ?? 0)) % 9973, 7);

/**
 * The voice for a line: the first voice of the language narrates; with several voices, each
 * speaker gets one of the others, always the same.
 */
export function voiceFor(
  voices: readonly SpeechSynthesisVoice[],
  speaker: string | undefined,
): SpeechSynthesisVoice | undefined {
  if (!speaker || voices.length < 2) return voices[0];
  return voices[1 + (hash(speaker) % (voices.length - 1))];
}

/** A line to speak and the panel it belongs to (`page:index`). */
export interface SpokenLine {
  panel: string;
  text: string;
  speaker?: string;
}

/** What read-aloud says for the panels of a page: each description, then each line with its speaker. */
export function spokenLines(
  text: ReaderText,
  page: number,
  panels: readonly ComicPanel[],
): SpokenLine[] {
  return panels.flatMap((panel, index) => [
    { panel: `${page}:${index}`, text: panel.description },
    ...panel.lettering.map((letter): SpokenLine => {
      const label = letterLabel(text, letter);
      return {
        panel: `${page}:${index}`,
        text: label ? `${label}: ${letter.text}` : letter.text,
        ...(letter.speaker ? { speaker: letter.speaker.id } : {}),
      };
    }),
  ]);
}

export interface ReadAloud {
  speaking: boolean;
  /** The panel being read (`page:index`). */
  active: string | null;
  /** Why read-aloud cannot start here, in the reader's language. */
  message: string | null;
  continues: boolean;
  setContinues: (on: boolean) => void;
  toggle: () => void;
  stop: () => void;
}

/**
 * Read-aloud through the Web Speech API: the page on screen panel by panel in the edition's
 * language, a voice per speaker where the system has several, the panel being read highlighted;
 * at the end of the page it turns the page and reads on when asked to continue.
 */
export function useReadAloud({
  text,
  language,
  lines,
  screenKey,
  canNext,
  onNext,
}: {
  text: ReaderText;
  language: Language;
  /** The lines of the screen being read. */
  lines: readonly SpokenLine[];
  /** Changes when the pages on screen change. */
  screenKey: string;
  canNext: boolean;
  onNext: () => void;
}): ReadAloud {
  const [speaking, setSpeaking] = useState(false);
  const [active, setActive] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [continues, setContinues] = useState(false);
  const run = useRef(0);
  const latest = useRef({ lines, canNext, onNext, continues });
  useEffect(() => {
    latest.current = { lines, canNext, onNext, continues };
  });

  const stop = useCallback(() => {
    run.current += 1;
    synthesis()?.cancel();
    setSpeaking(false);
    setActive(null);
  }, []);

  const speak = useCallback(async () => {
    const synth = synthesis();
    const id = ++run.current;
    synth?.cancel();
    const all = synth ? await voicesOf(synth) : [];
    if (id !== run.current) return;
    const voices = all.filter((voice) => voice.lang.toLowerCase().startsWith(language));
    if (!synth || !voices.length) {
      setMessage(all.length ? text.t('noVoicesFor') : text.t('noVoices'));
      setSpeaking(false);
      return;
    }
    setMessage(null);
    setSpeaking(true);
    const queue = latest.current.lines;
    if (!queue.length) return;
    queue.forEach((line, i) => {
      const utterance = new SpeechSynthesisUtterance(line.text);
      const voice = voiceFor(voices, line.speaker);
      if (voice) utterance.voice = voice;
      utterance.lang = voice?.lang ?? language;
      utterance.onstart = () => {
        if (id === run.current) setActive(line.panel);
      };
      if (i === queue.length - 1) {
        utterance.onend = () => {
          if (id !== run.current) return;
          const { continues: goOn, canNext: more, onNext: turn } = latest.current;
          if (goOn && more) turn();
          else stop();
        };
      }
      synth.speak(utterance);
    });
  }, [language, text, stop]);

  // A new screen while reading is read from its start (after a page turned at the end, or by hand).
  const reading = useRef(false);
  useEffect(() => {
    reading.current = speaking;
  }, [speaking]);
  useEffect(() => {
    if (reading.current) void speak();
    // Only a change of screen (or of its lines arriving) restarts the reading.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [screenKey, lines.length]);

  // Leaving the reader stops the voice.
  useEffect(() => () => synthesis()?.cancel(), []);

  return {
    speaking,
    active: speaking ? active : null,
    message,
    continues,
    setContinues,
    toggle: () => (speaking ? stop() : void speak()),
    stop,
  };
}
