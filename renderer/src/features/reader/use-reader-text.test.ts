import { describe, expect, it } from 'vitest';
import { readerText } from './use-reader-text';

describe('the reader texts', () => {
  it('fill {{places}} in either edition', () => {
    expect(readerText('en').t('pageOf', { page: 3, total: 6 })).toBe('Page 3 of 6');
    expect(readerText('ar').t('pageOf', { page: 3, total: 6 })).toBe('الصفحة 3 من 6');
    expect(readerText('en').t('roles.thought', { speaker: 'Jalal' })).toBe('Jalal thinks');
  });

  it('pick plural forms by the language rules', () => {
    const reads = (language: 'en' | 'ar', count: number) =>
      readerText(language).t('reads', { count });
    expect([0, 1, 2].map((n) => reads('en', n))).toEqual(['0 reads', '1 read', '2 reads']);
    expect([0, 1, 2, 3, 11, 100].map((n) => reads('ar', n))).toEqual([
      'لا قراءات',
      'قراءة واحدة',
      'قراءتان',
      '3 قراءات',
      '11 قراءة',
      '100 قراءة',
    ]);
  });

  it('follow the edition in direction', () => {
    expect(readerText('en').dir).toBe('ltr');
    expect(readerText('ar').dir).toBe('rtl');
  });
});
