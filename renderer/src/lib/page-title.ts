/**
 * The document's title. Each navigation sets the route's own (see main.tsx); a page whose title
 * comes with its data (a server episode in the reader) sets it itself once the data is in, and
 * keeps it for its address while the address's page number changes.
 */
let ownTitlePath: string | undefined;

/** Sets the title of the page at `pathname`, which keeps it until another page is shown. */
export function setOwnTitle(pathname: string, title: string): void {
  ownTitlePath = pathname;
  if (document.title !== title) document.title = title;
}

/** Whether the page at `pathname` set its own title (the route's list then leaves it alone). */
export const hasOwnTitle = (pathname: string): boolean => ownTitlePath === pathname;
