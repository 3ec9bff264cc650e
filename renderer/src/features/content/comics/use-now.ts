import { useEffect, useState } from 'react';

/**
 * The current time, ticking every `intervalMs` while `live`, so countdowns move and flip to
 * "Out now" without a reload. Render-safe: the first value is read once, ticking starts in an effect.
 */
export function useNow(live: boolean, intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!live) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [live, intervalMs]);
  return now;
}
