const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Debian's headless shell of Chromium (package `chromium-headless-shell`), as the browser tests
 * launch it: the same engine without the browser around it, as Playwright runs headless tests by
 * default: the whole browser suite took 8.1 min in it against 11.2 min in the full browser, one
 * after the other on the same machine (2026-11-30).
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ARGS,
};

/**
 * Debian's full Chromium, for the tests tagged `@full-browser`: those that compare text widths
 * to the pixel, where the shell sets glyphs slightly wider than the browser a visitor runs (the
 * footer's Arabic tagline of /ar/auth/reset-password in the stand-in face: two lines in the
 * shell, one in the browser, as with the web font in both).
 */
export const FULL_CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ARGS,
};
