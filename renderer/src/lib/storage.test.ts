import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from './storage';

describe('storage.keys', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('lists the keys with the prefix, and only those', () => {
    localStorage.setItem('comic-progress-origins-1', '3');
    localStorage.setItem('comic-progress-guardians-2', '1');
    localStorage.setItem('comic-read-origins-1', '1');
    expect(storage.keys('comic-progress-').sort()).toEqual([
      'comic-progress-guardians-2',
      'comic-progress-origins-1',
    ]);
    expect(storage.keys('nothing-')).toEqual([]);
  });

  it('answers an empty list when the storage cannot be read', () => {
    localStorage.setItem('comic-progress-origins-1', '3');
    // As in a browser that refuses the site its storage.
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(storage.keys('comic-progress-')).toEqual([]);
  });
});
