/** Saving comics for offline reading in the browser (the reader's More menu). */
export const offline = {
  save: 'Save for offline',
  saving: 'Saving for offline…',
  saved: 'Saved for offline ({{size}})',
  remove: 'Remove from offline',
  failed: 'This comic could not be saved for offline reading. Try again while online.',
  list: 'Saved comics',
  listTitle: 'Comics saved for offline reading',
  empty: 'No comic is saved for offline reading in this browser.',
  listHint: 'Saved comics open in this browser without a connection.',
  read: 'Read',
  removeComic: 'Remove from offline: {{title}}',
  close: 'Close',
  size: '{{value}} {{unit}}',
  units: { B: 'B', kB: 'kB', MB: 'MB' },
};
