import { describe, expect, it } from 'vitest';
import { COURSE_SEEDS, courseFromSeed, courseInArabic } from './courses.js';

const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe('the Arabic academy catalogue', () => {
  it.each(COURSE_SEEDS.map((seed) => [seed.title, seed] as const))(
    'translates every syllabus and outcome line of %s',
    (title, seed) => {
      const arabic = courseInArabic(courseFromSeed(seed));
      expect(arabic.title, title).toBe(seed.ar.title);
      expect(courseFromSeed(seed)).not.toHaveProperty('ar');
      for (const field of ['syllabus', 'outcomes'] as const) {
        const english = seed[field];
        expect(arabic[field], field).toHaveLength(english.length);
        arabic[field].forEach((line, index) => {
          const where = `${field}[${index}]`;
          expect(line.trim(), where).not.toBe('');
          expect(line, where).toMatch(ARABIC_LETTER);
          expect(line, where).not.toBe(english[index]);
        });
      }
    },
  );
});
