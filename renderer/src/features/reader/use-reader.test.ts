import { describe, expect, it } from 'vitest';
import { readSavedPage } from './use-progress-sync';
import { clampPage, progressPercent } from './use-reader';

describe('reader page rules', () => {
  it('clamps a page to 1..total and treats unreadable values as page 1', () => {
    expect(clampPage(99, 6)).toBe(6);
    expect(clampPage(0, 6)).toBe(1);
    expect(clampPage(-3, 6)).toBe(1);
    expect(clampPage(Number.NaN, 6)).toBe(1);
    expect(clampPage(4, 6)).toBe(4);
  });

  it('restores the saved page clamped to the total, 1 when nothing is saved', () => {
    expect(readSavedPage('origins-1', 6)).toBe(1);
    window.localStorage.setItem('comic-progress-origins-1', '42');
    expect(readSavedPage('origins-1', 6)).toBe(6);
    window.localStorage.setItem('comic-progress-origins-1', 'abc');
    expect(readSavedPage('origins-1', 6)).toBe(1);
    window.localStorage.setItem('comic-progress-origins-1', '3');
    expect(readSavedPage('origins-1', 6)).toBe(3);
  });

  it('rounds the progress percentage of current over total', () => {
    expect(progressPercent(1, 6)).toBe(17);
    expect(progressPercent(2, 6)).toBe(33);
    expect(progressPercent(5, 5)).toBe(100);
    expect(progressPercent(1, 3)).toBe(33);
  });
});
