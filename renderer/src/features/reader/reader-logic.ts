/** The reader's rules that need no screen: pure functions, unit-tested. */

export type ReadingDirection = 'ltr' | 'rtl';

/** A site path in an edition: the Arabic edition lives under /ar. */
export const editionPath = (language: 'en' | 'ar', path: string): string =>
  language === 'ar' ? `/ar${path}` : path;
export type TurnAction = 'next' | 'previous';
/** Where on the screen an input points: an arrow key, a swipe's way or a tap zone's side. */
export type PhysicalSide = 'left' | 'right';

/** Width over height of a page; the generated pages are 800 x 1200. */
export const PAGE_ASPECT = 800 / 1200;

/** A page number within 1..total; anything unreadable becomes 1. */
export function clampPage(value: number, total: number): number {
  if (!Number.isFinite(value) || total < 1) return 1;
  return Math.min(Math.max(Math.trunc(value), 1), total);
}

export const progressPercent = (current: number, total: number): number =>
  total > 0 ? Math.round((current / total) * 100) : 0;

/**
 * What pointing at a side means in a comic's direction. Left-to-right: the right side (ArrowRight,
 * the right tap zone, a swipe that pulls the page in from the right) moves on. Right-to-left: mirrored.
 */
export function turnFor(side: PhysicalSide, direction: ReadingDirection): TurnAction {
  const forward: PhysicalSide = direction === 'rtl' ? 'left' : 'right';
  return side === forward ? 'next' : 'previous';
}

/** A swipe's finger movement to the side it points at: a finger moving left pulls in the right. */
export const swipeSide = (dx: number): PhysicalSide => (dx < 0 ? 'right' : 'left');

/** Where a tap lands: a side (turned by the comic's direction), the top or bottom, or the middle. */
export type TapZone = PhysicalSide | 'top' | 'bottom' | 'middle';

/** How the stage is split for taps, chosen in the reader's settings. */
export type TapLayout = 'sides' | 'topBottom' | 'off';
export const TAP_LAYOUTS: readonly TapLayout[] = ['sides', 'topBottom', 'off'];

/**
 * The zone of a tap. `sides` (the default): the outer thirds across turn pages; `topBottom`: the top
 * third goes back, the bottom third on; `off`: the whole stage is the middle (the controls, and a
 * double-tap for guided view).
 */
export function tapZone(
  x: number,
  width: number,
  layout: TapLayout = 'sides',
  y = 0,
  height = 0,
): TapZone {
  const [at, size, before, after]: [number, number, TapZone, TapZone] =
    layout === 'topBottom' ? [y, height, 'top', 'bottom'] : [x, width, 'left', 'right'];
  if (layout === 'off' || size <= 0) return 'middle';
  const fraction = at / size;
  if (fraction < 1 / 3) return before;
  if (fraction > 2 / 3) return after;
  return 'middle';
}

/**
 * The screens of a comic: one page each, or with spreads the cover alone and then pairs
 * (2-3, 4-5, ...), the last page alone when it has no partner. Pages are in reading order;
 * `inScreenOrder` lays a screen out for the direction.
 */
export function buildScreens(total: number, spreads: boolean): number[][] {
  const screens: number[][] = [];
  if (total < 1) return screens;
  if (!spreads) {
    for (let page = 1; page <= total; page += 1) screens.push([page]);
    return screens;
  }
  screens.push([1]);
  for (let page = 2; page <= total; page += 2) {
    screens.push(page + 1 <= total ? [page, page + 1] : [page]);
  }
  return screens;
}

/** The screen showing a page (the last screen for pages beyond the end). */
export function screenOf(screens: number[][], page: number): number {
  const index = screens.findIndex((screen) => screen.includes(page));
  return index === -1 ? Math.max(screens.length - 1, 0) : index;
}

/** The pages of a screen from left to right. */
export const inScreenOrder = (pages: number[], direction: ReadingDirection): number[] =>
  direction === 'rtl' ? [...pages].reverse() : pages;

/**
 * Spreads are automatic when the viewport is wider than tall and two pages side by side are
 * still at least 80 % of its height.
 */
export function autoSpreads(width: number, height: number, aspect = PAGE_ASPECT): boolean {
  if (width <= height || height <= 0) return false;
  return 2 * aspect * height * 0.8 <= width;
}

/**
 * The page to open at from this browser's saved page and the server's. The furthest wins, except
 * that a finished read (on the last page) gives way to a re-read in progress on either side. A
 * device that has nothing saved takes the server's page, a finished read included: the reader then
 * opens on the end card ("Read again" or "Continue from the end") there as everywhere.
 */
export function mergeProgress(local: number | null, server: number | null, total: number): number {
  if (total < 1) return 1;
  const mine = local === null ? null : clampPage(local, total);
  const theirs = server === null ? null : clampPage(server, total);
  if (theirs === null) return mine ?? 1;
  if (mine === null) return theirs;
  const localStart = mine;
  const localDone = localStart === total;
  const serverDone = theirs === total;
  if (serverDone && !localDone) return localStart;
  if (localDone && !serverDone) return theirs;
  return Math.max(localStart, theirs);
}

/** The page a `?page=N` asks for, clamped; null when there is none or it is not a number. */
export function pageFromQuery(value: string | null, total: number): number | null {
  if (value === null || value.trim() === '') return null;
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? clampPage(parsed, total) : null;
}

export interface Camera {
  scale: number;
  x: number;
  y: number;
}

export const IDENTITY: Camera = { scale: 1, x: 0, y: 0 };
const MIN_SCALE = 1;
const MAX_SCALE = 5;

/**
 * Zooms to `scale` keeping the point (px, py), given relative to the stage's centre, still.
 * The result never zooms out below the fitted page.
 */
export function zoomAt(camera: Camera, scale: number, px: number, py: number): Camera {
  const next = Math.min(Math.max(scale, MIN_SCALE), MAX_SCALE);
  if (next === MIN_SCALE) return IDENTITY;
  const ratio = next / camera.scale;
  return { scale: next, x: px - (px - camera.x) * ratio, y: py - (py - camera.y) * ratio };
}

/** A rectangle in percentages of a page box: where panels and text sit on a page. */
export interface PageRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The camera that fills the stage with a rectangle of a page box. Box and stage sizes in pixels;
 * `boxX`/`boxY` is the box's top-left relative to the stage's centre at scale 1.
 */
export function cameraForRect(
  rect: PageRect,
  box: { x: number; y: number; width: number; height: number },
  stage: { width: number; height: number },
): Camera {
  const width = (rect.width / 100) * box.width;
  const height = (rect.height / 100) * box.height;
  if (width <= 0 || height <= 0) return IDENTITY;
  const scale = Math.min(
    Math.max(Math.min(stage.width / width, stage.height / height), MIN_SCALE),
    MAX_SCALE,
  );
  const cx = box.x + ((rect.x + rect.width / 2) / 100) * box.width;
  const cy = box.y + ((rect.y + rect.height / 2) / 100) * box.height;
  return { scale, x: -cx * scale, y: -cy * scale };
}

/** The index of the rectangle (percentages of a page) holding a point, or -1. */
export function rectAt(rects: readonly PageRect[], x: number, y: number): number {
  return rects.findIndex((r) => x >= r.x && x <= r.x + r.width && y >= r.y && y <= r.y + r.height);
}

/**
 * One step of guided view among `count` panels from `step` (-1: the whole page, before its first
 * panel): the panel to show, or the page to turn to when the step leaves the screen.
 */
export function guidedStep(
  step: number,
  count: number,
  delta: 1 | -1,
): { panel: number } | { turn: 'next' | 'previous' } {
  const target = step + delta;
  if (target >= count) return { turn: 'next' };
  if (target < 0) return { turn: 'previous' };
  return { panel: target };
}

/** The magnifier's steps (times the page's size on screen). */
export const LOUPE_ZOOMS = [1.5, 2, 2.5, 3, 3.5, 4] as const;
