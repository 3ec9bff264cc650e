import { createContext, useContext, useLayoutEffect } from 'react';

/**
 * Whether a page at the reader's address shows the site's header and footer after all: the layout
 * gives the reader the whole window, but a locked episode's gate is a page of the site.
 */
export const SiteFrameContext = createContext<(shown: boolean) => void>(() => {});

/** Shows the site's header and footer around this page while it is on screen. */
export function useSiteFrame(): void {
  const show = useContext(SiteFrameContext);
  useLayoutEffect(() => {
    show(true);
    return () => show(false);
  }, [show]);
}
