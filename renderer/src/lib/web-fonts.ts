import { afterNextFrame } from './after-next-frame';

/**
 * The web fonts of a prerendered page, added once the faces its text uses and the full
 * stylesheet have loaded, a family at a time.
 *
 * A prerendered page paints in local stand-in faces sized like the web fonts (see
 * renderer/src/styles/index.css). Declared in the stylesheet the page loads after its first paint,
 * the web faces made the browser lay out all the page's text again when the stylesheet arrived
 * and once more as each file came in (on `/community`, a 42 to 63 ms task for the stylesheet and
 * 7 to 40 ms per font file, the largest share of the time the main thread was blocked). Here the
 * faces are read from their own stylesheet (`data-fonts` of the boot script, see
 * renderer/perf/prerender.ts), the ones the text on the page would use are fetched (the
 * browser's own choice: for each character, the first family of its element's list that has a
 * face covering it), and once those and the full stylesheet have loaded, the faces are added to
 * the document: the first family the text uses in the frame that takes in the stylesheet, each
 * other one in a frame of its own (see familyGroups). Faces not fetched yet are added too,
 * unloaded: text that needs them later (another page, a name typed) fetches them as a
 * stylesheet's face would. The root element is marked `data-fonts` once they are in.
 */

/** Code point ranges of a `unicode-range` value (`U+0-FF, U+131, U+4??`); all when empty. */
export function parseUnicodeRange(value: string): [number, number][] {
  if (!value.trim()) return [[0, 0x10ffff]];
  return value.split(',').map((part) => {
    const text = part.trim().replace(/^u\+/i, '');
    const [low, high = low] = text.includes('?')
      ? [text.replace(/\?/g, '0'), text.replace(/\?/g, 'f')]
      : text.split('-');
    return [parseInt(low, 16), parseInt(high, 16)];
  });
}

/** The family names of a computed `font-family` value, unquoted, in order. */
export function familyNames(value: string): string[] {
  return value
    .split(',')
    .map((name) => name.trim().replace(/^(["'])(.*)\1$/, '$2'))
    .filter(Boolean);
}

const GENERIC = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'math',
  'emoji',
  'fangsong',
]);

export interface FaceRanges {
  family: string;
  ranges: [number, number][];
}

/**
 * Whether a face covers a character. An indexed loop: run once as a page starts, mostly in V8's
 * interpreter, taking each range apart (`([low, high]) =>`, the array iterator's protocol) made
 * finding the faces in use 12 to 34 ms in one task on `/characters`; 2 to 4 ms this way.
 */
const covers = (face: FaceRanges, point: number) => {
  const { ranges } = face;
  for (let at = 0; at < ranges.length; at += 1) {
    if (point >= ranges[at][0] && point <= ranges[at][1]) return true;
  }
  return false;
};

/**
 * Which of `web` the browser would fetch for the text: for each family list (a computed
 * `font-family`) and the characters set in it, the face of the first family, web or `local`
 * (faces the page already has), that covers each character. A generic family ends the search.
 */
export function facesInUse(
  text: Map<string, Set<number>>,
  web: FaceRanges[],
  local: FaceRanges[],
): Set<FaceRanges> {
  const used = new Set<FaceRanges>();
  for (const [list, points] of text) {
    const families = familyNames(list);
    for (const point of points) {
      for (const family of families) {
        if (GENERIC.has(family.toLowerCase())) break;
        const face = web.find(
          (candidate) => candidate.family === family && covers(candidate, point),
        );
        if (face) {
          used.add(face);
          break;
        }
        if (local.some((candidate) => candidate.family === family && covers(candidate, point)))
          break;
      }
    }
  }
  return used;
}

/** How long the scan of the page's text runs before it lets the browser have a turn. */
const SLICE_MS = 4;

/**
 * The characters of the page's rendered text, by the `font-family` they are set in. Styles only:
 * nothing here asks for a layout (`checkVisibility()` would). The scan took 10 to 16 ms in one
 * task on a desktop machine (a long task on a phone): it runs in slices of a few milliseconds,
 * each a task of its own. `pause` ends a slice (waits for the next task).
 */
export async function textByFamily(
  root: Element,
  pause: () => Promise<unknown> = () => new Promise((resolve) => setTimeout(resolve, 0)),
): Promise<Map<string, Set<number>>> {
  const text = new Map<string, Set<number>>();
  // The family list an element's text is set in, or null where it is not rendered (inside an
  // element that is not displayed: a script, a closed menu, a <noscript> read as text).
  const lists = new Map<Element, string | null>();
  const listOf = (element: Element): string | null => {
    let list = lists.get(element);
    if (list !== undefined) return list;
    const style = getComputedStyle(element);
    const parent = element.parentElement;
    list =
      style.display === 'none' || (parent && parent !== root && listOf(parent) === null)
        ? null
        : style.fontFamily;
    lists.set(element, list);
    return list;
  };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let sliceStart = performance.now();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await pause();
      sliceStart = performance.now();
    }
    const content = node.nodeValue ?? '';
    const element = node.parentElement;
    if (!element || !content.trim()) continue;
    const list = listOf(element);
    if (list === null) continue;
    let points = text.get(list);
    if (!points) text.set(list, (points = new Set()));
    for (const character of content) points.add(character.codePointAt(0)!);
  }
  return text;
}

const descriptor = (style: CSSStyleDeclaration, name: string) =>
  style.getPropertyValue(name).trim() || undefined;

/** The faces a stylesheet declares, as FontFace objects not yet added to the document. */
function facesOf(css: string): FontFace[] {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return [...sheet.cssRules]
    .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
    .map(({ style }) => {
      const family = familyNames(style.getPropertyValue('font-family'))[0];
      return new FontFace(family, style.getPropertyValue('src'), {
        style: descriptor(style, 'font-style'),
        weight: descriptor(style, 'font-weight'),
        unicodeRange: descriptor(style, 'unicode-range'),
        display: descriptor(style, 'font-display') as FontDisplay | undefined,
      });
    });
}

const rangesOf = (face: FontFace): FaceRanges => ({
  family: familyNames(face.family)[0],
  ranges: parseUnicodeRange(face.unicodeRange),
});

/**
 * Fetches the faces the page's text uses, then, once they have loaded and `after` has settled (the
 * full stylesheet is in: its relayout and the fonts' come in the same frame), adds every face of
 * `href` to the document. The page's own styles are inline, so its text can be read at once.
 */
export async function addWebFonts(href: string, after: Promise<unknown>): Promise<void> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`The web fonts (${href}) answered ${response.status}`);
  const faces = facesOf(await response.text());
  // Reading the faces and finding the ones in use, each a task of its own: together they held a
  // phone's main thread past 50 ms (72 ms at a quarter of a laptop's speed, on the reader).
  await new Promise((resolve) => setTimeout(resolve, 0));
  const web = new Map(faces.map((face) => [rangesOf(face), face]));
  const local = [...document.fonts].map(rangesOf);
  const used = facesInUse(await textByFamily(document.body), [...web.keys()], local);
  // A face that fails to load is added all the same: the browser then passes over it.
  await Promise.all([
    Promise.allSettled([...used].map((ranges) => web.get(ranges)!.load())),
    after,
  ]);
  const groups = familyGroups(faces, new Set([...used].map((ranges) => ranges.family)));
  for (const [at, group] of groups.entries()) {
    if (at > 0) await afterNextFrame();
    for (const face of group) document.fonts.add(face);
  }
  document.documentElement.dataset.fonts = '';
}

/**
 * The faces in the order they are added: each family the page's text uses on its own, then the
 * families it does not use together. Added in one frame, the families the page uses made one
 * relayout as long as the cost of each added up and more (on `/`, Bangers alone and Cairo alone
 * each cost a short relayout, both together a long one).
 */
export function familyGroups(faces: FontFace[], usedFamilies: Set<string>): FontFace[][] {
  const byFamily = new Map<string, FontFace[]>();
  for (const face of faces) {
    const family = familyNames(face.family)[0];
    const group = byFamily.get(family);
    if (group) group.push(face);
    else byFamily.set(family, [face]);
  }
  const used = [...byFamily].filter(([family]) => usedFamilies.has(family));
  const unused = [...byFamily].filter(([family]) => !usedFamilies.has(family));
  const groups = used.map(([, group]) => group);
  if (unused.length > 0) groups.push(unused.flatMap(([, group]) => group));
  return groups;
}
