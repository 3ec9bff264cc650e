/** The comic reader, shared by the web app, the desktop app and the kiosk. */
export { ComicReader, ComicNotFound, ReaderLoading } from './ComicReader';
export { webFullscreenHost, type FullscreenHost } from './use-fullscreen';
export type { ReaderSource } from './use-reader';
