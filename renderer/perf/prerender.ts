// The web build's last step (`npm run build:web`): writes the HTML of every public route from the
// prerender bundle (dist/prerender), the 404 page, the app shell for client-only routes, a share
// image per route, /favicon.ico, the manifest the server reads (dist/web/prerender.json), and a
// brotli and a gzip copy of every compressible file.
import { Resvg } from '@resvg/resvg-js';
import Beasties from 'beasties';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BOOT_SCRIPT, FIRST_PAGE_SCRIPT } from '../../shared/boot';
import { serverEpisodeCover } from '../../shared/content/server-episodes';
import { escapeHtml as escape, SHELL_PLACEHOLDERS } from '../../shared/shell';
import { inlineStyleSources } from '../../shared/style-sources';
import { ART_HASHES_FILE } from './art-hashes.plugin';
import { staticSelector } from './critical-selectors';
import type { RouteMeta } from '../src/app/route-meta';

const ROOT = join(import.meta.dirname, '../..');
const WEB = join(ROOT, 'dist/web');
const ENTRY = join(ROOT, 'dist/prerender/prerender-entry.js');

interface PrerenderEntry {
  renderPage(
    url: string,
    options?: { signedOut?: boolean },
  ): Promise<{ html: string; page?: string }>;
  PUBLIC_ROUTES: RouteMeta[];
  NOT_FOUND_META: RouteMeta;
  CLIENT_ROUTE_PREFIXES: string[];
  SITE_NAME: string;
  SITE_ORIGIN: string;
  shareImagePath(path: string): string;
}
interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

const entry = (await import(pathToFileURL(ENTRY).href)) as PrerenderEntry;
const manifest = JSON.parse(readFileSync(join(WEB, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const template = readFileSync(join(WEB, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty root');

// The chunks the entry loads anyway: a page's preload list leaves them out.
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
const staticChunks = (key: string, into = new Set<string>()): Set<string> => {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) staticChunks(dep, into);
  return into;
};
const loadedByEntry = staticChunks(entryKey);

/** A page's own chunks (its module and what it imports), fetched in parallel with the entry. */
function pageChunks(page: string | undefined): { js: string[]; css: string[] } {
  const key = page && `src/pages/${page}.tsx`;
  if (!key || !manifest[key]) return { js: [], css: [] };
  const keys = [...staticChunks(key)].filter((k) => !loadedByEntry.has(k));
  return {
    js: keys.map((k) => manifest[k].file),
    css: keys.flatMap((k) => manifest[k].css ?? []),
  };
}

const isArabicPath = (path: string) => path === '/ar' || path.startsWith('/ar/');

function head(meta: RouteMeta, page: string | undefined, shareImage = meta.path): string {
  const url = entry.SITE_ORIGIN + (meta.path === '/' ? '/' : meta.path);
  const image = entry.SITE_ORIGIN + entry.shareImagePath(shareImage);
  const chunks = pageChunks(page);
  return [
    `<title>${escape(meta.title)}</title>`,
    // Marks a page opened afresh before its body is parsed (see shared/boot.ts).
    `<script>${FIRST_PAGE_SCRIPT}</script>`,
    `<meta name="description" content="${escape(meta.description)}" />`,
    meta.noindex ? '<meta name="robots" content="noindex" />' : '',
    meta.path === entry.NOT_FOUND_META.path ? '' : `<link rel="canonical" href="${url}" />`,
    '<link rel="icon" href="/favicon.ico" sizes="32x32" />',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    `<meta property="og:site_name" content="${entry.SITE_NAME}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:title" content="${escape(meta.title)}" />`,
    `<meta property="og:description" content="${escape(meta.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escape(meta.title)}" />`,
    `<meta name="twitter:description" content="${escape(meta.description)}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    meta.lcpImage
      ? `<link rel="preload" as="image" href="${escape(meta.lcpImage)}" fetchpriority="high" />`
      : '',
    ...chunks.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
  ]
    .filter(Boolean)
    .map((line) => `    ${line}\n`)
    .join('');
}

// The app's scripts start after the first paint (see shared/boot.ts): the template's entry script
// and module preloads are replaced by the boot script, which names them.
const scriptTags = /\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;
if ((template.match(scriptTags) ?? []).length < 2)
  throw new Error('index.html has no entry script and module preloads to move');
const entryFile = manifest[entryKey].file;

/**
 * The files of a page's first load that are requested beside the entry and the page's module (with
 * `data-preload`), not once one of them has arrived and been read: a round trip more, 560 ms on a
 * phone's network. Only the large ones (the framework, the app's code, a form library): a smaller
 * file, asked for one round trip later, still arrives before them. The largest first, since over
 * HTTP/1.1 a browser opens 6 connections to a server and the other requests wait their turn.
 */
const PRELOAD_MIN_BYTES = 16 * 1024;
const preloaded = (keys: Iterable<string>) =>
  [...keys]
    .map((key) => manifest[key].file)
    .map((file) => ({ file, size: statSync(join(WEB, file)).size }))
    .filter(({ size }) => size >= PRELOAD_MIN_BYTES)
    .sort((a, b) => b.size - a.size)
    .map(({ file }) => `/${file}`);

function bootScript(page: string | undefined, signedOut: boolean): string {
  const pageFiles = pageChunks(page).js;
  // The page's own module (its first chunk) fetches the rest of the page's chunks itself.
  const pageModule = pageFiles.slice(0, 1).map((file) => `/${file}`);
  const pageKeys = Object.keys(manifest).filter((key) => pageFiles.includes(manifest[key].file));
  const preload = preloaded([...loadedByEntry, ...pageKeys].filter((key) => key !== entryKey));
  const session = signedOut ? ' data-session="none"' : '';
  return `<script data-entry="/${entryFile}" data-page="${pageModule.join(' ')}" data-preload="${preload.join(' ')}"${session}>${BOOT_SCRIPT}</script>`;
}

// The first screen paints from the HTML alone: each page carries the rules its own markup uses
// (beasties matches every rule of the stylesheets against the page), and the boot script loads the
// rest of the stylesheet once the page has painted. Until the web fonts arrive, text is set in the
// local fallback faces sized to take their room, so the page inlines those faces (the only
// @font-face rules without a file to fetch). The web fonts' faces have a stylesheet of their own,
// which the app reads and adds a family at a time (see renderer/src/lib/web-fonts.ts). Without
// JavaScript both stylesheets come from a <noscript> link.
class PageRules extends Beasties {
  // Which part of a selector is matched against the markup (see critical-selectors.ts).
  normalizeCssSelector(selector: string): string {
    return staticSelector(selector);
  }
}
const critical = new PageRules({
  path: WEB,
  publicPath: '/',
  external: true,
  inlineThreshold: 0,
  pruneSource: false,
  inlineFonts: false,
  preloadFonts: false,
  keyframes: 'critical',
  // Rules on the document itself (the edition's `html[lang=ar]`): beasties looks for matches
  // inside the document element only, so it would leave them out.
  allowRules: [/^html\[/],
  compress: true,
  reduceInlineStyles: false,
  logLevel: 'warn',
});
const stylesheet = readFileSync(join(WEB, manifest[entryKey].css![0]), 'utf8');
const fontFaces = stylesheet.match(/@font-face\s*{[^}]*}/g) ?? [];
const localFontFaces = fontFaces.filter((face) => !face.includes('url('));
const webFontFaces = fontFaces.filter((face) => face.includes('url('));
if (localFontFaces.length < 4) throw new Error('The stylesheet has no local fallback font faces');
if (webFontFaces.length < 4) throw new Error('The stylesheet declares no web fonts');
// What a page loads after its first paint: the stylesheet without any face. Declaring the fallback
// faces the page already holds a second time would make the browser build each face again, look
// up its local font and its rendering settings for every size on screen (in Chromium on Linux a
// round trip to the browser process each), and lay out all the page's text anew; declaring the web
// faces there, the browser lays out all the text again as the stylesheet arrives and once more as
// each font file does.
const stylesheetHref = `/${manifest[entryKey].css![0]}`;
const laterHref = stylesheetHref.replace(/\.css$/, '.later.css');
const fontsHref = stylesheetHref.replace(/\.css$/, '.fonts.css');
const laterCss = fontFaces.reduce((css, face) => css.replace(face, ''), stylesheet);
if (/@font-face/.test(laterCss)) throw new Error('The stylesheet declares a face twice');
writeFileSync(join(WEB, laterHref), laterCss);
writeFileSync(join(WEB, fontsHref), webFontFaces.join('\n'));
const stylesheetLinks = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;
/**
 * The CSP sources (SHA-256) of each written page's style blocks, by file: the server's answer for
 * a page allows exactly its own (server/delivery/security-headers.ts).
 */
const styleHashes: Record<string, string[]> = {};

async function inlineCriticalCss(html: string): Promise<string> {
  const hrefs = [...html.matchAll(stylesheetLinks)].map((match) =>
    match[1] === stylesheetHref ? laterHref : match[1],
  );
  // Only beasties' choice of rules is kept: the page's markup stays byte for byte as React wrote it.
  const styles = [...(await critical.process(html)).matchAll(/<style>([\s\S]*?)<\/style>/g)];
  if (styles.length !== 1)
    throw new Error(`Expected one critical style block, found ${styles.length}`);
  const css = localFontFaces.join('') + styles[0][1];
  const noscript = [...hrefs, fontsHref].map((href) => `<link rel="stylesheet" href="${href}" />`);
  return html
    .replace(stylesheetLinks, '')
    .replace(
      '</head>',
      `  <style>${css}</style>\n    <noscript>${noscript.join('')}</noscript>\n  </head>`,
    )
    .replace(
      '<script data-entry=',
      `<script data-css="${hrefs.join(' ')}" data-fonts="${fontsHref}" data-entry=`,
    );
}

async function page(
  meta: RouteMeta,
  body: string,
  pageName: string | undefined,
  signedOut = false,
  shareImage?: string,
): Promise<string> {
  // The Arabic edition (under /ar) is written right to left.
  const arabic = isArabicPath(meta.path);
  const html = template
    .replace(scriptTags, '')
    .replace('</body>', `  ${bootScript(pageName, signedOut)}\n  </body>`)
    .replace(
      '<html lang="en" dir="ltr">',
      arabic ? '<html lang="ar" dir="rtl">' : '<html lang="en" dir="ltr">',
    )
    .replace(/\s*<title>[^<]*<\/title>\n?/, '\n')
    .replace('</head>', `${head(meta, pageName, shareImage)}  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  return inlineCriticalCss(html);
}

const write = (relative: string, content: string | Buffer) => {
  const file = join(WEB, relative);
  if (typeof content === 'string' && relative.endsWith('.html'))
    styleHashes[relative] = inlineStyleSources(content);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
};
const fileOfRoute = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

// The shells first (index.html is about to become the home page): a server episode's reader is a
// client route, one shell per edition whose title, description and address the server writes in
// for each request (SHELL_PLACEHOLDERS in shared/shell.ts, filled in server/delivery/static-site.ts),
// with the comics page's share image. Its body is the reader's page as the app first draws it
// while it asks for the episode (the reader's loading screen over the episode's cover, which the
// head preloads), rendered for a stand-in episode whose name becomes the slug's placeholder; as
// with the pages, a visitor's version (signed out from the start) and a member's.
const SHELL_META = {
  path: SHELL_PLACEHOLDERS.path,
  title: SHELL_PLACEHOLDERS.title,
  description: SHELL_PLACEHOLDERS.description,
  heading: '',
  lcpImage: serverEpisodeCover(SHELL_PLACEHOLDERS.slug),
};
const SHELL_SLUG = 'abtal-shell-episode';
const shells: Record<string, string> = {};
const memberShells: Record<string, string> = {};
const shellDefaults: Record<string, { title: string; description: string }> = {};
for (const prefix of entry.CLIENT_ROUTE_PREFIXES) {
  const arabic = isArabicPath(prefix);
  const file = arabic ? 'ar/shell.html' : 'shell.html';
  const memberFile = file.replace(/\.html$/, '.member.html');
  const comics = arabic ? '/ar/comics' : '/comics';
  // The edition (the page's language and direction) is read from the address.
  const meta = { ...SHELL_META, path: arabic ? `/ar/${SHELL_META.path}` : SHELL_META.path };
  const shell = async (signedOut: boolean) => {
    const { html: body, page: pageName } = await entry.renderPage(prefix + SHELL_SLUG, {
      signedOut,
    });
    if (!body.includes(SHELL_SLUG))
      throw new Error(`${prefix}: the shell does not name its episode`);
    const html = await page(
      meta,
      body.replaceAll(SHELL_SLUG, SHELL_PLACEHOLDERS.slug),
      pageName,
      signedOut,
      comics,
    );
    return html.replaceAll(entry.SITE_ORIGIN + meta.path, entry.SITE_ORIGIN + SHELL_META.path);
  };
  write(file, await shell(true));
  write(memberFile, await shell(false));
  shells[prefix] = file;
  memberShells[prefix] = memberFile;
  const { title, description } = entry.PUBLIC_ROUTES.find((route) => route.path === comics)!;
  shellDefaults[prefix] = { title, description };
}

// Two versions of each page: as a visitor without a session sees it (signed out from the first
// paint: Login and Sign Up, or the sign-in prompt of a members' page), and as a member's browser
// first shows it while it asks who is signed in. The server picks one by the session cookie.
const pages: Record<string, string> = {};
const memberPages: Record<string, string> = {};
const signInRedirects: Record<string, string> = {};
for (const meta of entry.PUBLIC_ROUTES) {
  const member = await entry.renderPage(meta.path);
  const signedOut = meta.membersOnly
    ? null
    : await entry.renderPage(meta.path, { signedOut: true });
  const heading = meta.heading.replace(/'/g, '&#x27;');
  if (!member.html.includes(heading) && !signedOut?.html.includes(heading))
    throw new Error(`${meta.path}: the prerendered HTML lacks "${meta.heading}"`);
  const file = fileOfRoute(meta.path);
  pages[meta.path] = file;
  if (!signedOut) {
    // A members-only page: the server sends a visitor without a session to sign in instead.
    write(file, await page(meta, member.html, member.page));
    signInRedirects[meta.path] = meta.path.startsWith('/ar/') ? '/ar/auth/login' : '/auth/login';
    continue;
  }
  const memberFile = file.replace(/index\.html$/, 'index.member.html');
  write(file, await page(meta, signedOut.html, signedOut.page, true));
  write(memberFile, await page(meta, member.html, member.page));
  memberPages[meta.path] = memberFile;
}
const notFound = await entry.renderPage('/this-page-does-not-exist');
write('404.html', await page(entry.NOT_FOUND_META, notFound.html, notFound.page));

// Share images (1200x630) and the favicon, drawn from the site's own art.
const logo = readFileSync(join(WEB, 'art/logo.svg'));
const logoUri = `data:image/svg+xml;base64,${logo.toString('base64')}`;
const fontOptions = { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' };
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] += ` ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}
for (const meta of [...entry.PUBLIC_ROUTES, entry.NOT_FOUND_META]) {
  const title = meta.title.replace(/ \| Abtal Universe$/, '');
  const titleLines = wrap(title, 22)
    .map((line, i) => `<tspan x="80" dy="${i === 0 ? 0 : 84}">${escape(line)}</tspan>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#0b0a14"/>
  <rect x="0" y="600" width="1200" height="30" fill="#e3b548"/>
  <image href="${logoUri}" x="870" y="150" width="280" height="280"/>
  <text x="80" y="120" font-family="DejaVu Sans" font-weight="bold" font-size="34" fill="#e3b548" letter-spacing="6">ABTAL UNIVERSE</text>
  <text x="80" y="260" font-family="DejaVu Sans" font-weight="bold" font-size="72" fill="#f4efe6">${titleLines}</text>
</svg>`;
  const png = new Resvg(svg, { font: fontOptions }).render().asPng();
  write(entry.shareImagePath(meta.path).slice(1), png);
}
const favicon = readFileSync(join(WEB, 'favicon.svg'));
const icons = [16, 32, 48].map((size) =>
  new Resvg(favicon, { fitTo: { mode: 'width', value: size } }).render().asPng(),
);
// An ICO file holding PNG images: a 6-byte header, a 16-byte entry per image, then the images.
const header = Buffer.alloc(6 + 16 * icons.length);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(icons.length, 4);
let offset = header.length;
icons.forEach((png, i) => {
  const size = [16, 32, 48][i];
  const at = 6 + 16 * i;
  header.writeUInt8(size, at);
  header.writeUInt8(size, at + 1);
  header.writeUInt16LE(1, at + 4);
  header.writeUInt16LE(32, at + 6);
  header.writeUInt32LE(png.length, at + 8);
  header.writeUInt32LE(offset, at + 12);
  offset += png.length;
});
write('favicon.ico', Buffer.concat([header, ...icons]));

const artHashesFile = join(WEB, ART_HASHES_FILE);
const artHashes = existsSync(artHashesFile)
  ? (JSON.parse(readFileSync(artHashesFile, 'utf8')) as Record<string, string>)
  : {};
write(
  'prerender.json',
  JSON.stringify(
    {
      pages,
      memberPages,
      signInRedirects,
      shells,
      memberShells,
      shellDefaults,
      notFound: '404.html',
      artHashes,
      styleHashes,
    },
    null,
    2,
  ),
);

// Precompressed copies, kept only where they save bytes; the server picks one per request.
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.ico', '.txt', '.xml']);
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((item) =>
    item.isDirectory() ? walk(join(dir, item.name)) : [join(dir, item.name)],
  );
let compressed = 0;
const shellFiles = [...Object.values(shells), ...Object.values(memberShells)];
for (const file of walk(WEB)) {
  if (!COMPRESSIBLE.has(extname(file)) || file.includes('/.vite/')) continue;
  // A shell is filled in per request and compressed as it goes out, never sent as it is.
  if (shellFiles.some((shell) => file === join(WEB, shell))) continue;
  const raw = readFileSync(file);
  if (statSync(file).size < 256) continue;
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gz = gzipSync(raw, { level: 9 });
  if (br.length < raw.length) writeFileSync(`${file}.br`, br);
  if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
  compressed += 1;
}
console.log(
  `Prerendered ${Object.keys(pages).length} routes and the 404 page; ${compressed} files precompressed.`,
);
