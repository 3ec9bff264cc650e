/** How long a turn may wait for an image before giving up on preloading it. */
export const PRELOAD_TIMEOUT_MS = 4000;

/**
 * Fetches and decodes an image so that showing it afterwards paints at once.
 * Never rejects: a broken or slow image must not stop the reader from turning the page.
 */
export function preloadImage(src: string, timeoutMs = PRELOAD_TIMEOUT_MS): Promise<void> {
  if (typeof Image === 'undefined') return Promise.resolve();
  return new Promise<void>((resolve) => {
    const img = new Image();
    const timer = setTimeout(resolve, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    img.decoding = 'async';
    img.src = src;
    if (typeof img.decode === 'function') {
      img.decode().then(done, done);
    } else {
      img.onload = done;
      img.onerror = done;
    }
  });
}
