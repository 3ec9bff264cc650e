/**
 * Every text the reader shows, in one place, so that an edition in another language replaces this
 * module and nothing else.
 */
export const READER_STRINGS = {
  loading: 'Loading comic...',
  loadingLabel: 'Loading comic',
  notFound: 'Comic not found or not available',
  backToComics: 'Back to Comics',
  controls: 'Reader controls',
  previous: 'Previous',
  next: 'Next',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  finish: 'Finish',
  pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
  pagesOf: (first: number, last: number, total: number) => `Pages ${first}-${last} of ${total}`,
  progress: 'Reading progress',
  reads: (count: number) => `${count} ${count === 1 ? 'read' : 'reads'}`,
  hintKeys:
    'Use the arrow keys or Space to turn pages, and Escape to go back. Press ? for all keys.',
  hintTouch:
    'Swipe or tap the edges to turn pages, pinch to zoom, tap the middle for the controls.',
  enterFullscreen: 'Enter fullscreen',
  exitFullscreen: 'Exit fullscreen',
  fitMode: 'Page size',
  fit: { page: 'Fit page', width: 'Fit width', original: 'Original size' },
  spreads: 'Two-page spreads',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  help: 'Keys and gestures',
  close: 'Close',
  keysHeading: 'Keys',
  gesturesHeading: 'Touch gestures',
  pageAlt: (page: number, title: string | undefined, text: string) =>
    `Page ${page}${title ? `, ${title}` : ''}: ${text}`,
  pageFailed: 'This page could not be loaded.',
  retry: 'Retry',
  pageLoading: (page: number) => `Loading page ${page}`,
  endHeading: 'End of issue',
  endThanks: (title: string) => `You have finished ${title}.`,
  readAgain: 'Read again',
  nextComic: (title: string) => `Next in the universe: ${title}`,
  vote: 'Vote on what the guardians do next',
  continueReading: 'Continue reading',
  continueItem: (title: string, page: number, total: number) =>
    `${title}, page ${page} of ${total}`,
  resume: 'Resume',
} as const;

/** What each key and gesture does, as the help dialog describes it. */
export const ACTION_TEXT = {
  next: 'Next page',
  previous: 'Previous page',
  first: 'First page',
  last: 'Last page',
  back: 'Leave fullscreen, then go back',
  fullscreen: 'Fullscreen on or off',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomReset: 'Reset zoom',
  help: 'Show this list',
  bar: 'Show or hide the controls',
  zoomToggle: 'Zoom in or out at that point',
  pan: 'Move around a zoomed page',
  pinch: 'Zoom',
} as const;

/** The names of keys as the help dialog shows them. */
export const KEY_NAMES = {
  right: 'Right arrow',
  left: 'Left arrow',
  space: 'Space',
  home: 'Home',
  end: 'End',
  f: 'F',
  plus: '+',
  minus: '-',
  zero: '0',
  question: '?',
  escape: 'Escape',
  ctrlWheel: 'Ctrl + mouse wheel',
  drag: 'Drag',
} as const;

/** The names of touch gestures as the help dialog shows them. */
export const GESTURE_NAMES = {
  swipeLeft: 'Swipe left',
  swipeRight: 'Swipe right',
  tapLeft: 'Tap the left third',
  tapRight: 'Tap the right third',
  tapMiddle: 'Tap the middle',
  doubleTap: 'Double-tap the middle',
  pinch: 'Pinch with two fingers',
  drag: 'Drag on a zoomed page',
} as const;
