/** The comic reader, shared by the web app, the desktop app and the kiosk. */
export { ComicReader, ComicNotFound, ReaderLoading, type ComicReaderProps } from './ComicReader';
export { ContinueReading } from './ContinueReading';
export { webFullscreenHost, type FullscreenHost } from './use-fullscreen';
export type { ReaderSource } from './use-reader';
export { useEditionReaderText } from './use-reader-text';
