import { describe, expect, it } from 'vitest';
import { scrollKey, scrollKeyFor } from './scroll-key';

describe('scrollKey', () => {
  it('keeps the key of an entry the app navigated to, so back and forward restore its position', () => {
    expect(scrollKeyFor({ key: 'k3x9a' }, 'load-1')).toBe('k3x9a');
    expect(scrollKeyFor({ key: 'k3x9a' }, 'load-2')).toBe('k3x9a');
  });

  it('gives the first entry of each document load its own key, so a fresh visit starts at the top', () => {
    const first = scrollKeyFor({ key: 'default' }, 'load-1');
    const again = scrollKeyFor({ key: 'default' }, 'load-1');
    const reload = scrollKeyFor({ key: 'default' }, 'load-2');
    expect(first).toBe(again);
    expect(reload).not.toBe(first);
    expect(first).not.toBe('default');
  });

  it('keeps one key for the first entry within one load, so going back to it restores', () => {
    const location = { key: 'default', pathname: '/comics', search: '', hash: '', state: null };
    expect(scrollKey(location)).toBe(scrollKey({ ...location }));
    expect(scrollKey(location)).not.toBe('default');
  });
});
