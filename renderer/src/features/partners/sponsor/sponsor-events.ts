import type { MeasuredEvent } from '@shared/schemas/measurement.schemas';

const EVENTS_URL = '/api/events';
/** The events endpoint's largest batch. */
const BATCH = 50;

let queue: MeasuredEvent[] = [];
let listening = false;

/**
 * Sends what is queued, as one batch. sendBeacon outlives the page (pagehide, a tab put away);
 * where a browser refuses the beacon, a keepalive fetch does the same.
 */
export function flushSponsorEvents(): void {
  if (queue.length === 0) return;
  const body = JSON.stringify({ events: queue });
  queue = [];
  const sent =
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(EVENTS_URL, new Blob([body], { type: 'application/json' }));
  if (!sent) {
    void fetch(EVENTS_URL, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  }
}

function onVisibility() {
  if (document.visibilityState === 'hidden') flushSponsorEvents();
}

/** Queues an event; the batch leaves when it is full, or when the page is hidden or left. */
export function reportSponsorEvent(event: MeasuredEvent): void {
  if (!listening) {
    listening = true;
    addEventListener('pagehide', flushSponsorEvents);
    document.addEventListener('visibilitychange', onVisibility);
  }
  queue.push(event);
  if (queue.length >= BATCH) flushSponsorEvents();
}
