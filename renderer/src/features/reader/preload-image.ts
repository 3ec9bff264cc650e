/** How long a turn may wait for an image before giving up on preloading it. */
const PRELOAD_TIMEOUT_MS = 4000;

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

/** The fonts of the reader's bar: the display face of the title and the text face. */
const READER_FONTS = ['1em Bangers', '600 1em "Cairo Variable"', '1em "Cairo Variable"'];
const FONT_WAIT_MS = 1000;

/**
 * Loads the reader's fonts (at most FONT_WAIT_MS), so that text drawn with a fallback never
 * swaps and shifts under the reader. Never rejects; resolves at once without the Font Loading API.
 */
export function readerFontsLoaded(timeoutMs = FONT_WAIT_MS): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts?.load) return Promise.resolve();
  const fonts = document.fonts;
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    void Promise.all(READER_FONTS.map((font) => fonts.load(font).catch(() => [])))
      .then(() => undefined)
      .finally(() => {
        clearTimeout(timer);
        resolve();
      });
  });
}
