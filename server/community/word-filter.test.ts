import { describe, expect, it } from 'vitest';
import { needsReview } from './word-filter.js';

describe('the word filter', () => {
  it.each([
    ['a listed English word in any case', 'Born from SHIT and thunder'],
    ['a listed Arabic word', 'بطل شرموط من الصحراء'],
    ['an Arabic word with its article and a diacritic', 'القَحبة'],
    ['a listed Arabic word written with ة', 'عاهرة المدينة'],
    ['a phrase across words', 'He tells villains to kill   yourself'.replace(/ +/g, ' ')],
    ['an Arabic phrase', 'يا ابن الكلب'],
    ['markup', '<img src=x onerror=alert(1)><b>Nova</b>'],
    ['a script address', 'javascript:alert(1)'],
  ])('flags %s', (_what, text) => {
    expect(needsReview('Nova', text)).toBe(true);
  });

  it.each([
    ['a clean English story', 'Born in a storm over the Hajar mountains, she speaks to the wind.'],
    ['a clean Arabic story', 'وُلدت في عاصفة فوق جبال الحجر وتتحدث إلى الريح'],
    ['a listed word inside a longer one', 'Dickens wrote of a classic hero'],
    ['a comparison sign', 'stronger when 3 < 4 and 5 > 2'],
  ])('lets %s through', (_what, text) => {
    expect(needsReview('Sahab', text)).toBe(false);
  });
});
