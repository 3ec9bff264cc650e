import { describe, expect, it } from 'vitest';
import {
  autoSpreads,
  buildScreens,
  cameraForRect,
  guidedStep,
  inScreenOrder,
  mergeProgress,
  pageFromQuery,
  rectAt,
  screenOf,
  swipeSide,
  tapZone,
  turnFor,
  zoomAt,
} from './reader-logic';

describe('direction mapping', () => {
  it('turns the right side into next and the left into previous left to right', () => {
    expect(turnFor('right', 'ltr')).toBe('next');
    expect(turnFor('left', 'ltr')).toBe('previous');
  });

  it('mirrors the sides for right-to-left comics', () => {
    expect(turnFor('left', 'rtl')).toBe('next');
    expect(turnFor('right', 'rtl')).toBe('previous');
  });

  it('reads a finger moving left as pointing at the right side, and the reverse', () => {
    expect(turnFor(swipeSide(-120), 'ltr')).toBe('next');
    expect(turnFor(swipeSide(120), 'ltr')).toBe('previous');
    expect(turnFor(swipeSide(-120), 'rtl')).toBe('previous');
  });

  it('splits the width into thirds for tap zones', () => {
    expect(tapZone(10, 390)).toBe('left');
    expect(tapZone(195, 390)).toBe('middle');
    expect(tapZone(380, 390)).toBe('right');
    expect(tapZone(5, 0)).toBe('middle');
    // Top and bottom: the height decides; off: every tap is in the middle.
    expect(tapZone(10, 390, 'topBottom', 50, 844)).toBe('top');
    expect(tapZone(10, 390, 'topBottom', 420, 844)).toBe('middle');
    expect(tapZone(380, 390, 'topBottom', 800, 844)).toBe('bottom');
    expect(tapZone(10, 390, 'off', 800, 844)).toBe('middle');
  });
});

describe('spread pairing', () => {
  it('shows the cover alone, then pairs, and a last page without partner alone', () => {
    expect(buildScreens(6, true)).toEqual([[1], [2, 3], [4, 5], [6]]);
    expect(buildScreens(5, true)).toEqual([[1], [2, 3], [4, 5]]);
    expect(buildScreens(3, true)).toEqual([[1], [2, 3]]);
    expect(buildScreens(1, true)).toEqual([[1]]);
    expect(buildScreens(0, true)).toEqual([]);
  });

  it('shows one page a screen without spreads', () => {
    expect(buildScreens(3, false)).toEqual([[1], [2], [3]]);
  });

  it('finds the screen of a page and lays pages out by direction', () => {
    const screens = buildScreens(6, true);
    expect(screenOf(screens, 3)).toBe(1);
    expect(screenOf(screens, 6)).toBe(3);
    expect(screenOf(screens, 99)).toBe(3);
    expect(inScreenOrder([2, 3], 'ltr')).toEqual([2, 3]);
    expect(inScreenOrder([2, 3], 'rtl')).toEqual([3, 2]);
  });

  it('turns spreads on automatically only on screens wider than tall with room for two pages', () => {
    expect(autoSpreads(1366, 900)).toBe(true);
    expect(autoSpreads(844, 390)).toBe(true);
    expect(autoSpreads(390, 844)).toBe(false);
    expect(autoSpreads(950, 900)).toBe(false);
    expect(autoSpreads(900, 900)).toBe(false);
  });
});

describe('progress merge rule', () => {
  it('takes the furthest page of this browser and the server', () => {
    expect(mergeProgress(2, 4, 6)).toBe(4);
    expect(mergeProgress(5, 3, 6)).toBe(5);
    expect(mergeProgress(null, 3, 6)).toBe(3);
    expect(mergeProgress(3, null, 6)).toBe(3);
    expect(mergeProgress(null, null, 6)).toBe(1);
  });

  it('lets a read in progress win over a finished one, so a re-read starts again', () => {
    // A device with nothing saved opens a comic finished elsewhere at its end (the end card).
    expect(mergeProgress(null, 6, 6)).toBe(6);
    expect(mergeProgress(2, 6, 6)).toBe(2);
    expect(mergeProgress(6, 3, 6)).toBe(3);
    expect(mergeProgress(6, 6, 6)).toBe(6);
  });

  it('clamps pages beyond the comic', () => {
    expect(mergeProgress(42, null, 6)).toBe(6);
    expect(mergeProgress(0, 2, 6)).toBe(2);
  });
});

describe('page in the address', () => {
  it('reads ?page clamped, and nothing from an empty or unreadable value', () => {
    expect(pageFromQuery('3', 6)).toBe(3);
    expect(pageFromQuery('40', 6)).toBe(6);
    expect(pageFromQuery('-2', 6)).toBe(1);
    expect(pageFromQuery('abc', 6)).toBeNull();
    expect(pageFromQuery('', 6)).toBeNull();
    expect(pageFromQuery(null, 6)).toBeNull();
  });
});

describe('camera', () => {
  it('zooms about a point, keeping it still, and never below the fitted page', () => {
    const zoomed = zoomAt({ scale: 1, x: 0, y: 0 }, 2, 100, 50);
    expect(zoomed).toEqual({ scale: 2, x: -100, y: -50 });
    expect(zoomAt(zoomed, 0.5, 0, 0)).toEqual({ scale: 1, x: 0, y: 0 });
    expect(zoomAt({ scale: 1, x: 0, y: 0 }, 50, 0, 0).scale).toBe(5);
  });

  it('fills the stage with a rectangle given in percentages of the page box', () => {
    // A 400 x 600 box centred on an 800 x 600 stage; its top-left quarter is 200 x 300.
    const camera = cameraForRect(
      { x: 0, y: 0, width: 50, height: 50 },
      { x: -200, y: -300, width: 400, height: 600 },
      { width: 800, height: 600 },
    );
    expect(camera.scale).toBe(2);
    // The quarter's centre (-100, -150) lands on the stage's centre.
    expect(camera.x).toBe(200);
    expect(camera.y).toBe(300);
  });
});

describe('guided view steps', () => {
  const rects = [
    { x: 3.5, y: 2.3, width: 93, height: 42 },
    { x: 50.9, y: 45.6, width: 45.6, height: 49.4 },
    { x: 3.5, y: 45.6, width: 45.6, height: 49.4 },
  ];

  it('finds the panel under a point, none in a gutter', () => {
    expect(rectAt(rects, 50, 20)).toBe(0);
    expect(rectAt(rects, 80, 70)).toBe(1);
    expect(rectAt(rects, 10, 70)).toBe(2);
    expect(rectAt(rects, 50, 45)).toBe(-1);
  });

  it('moves panel by panel, from the whole page to the first, and turns the page past either end', () => {
    expect(guidedStep(-1, 3, 1)).toEqual({ panel: 0 });
    expect(guidedStep(0, 3, 1)).toEqual({ panel: 1 });
    expect(guidedStep(2, 3, 1)).toEqual({ turn: 'next' });
    expect(guidedStep(1, 3, -1)).toEqual({ panel: 0 });
    expect(guidedStep(0, 3, -1)).toEqual({ turn: 'previous' });
    expect(guidedStep(-1, 0, 1)).toEqual({ turn: 'next' });
  });
});
