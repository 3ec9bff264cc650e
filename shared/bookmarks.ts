/** The longest note a bookmark keeps (characters, once trimmed). */
export const BOOKMARK_NOTE_MAX = 200;
