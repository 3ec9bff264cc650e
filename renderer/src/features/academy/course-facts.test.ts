import { describe, expect, it } from 'vitest';
import { COURSE_SEEDS, courseFromSeed } from '@shared/academy/courses';
import { i18nFor } from '../../lib/i18n';
import { courseFacts } from './course-facts';

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const factsIn = (language: 'en' | 'ar', course = courseFromSeed(COURSE_SEEDS[0]!)) =>
  courseFacts(course, i18nFor(language).getFixedT(language));

describe("a course's facts in the page's language", () => {
  it('reads as stored in English', () => {
    const course = courseFromSeed(COURSE_SEEDS[0]!);
    expect(factsIn('en', course)).toEqual({
      level: course.level,
      duration: course.duration,
      shortFormat: course.format.split(' + ')[0],
      price: course.price,
    });
  });

  it('writes every seeded course in Arabic: level, weeks with their plural form, format and price', () => {
    expect(factsIn('ar')).toEqual({
      level: 'متقدّم',
      duration: '12 أسبوعًا',
      shortFormat: 'جلسات في الاستوديو',
      price: '6,500 درهم',
    });
    for (const seed of COURSE_SEEDS) {
      for (const [fact, text] of Object.entries(factsIn('ar', courseFromSeed(seed)))) {
        expect(text, `${seed.title} ${fact}`).toMatch(ARABIC_LETTER);
      }
    }
  });

  it('counts weeks with the Arabic noun forms', () => {
    const weeks = (duration: string) =>
      factsIn('ar', { ...courseFromSeed(COURSE_SEEDS[0]!), duration }).duration;
    expect(weeks('1 week')).toBe('أسبوع واحد');
    expect(weeks('2 weeks')).toBe('أسبوعان');
    expect(weeks('8 weeks')).toBe('8 أسابيع');
    expect(weeks('11 weeks')).toBe('11 أسبوعًا');
  });

  it('shows a value the texts do not know as stored', () => {
    const course = { ...courseFromSeed(COURSE_SEEDS[0]!), format: 'Rooftop Camp', price: 'Free' };
    expect(factsIn('ar', course)).toMatchObject({ shortFormat: 'Rooftop Camp', price: 'Free' });
  });
});
