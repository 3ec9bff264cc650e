import { describe, expect, it } from 'vitest';
import { directionOf, languageOfPath } from './language';

describe('languageOfPath', () => {
  it.each([
    ['/ar', 'ar'],
    ['/ar/', 'ar'],
    ['/ar/comics/reader/origins-1', 'ar'],
    ['/', 'en'],
    ['/comics', 'en'],
    ['/arena', 'en'],
    ['/about/ar', 'en'],
  ])('%s is %s', (path, language) => {
    expect(languageOfPath(path)).toBe(language);
  });

  it('gives each language its direction', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
