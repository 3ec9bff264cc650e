import type { CastName, Panel, ScriptPage } from '../../../shared/content/comic-script.schemas.js';
import { effect } from './effects.js';
import {
  caravan,
  carried,
  CHILD_SCALE,
  falcon,
  group,
  handInHand,
  headOf,
  isFigureKey,
  isGuardian,
  isSmall,
  type FigureKey,
  type Placement,
} from './figures.js';
import { arabicLine } from './arabic-font.js';
import { letterPanel, type LetterItem, type LetteringLanguage, type Point } from './lettering.js';
import { letteringLine } from './font.js';
import { C } from './palette.js';
import { overlay, patStar } from './patterns.js';
import { scene } from './scenery.js';
import { star8 } from './shapes.js';
import { Doc, n, rect } from './svg.js';

type CastMember = Panel['cast'][number];
type Heads = Map<CastName, Point>;

/** Figures far off: small, side by side above the horizon, behind everyone near. */
function distantFigures(doc: Doc, panel: Panel, w: number, h: number, heads: Heads): string {
  const distant = panel.cast.filter((member) => member.far && isFigureKey(member.who));
  const farH = h * 0.16;
  const farPlacements = distant.map((member, i): Placement => [
    member.who as FigureKey,
    w * 0.62 + (i - (distant.length - 1) / 2) * farH * 0.9,
    h * 0.62,
    farH,
    { pose: member.pose, view: member.view },
  ]);
  farPlacements.forEach((placement, i) => heads.set(distant[i]!.who, headOf(placement)));
  return group(doc, farPlacements);
}

/** Hand in hand: one line across the panel, the feet near its bottom. */
function handInHandLine(
  doc: Doc,
  people: readonly CastMember[],
  w: number,
  h: number,
  heads: Heads,
): string {
  const line = handInHand(
    doc,
    people.map((member) => ({
      key: member.who as FigureKey,
      opts: { view: member.view, gaze: member.gaze, faded: member.faded },
    })),
    w / 2,
    h * 0.97,
    w * 0.96,
    h * 0.7,
  );
  line.placements.forEach((placement, i) => heads.set(people[i]!.who, headOf(placement)));
  return group(doc, line.placements) + line.joints;
}

/** How the shot frames the people near: what every figure's size and place depend on. */
interface Framing {
  w: number;
  h: number;
  count: number;
  huddle: boolean;
  closeUp: boolean;
  medium: boolean;
  /** Scale for children alone in a panel. */
  scale: number;
  rows: boolean;
  /** Figures in the front row. */
  front: number;
  /** A figure's height in a wide shot. */
  wideH: number;
}

function framingOf(panel: Panel, people: readonly CastMember[], w: number, h: number): Framing {
  const count = people.length;
  const closeUp = panel.shot === 'close-up' && count === 1;
  // A figure in the air is framed whole: cropped at the thighs, a leap loses its head.
  const leaping = people.some((member) => member.pose === 'leap');
  const medium = !leaping && (panel.shot === 'medium' || (panel.shot === 'close-up' && !closeUp));
  // Children alone in a panel are framed as closely as grown-ups would be.
  const scale = people.every((member) => isSmall(member.who as FigureKey)) ? 1 / CHILD_SCALE : 1;
  // Too many side by side for the panel's width: two overlapping rows, the back row between
  // and above the front one, so every figure stays large enough to be told apart.
  const rows = !medium && count >= 4 && w / count < h * 0.3;
  const front = Math.ceil(count / 2);
  const wideH = rows
    ? Math.min(h * 0.62, (w / front) * 2.3)
    : panel.huddle
      ? Math.min(h * 0.62, (w / (count + 1)) * 3)
      : Math.min(h * (count > 2 ? 0.58 : 0.66), (w / count) * 1.9);
  const huddle = Boolean(panel.huddle);
  return { w, h, count, huddle, closeUp, medium, scale, rows, front, wideH };
}

/** Where and how large one of the people near stands in the panel. */
function placeFigure(member: CastMember, i: number, f: Framing): Placement {
  const { w, h, count, medium, rows, front } = f;
  const key = member.who as Parameters<typeof isGuardian>[0];
  // A close-up shows the face of anyone drawn with the character model, unless the script
  // gives them something to do: then the action is what the close-up shows.
  const face = f.closeUp && (!member.pose || member.pose === 'face');
  // One figure casting in a medium shot stands to the left, small enough for the element
  // leaving the hand (up to 200 units right of the model's centre) to stay in the panel.
  const caster = medium && count === 1 && member.pose === 'cast';
  const figH = face
    ? h * 1.05
    : caster
      ? Math.min(h * 1.3, ((w - 8) / 270) * 400)
      : medium
        ? Math.min(h * 1.3, (w / count) * 2.2)
        : f.wideH;
  const back = rows && i % 2 === 1;
  const lift = back
    ? figH * 0.14
    : !rows && !medium && !face && count === 5
      ? Math.abs(i - 2) * figH * 0.06
      : 0;
  const height = figH * (count === 5 && i === 2 && !medium ? 1.08 : back ? 0.92 : 1) * f.scale;
  // Kneeling, the ground the hands press on stays in the picture.
  const kneel = member.pose === 'kneel';
  const carry = member.pose === 'carry';
  const base = face
    ? h * 1.02
    : carry
      ? h * 0.94
      : medium && !kneel
        ? // Cropped at the thighs: a child at its own thighs, so more of it shows.
          h + height * 0.42 * (isSmall(key as FigureKey) ? CHILD_SCALE : 1)
        : h + figH * (kneel ? -0.02 : 0.04) - lift;
  // A lone caster in a wide shot stands off centre too, the element inside the panel.
  const x = face
    ? w * 0.62
    : caster
      ? (figH / 400) * 70 + 4
      : count === 1 && member.pose === 'cast'
        ? Math.min(w / 2, w - (figH / 400) * 260)
        : count === 1 && (kneel || carry)
          ? w * 0.42
          : rows
            ? (w / front) * (back ? (i + 1) / 2 : i / 2 + 0.5)
            : f.huddle
              ? w / 2 + (i - (count - 1) / 2) * figH * 0.3
              : (w / count) * (i + 0.5);
  return [
    key,
    x,
    base,
    height,
    {
      // Figures on the right face left, towards the others; pointers all point ahead.
      flip: count > 1 && i >= count / 2 && member.pose !== 'point' && !carry,
      // A face fills the panel only in a close-up of that one figure; among others, it stands.
      pose: face ? 'face' : member.pose === 'face' ? 'stand' : member.pose,
      view: member.view,
      gaze: member.gaze,
      faded: member.faded,
    },
  ];
}

/** The people near, framed by the shot, with anyone they carry in their arms. */
function nearFigures(
  doc: Doc,
  panel: Panel,
  people: readonly CastMember[],
  w: number,
  h: number,
  heads: Heads,
): string {
  const framing = framingOf(panel, people, w, h);
  const placements = people.map((member, i): Placement => {
    const placement = placeFigure(member, i, framing);
    heads.set(member.who, headOf(placement));
    return placement;
  });
  // The back row is drawn first, the front row over it.
  const order = framing.rows
    ? [...placements.filter((_, i) => i % 2 === 1), ...placements.filter((_, i) => i % 2 === 0)]
    : placements;
  let arms = '';
  people.forEach((member, i) => {
    const held = member.carries && panel.cast.find((other) => other.who === member.carries);
    if (!held || !isFigureKey(held.who)) return;
    const hold = carried(placements[i]!, held.who, { pose: held.pose, view: held.view });
    heads.set(held.who, headOf(hold.placement));
    order.push(hold.placement);
    arms += hold.arm(doc);
  });
  return group(doc, order) + arms;
}

/**
 * A panel picture drawn from its script: the setting, effects, then the cast framed by the shot
 * (a wide shot shows whole figures, a medium shot crops them at the thighs, a close-up shows a
 * guardian's face). `top` is how far down the lettering reaches: effects keep their emblems
 * below it; `mirror` flips the picture for a page read right to left (its lettered effect stays
 * readable). Returns the markup and where each speaker's head is, for balloon tails.
 */
export function picture(
  doc: Doc,
  panel: Panel,
  w: number,
  h: number,
  top = 0,
  mirror = false,
): { art: string; heads: Map<CastName, Point> } {
  let art = scene(doc, panel.setting, w, h);
  const fx = panel.fx ?? [];
  for (const f of fx) if (f !== 'skyours') art += effect(doc, f, w, h, top);
  const cast = panel.cast.map((member) => member.who);
  // A caravan crosses the distance, behind anyone in the panel.
  if (cast.includes('caravan')) art += caravan(doc, w, h * 0.72, Math.min(w, h) * 0.14);
  const heads: Heads = new Map();
  art += distantFigures(doc, panel, w, h, heads);
  // Someone carried is placed in the arms of whoever carries them, not beside them.
  const carriedBy = new Map(
    panel.cast.flatMap((member) => (member.carries ? [[member.carries, member.who] as const] : [])),
  );
  const people = panel.cast.filter(
    (member) => !member.far && isFigureKey(member.who) && !carriedBy.has(member.who),
  );
  const count = people.length;
  if (count > 1 && people.every((member) => member.pose === 'join')) {
    art += handInHandLine(doc, people, w, h, heads);
  } else if (count) {
    art += nearFigures(doc, panel, people, w, h, heads);
  }
  if (cast.includes('falcon')) {
    // Alone in the sky, or above and beside the people so it never covers a face.
    const at = count ? { x: w * 0.8, y: h * 0.34 } : { x: w * 0.74, y: h * 0.48 };
    art += falcon(doc, at.x, at.y, Math.min(w, h) * 0.32);
    heads.set('falcon', at);
  }
  if (mirror) {
    // Read right to left, the picture is mirrored: figures face the way the page is read.
    art = `<g transform="matrix(-1 0 0 1 ${n(w)} 0)">${art}</g>`;
    for (const [who, p] of heads) heads.set(who, { x: w - p.x, y: p.y });
  }
  if (fx.includes('skyours')) art += effect(doc, 'skyours', w, h, top);
  return { art, heads };
}

/** The page: 800 x 1200, its margins and the gutter between panels. */
export const PAGE = { w: 800, h: 1200, mx: 28, top: 28, bottom: 60, gut: 14 };

type Box = [x: number, y: number, w: number, h: number];

/** The panel grid of a page with 2 to 6 panels, in reading order. */
function panelRects(count: number): Box[] {
  const W = PAGE.w - PAGE.mx * 2;
  const H = PAGE.h - PAGE.top - PAGE.bottom;
  const g = PAGE.gut;
  const half = (W - g) / 2;
  const x0 = PAGE.mx;
  const y0 = PAGE.top;
  /** Rows of one (wide) or two (halves) panels, with the given height shares. */
  const rows = (layout: readonly (readonly [1 | 2, number])[]): Box[] => {
    const total = layout.reduce((sum, [, share]) => sum + share, 0);
    const free = H - g * (layout.length - 1);
    let y = y0;
    return layout.flatMap(([cells, share]) => {
      const rh = (free * share) / total;
      const row: Box[] =
        cells === 1
          ? [[x0, y, W, rh]]
          : [
              [x0, y, half, rh],
              [x0 + half + g, y, half, rh],
            ];
      y += rh + g;
      return row;
    });
  };
  switch (count) {
    case 2:
      return rows([
        [1, 1],
        [1, 1],
      ]);
    case 3:
      return rows([
        [1, 0.46],
        [2, 0.54],
      ]);
    case 4:
      return rows([
        [1, 1],
        [2, 1],
        [1, 1],
      ]);
    case 5:
      return rows([
        [1, 1],
        [2, 1],
        [2, 1],
      ]);
    case 6:
      return rows([
        [2, 1],
        [2, 1],
        [2, 1],
      ]);
    default:
      throw new Error(`Unsupported panel count ${count}`);
  }
}

/**
 * The panel boxes of a page in reading order for a language: the Arabic page mirrors the grid, so
 * the right panel of a row comes first.
 */
export function panelBoxes(count: number, language: LetteringLanguage): Box[] {
  const rects = panelRects(count);
  return language === 'ar' ? rects.map(([x, y, w, h]): Box => [PAGE.w - x - w, y, w, h]) : rects;
}

/** The page's footer: the series and comic, and the page number in a star at the outer corner. */
function footer(comicTitle: string, pageNumber: number, language: LetteringLanguage) {
  const footY = PAGE.h - PAGE.bottom / 2 + 7;
  const rtl = language === 'ar';
  const series = rtl
    ? arabicLine('عالم أبطال', PAGE.w - PAGE.mx, footY, 22, 'start', C.pearl)
    : letteringLine(
        `ABTAL UNIVERSE · ${comicTitle.toUpperCase()}`,
        PAGE.mx,
        footY,
        18,
        'start',
        C.pearl,
      );
  const starX = rtl ? PAGE.mx + 22 : PAGE.w - PAGE.mx - 22;
  return `${series}<g transform="translate(${starX} ${footY - 6})">${star8(0, 0, 24, `fill="${C.gold}"`)}${letteringLine(String(pageNumber), 0, 8, 22, 'middle', C.inkText)}</g>`;
}

/** One lettered comic page in a language, drawn panel by panel from its script. */
export function comicPage(
  comicId: string,
  comicTitle: string,
  page: ScriptPage,
  pageNumber: number,
  language: LetteringLanguage = 'en',
): string {
  const doc = new Doc();
  const rects = panelBoxes(page.panels.length, language);
  let body =
    rect(PAGE.w, PAGE.h, C.night) + overlay(PAGE.w, PAGE.h, patStar(doc, C.gold, 48), 0.08);
  rects.forEach(([x, y, w, h], i) => {
    const panel = page.panels[i];
    if (!panel) throw new Error(`No panel ${i + 1} on ${comicId} page ${pageNumber}`);
    const clip = doc.clip('c', w, h);
    const items: LetterItem[] = [
      ...(i === 0 && page.title
        ? [{ role: 'title' as const, en: page.title, ar: page.titleAr ?? page.title }]
        : []),
      ...panel.lettering,
    ];
    // The lettering's size and height first (they do not depend on where the speakers stand), so
    // the picture can keep its effects clear of it; then lettered with the tails at the speakers.
    let size = 19;
    let height = 0;
    for (const candidate of w > 500 ? [32, 29, 26, 23] : [27, 25, 23, 21, 19]) {
      size = candidate;
      height = letterPanel(items, w, size, new Map(), language).height;
      if (height <= h * 0.62) break;
    }
    if (height > h * 0.8)
      throw new Error(`Lettering overflows ${comicId} page ${pageNumber} panel ${i + 1}`);
    const { art, heads } = picture(doc, panel, w, h, items.length ? height : 0, language === 'ar');
    const lettering = letterPanel(items, w, size, heads, language);
    body += `<g transform="translate(${n(x)} ${n(y)})"><g clip-path="url(#${clip})">${art}${lettering.out}</g><rect width="${n(w)}" height="${n(h)}" fill="none" stroke="${C.gold}" stroke-width="3"/></g>`;
  });
  body += footer(comicTitle, pageNumber, language);
  const label =
    language === 'ar' ? `${comicTitle}، الصفحة ${pageNumber}` : `${comicTitle}, page ${pageNumber}`;
  return doc.svg(PAGE.w, PAGE.h, label, body);
}
