import { useCallback, useEffect, useState } from 'react';
import { storage } from '../../lib/storage';
import { FIT_MODES, type FitMode } from './PageBox';
import type { TextSettings } from './TextLayer';

const FIT_KEY = 'reader-fit';
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
