/**
 * Whether the app is still rendering the page it started on from prerendered HTML (on the server
 * too): such a page is already on screen, so it shows its final state instead of animating in.
 * Pages the visitor goes to afterwards animate as usual.
 */
let started = false;

/** Called once the first render is on screen (after hydration, or at once without one). */
export function markStarted(): void {
  started = true;
}

export const isFirstRender = (): boolean => !started;
