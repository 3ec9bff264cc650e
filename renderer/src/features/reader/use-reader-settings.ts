import { useCallback, useEffect, useState } from 'react';
import { storage } from '../../lib/storage';
import { FIT_MODES, type FitMode } from './PageBox';
import { TAP_LAYOUTS, type TapLayout } from './reader-logic';
import type { TextSettings } from './TextLayer';

const FIT_KEY = 'reader-fit';
const TAP_KEY = 'reader-tap-zones';
const TEXT_KEY = 'reader-text';
const TEXT_DEFAULTS: TextSettings = { size: 100, spacing: 'normal', contrast: false };

/** The page size (fit page, width or original), remembered in this browser. */
export function useFitMode(): [FitMode, (mode: FitMode) => void] {
  const [fit, setFit] = useState<FitMode>('page');
  useEffect(() => {
    const saved = storage.get(FIT_KEY);
    if (saved && (FIT_MODES as readonly string[]).includes(saved)) setFit(saved as FitMode);
  }, []);
  const choose = useCallback((mode: FitMode) => {
    storage.set(FIT_KEY, mode);
    setFit(mode);
  }, []);
  return [fit, choose];
}

/** Text mode's size, spacing and contrast, remembered in this browser. */
export function useTextSettings(): [TextSettings, (settings: TextSettings) => void] {
  const [settings, setSettings] = useState<TextSettings>(TEXT_DEFAULTS);
  useEffect(() => {
    try {
      const saved = JSON.parse(storage.get(TEXT_KEY) ?? 'null') as Partial<TextSettings> | null;
      if (saved && typeof saved === 'object') setSettings({ ...TEXT_DEFAULTS, ...saved });
    } catch {
      // A damaged setting gives way to the defaults.
    }
  }, []);
  const choose = useCallback((next: TextSettings) => {
    storage.set(TEXT_KEY, JSON.stringify(next));
    setSettings(next);
  }, []);
  return [settings, choose];
}

/** How the stage is split for taps (left and right, top and bottom, or off), remembered here. */
export function useTapZones(): [TapLayout, (layout: TapLayout) => void] {
  const [layout, setLayout] = useState<TapLayout>('sides');
  useEffect(() => {
    const saved = storage.get(TAP_KEY);
    if (saved && (TAP_LAYOUTS as readonly string[]).includes(saved)) setLayout(saved as TapLayout);
  }, []);
  const choose = useCallback((next: TapLayout) => {
    storage.set(TAP_KEY, next);
    setLayout(next);
  }, []);
  return [layout, choose];
}

const verticalKey = (comicId: string) => `reader-vertical-${comicId}`;

/**
 * Continuous vertical mode ("webtoon" scrolling) for one comic: chosen per comic and remembered in
 * this browser (`reader-vertical-{comicId}`), off until chosen.
 */
export function useVerticalMode(comicId: string): [boolean, () => void] {
  const [vertical, setVertical] = useState(false);
  useEffect(() => {
    setVertical(storage.get(verticalKey(comicId)) === 'on');
  }, [comicId]);
  const toggle = useCallback(() => {
    setVertical((on) => {
      if (on) storage.remove(verticalKey(comicId));
      else storage.set(verticalKey(comicId), 'on');
      return !on;
    });
  }, [comicId]);
  return [vertical, toggle];
}
