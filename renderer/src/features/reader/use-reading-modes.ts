import { useCallback, useMemo, useState, type Dispatch, type SetStateAction } from 'react';

/** The reader's modes a person switches on and off: the help list, text mode and the magnifier. */
export interface ReadingModes {
  help: boolean;
  setHelp: (open: boolean) => void;
  textMode: boolean;
  toggleText: () => void;
  loupe: boolean;
  toggleLoupe: () => void;
  loupeZoom: number;
  setLoupeZoom: Dispatch<SetStateAction<number>>;
}

export function useReadingModes(): ReadingModes {
  const [help, setHelp] = useState(false);
  const [textMode, setTextMode] = useState(false);
  const [loupe, setLoupe] = useState(false);
  const [loupeZoom, setLoupeZoom] = useState<number>(2);
  const toggleText = useCallback(() => setTextMode((on) => !on), []);
  const toggleLoupe = useCallback(() => setLoupe((on) => !on), []);
  return useMemo(
    () => ({ help, setHelp, textMode, toggleText, loupe, toggleLoupe, loupeZoom, setLoupeZoom }),
    [help, textMode, toggleText, loupe, toggleLoupe, loupeZoom],
  );
}
