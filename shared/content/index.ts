export * from './types.js';
export * from './comics.js';
export * from './characters.js';
export * from './comic-pages.js';
export * from './timeline.js';
export * from './phase1.js';
