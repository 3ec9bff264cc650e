import { useCallback, useEffect, useRef, useState } from 'react';

export const BAR_HIDE_MS = 3000;

/** The reader bar: shown, then hidden after a moment without activity; `show` restarts the clock. */
export function useAutoHide(delay = BAR_HIDE_MS) {
  const [visible, setVisible] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const held = useRef(false);

  const schedule = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!held.current) setVisible(false);
    }, delay);
  }, [delay]);

  const show = useCallback(() => {
    setVisible(true);
    schedule();
  }, [schedule]);
  const toggle = useCallback(() => {
    setVisible((current) => {
      if (!current) schedule();
      return !current;
    });
  }, [schedule]);
  /** While held (focus inside the bar, a menu open) the bar stays. */
  const hold = useCallback(
    (on: boolean) => {
      held.current = on;
      if (on) setVisible(true);
      else schedule();
    },
    [schedule],
  );

  useEffect(() => {
    schedule();
    return () => {
      if (timer.current !== undefined) clearTimeout(timer.current);
    };
  }, [schedule]);

  return { visible, show, toggle, hold };
}
