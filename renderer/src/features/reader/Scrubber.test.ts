import { describe, expect, it } from 'vitest';
import { pageAtPoint, scrubberKeyPage } from './Scrubber';

const track = { left: 100, width: 500 };

describe('the scrubber', () => {
  it('finds the page under a point, page 1 at the reading start', () => {
    expect(pageAtPoint(100, track, 6, 'ltr')).toBe(1);
    expect(pageAtPoint(600, track, 6, 'ltr')).toBe(6);
    expect(pageAtPoint(350, track, 5, 'ltr')).toBe(3);
    // From the right: page 1 at the right end.
    expect(pageAtPoint(600, track, 6, 'rtl')).toBe(1);
    expect(pageAtPoint(100, track, 6, 'rtl')).toBe(6);
    // Beyond the ends, and a comic of one page.
    expect(pageAtPoint(0, track, 6, 'ltr')).toBe(1);
    expect(pageAtPoint(900, track, 6, 'ltr')).toBe(6);
    expect(pageAtPoint(400, track, 1, 'ltr')).toBe(1);
  });

  it('moves by key in the comic direction, leaving a spread, within the pages', () => {
    expect(scrubberKeyPage('ArrowRight', [2], 6, 'ltr')).toBe(3);
    expect(scrubberKeyPage('ArrowLeft', [2], 6, 'ltr')).toBe(1);
    expect(scrubberKeyPage('ArrowLeft', [2], 6, 'rtl')).toBe(3);
    expect(scrubberKeyPage('ArrowRight', [2], 6, 'rtl')).toBe(1);
    expect(scrubberKeyPage('ArrowRight', [2, 3], 6, 'ltr')).toBe(4);
    expect(scrubberKeyPage('ArrowDown', [2, 3], 6, 'ltr')).toBe(1);
    expect(scrubberKeyPage('Home', [4, 5], 6, 'ltr')).toBe(1);
    expect(scrubberKeyPage('End', [1], 6, 'rtl')).toBe(6);
    expect(scrubberKeyPage('PageUp', [1], 30, 'ltr')).toBe(4);
    expect(scrubberKeyPage('ArrowRight', [6], 6, 'ltr')).toBe(6);
    expect(scrubberKeyPage('a', [1], 6, 'ltr')).toBeNull();
  });
});
