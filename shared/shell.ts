/**
 * The app shell of a client route (a server episode's reader) is written at build with these in
 * place of its title, description and address; the server writes the episode's in for each request
 * (server/delivery/static-site.ts). The address placeholder stands for the whole path, leading slash
 * included, in the canonical link and the share tags; the slug's for the last part of the path (the
 * episode), in the page's links to its other editions.
 */
/** Text made safe to stand in HTML, as an attribute's value or between tags. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const SHELL_PLACEHOLDERS = {
  title: '%ABTAL_SHELL_TITLE%',
  description: '%ABTAL_SHELL_DESCRIPTION%',
  path: '%ABTAL_SHELL_PATH%',
  slug: '%ABTAL_SHELL_SLUG%',
} as const;
