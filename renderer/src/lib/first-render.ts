import { useEffect, useState } from 'react';

/**
 * Whether the app is still rendering the page it started on from prerendered HTML (on the server
 * too): such a page is already on screen, so it shows its final state instead of animating in.
 * Pages the visitor goes to afterwards animate as usual.
 */
let started = false;

/**
 * The user timing mark set when a prerendered page goes live (taps answered): tests/bench/web.bench.mjs
 * reads it from the page's trace.
 */
export const LIVE_MARK = 'abtal:live';

/** Called once the first render is on screen (after hydration, or at once without one). */
export function markStarted(): void {
  started = true;
}

export const isFirstRender = (): boolean => !started;

/**
 * False while a prerendered page hydrates, true from then on (and at once on a page reached
 * in the app). A page whose HTML shows its unfiltered list applies the address's filters (a shared
 * `?category=`) once live, so that hydration finds the markup it rendered. `inAddress`: whether
 * the address holds a filter. Only then does the page render again as it goes live: with none, it
 * already shows what the filters would (that render was the whole catalogue or course list, in one
 * task, on every visit).
 */
export function useAddressFilters(inAddress: boolean): boolean {
  const [live, setLive] = useState(() => !isFirstRender());
  useEffect(() => {
    if (inAddress) setLive(true);
  }, [inAddress]);
  return live || !isFirstRender();
}
