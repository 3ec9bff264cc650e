import type { Location } from 'react-router-dom';

/** Differs for every load of the document (typed URL, bookmark, reload). */
const DOCUMENT_LOAD = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The key a scroll position is saved and restored under. History entries created by the app carry
 * their own key, so back/forward return to where the reader was. The entry a document is loaded
 * into has none ("default" for every fresh load), and sharing that one key made a typed, bookmarked
 * or reloaded URL open at the scroll position of whatever page was loaded before: it is made unique
 * per load, so a new visit starts at the top.
 */
export function scrollKeyFor(location: Pick<Location, 'key'>, documentLoad: string): string {
  return location.key === 'default' ? `load-${documentLoad}` : location.key;
}

/** ScrollRestoration's getKey for this document load. */
export const scrollKey = (location: Location): string => scrollKeyFor(location, DOCUMENT_LOAD);
