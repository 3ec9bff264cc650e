/** The steps of starting a prerendered page, each in a task of its own (see main.tsx). */

/**
 * Ends the current task: what follows runs in a task of its own, after the browser has had a turn
 * (a frame, a tap). Starting a prerendered page is several steps (the modules' own code, finding
 * the page's route and loading its module, creating the router, starting hydration): each after
 * the first runs apart from the others instead of adding to a long task.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * What the router and the first page's effects touch first, each in a task of its own while the
 * page's module and fonts come in: the tab's session storage (the router reads it as it starts) and
 * its local storage (the first page's effects read it), each opened by its first use in a round
 * trip to the browser process (1 to 16 ms in Chromium on a 2-core machine), and the history
 * entry's index, which the router keeps in the entry's state and writes with `replaceState` when
 * there is none (1 to 11 ms at times): written here as the router writes it, it is there already.
 */
export async function openBrowserState(): Promise<void> {
  for (const kind of ['sessionStorage', 'localStorage'] as const) {
    await nextTask();
    try {
      void window[kind].length;
    } catch {
      // Storage turned off: the app does without it.
    }
  }
  await nextTask();
  const state = window.history.state as Record<string, unknown> | null;
  if (state?.idx == null) window.history.replaceState({ ...state, idx: 0 }, '');
}
