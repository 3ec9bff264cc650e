import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  AWAKENING_STEPS,
  CHARACTERS,
  COMIC_CONTENT,
  COMIC_IDS,
  COMICS,
  DUBAI_GUARDIANS_COVER,
  DUBAI_GUARDIANS_ID,
  PHASE1_GUARDIANS,
  TIMELINE_ERAS,
  findCharacter,
  inLanguage,
  getComicChapters,
  getComicPages,
  getPhase1Cards,
  getTotalPages,
  originExcerpt,
} from './index.js';

const publicDir = fileURLToPath(new URL('../../renderer/public', import.meta.url));
const publicFile = (sitePath: string): string =>
  join(publicDir, ...sitePath.split('/').filter(Boolean));

describe('comic content', () => {
  it.each([
    ['origins-1', 6],
    ['jalal-origins', 5],
    ['guardians-2', 4],
    ['nazra-origins', 3],
    ['unity-crossover', 4],
    ['mars-chronicles-3', 0],
    [DUBAI_GUARDIANS_ID, 7],
  ])('gives %s %i pages', (id, pages) => {
    expect(getTotalPages(id)).toBe(pages);
    expect(getComicPages(id)).toHaveLength(pages);
  });

  it('has no chapters and no pages for mars-chronicles-3', () => {
    expect(getComicChapters('mars-chronicles-3')).toEqual([]);
    expect(getTotalPages('mars-chronicles-3')).toBe(0);
  });

  it('answers an unknown comic with no chapters and 0 pages', () => {
    expect(getComicChapters('no-such-comic')).toEqual([]);
    expect(getTotalPages('no-such-comic')).toBe(0);
    expect(getComicPages('no-such-comic')).toEqual([]);
    expect(getTotalPages('constructor')).toBe(0);
  });

  it('splits every comic with pages into 1 to 3 chapters', () => {
    for (const id of COMIC_IDS) {
      const chapters = getComicChapters(id);
      if (getTotalPages(id) === 0) continue;
      expect(chapters.length).toBeGreaterThanOrEqual(1);
      expect(chapters.length).toBeLessThanOrEqual(3);
      for (const chapter of chapters) expect(chapter.pages.length).toBeGreaterThan(0);
    }
  });

  it('numbers page ids and images across chapters from 1', () => {
    for (const id of COMIC_IDS) {
      getComicPages(id).forEach((page, index) => {
        expect(page.id).toBe(`${id}-p${index + 1}`);
        expect(page.image).toBe(`/art/comics/${id}/page-${index + 1}.svg`);
        expect(page.text.length).toBeGreaterThan(20);
      });
    }
  });

  it('keeps every page id and chapter id unique', () => {
    const pageIds = COMIC_IDS.flatMap((id) => getComicPages(id).map((page) => page.id));
    const chapterIds = COMIC_IDS.flatMap((id) => getComicChapters(id).map((chapter) => chapter.id));
    expect(new Set(pageIds).size).toBe(pageIds.length);
    expect(new Set(chapterIds).size).toBe(chapterIds.length);
  });

  it('holds content for every known comic and nothing else', () => {
    expect(Object.keys(COMIC_CONTENT).sort()).toEqual([...COMIC_IDS].sort());
  });

  it('ends the Guardians of Dubai episode with "The Sky is Ours"', () => {
    const last = getComicPages(DUBAI_GUARDIANS_ID).at(-1);
    expect(last?.title).toBe('The Sky is Ours');
    expect(last?.text).toMatch(/The Sky is Ours\.”$/);
  });
});

describe('characters', () => {
  it('lists the five guardians of the universe', () => {
    expect(CHARACTERS.map((c) => c.id)).toEqual(['jalal', 'nazra', 'falqan', 'fahd', 'asad']);
    expect(CHARACTERS.map((c) => `${c.name}, ${c.title}`)).toEqual([
      'Jalal, The Desert Fire',
      'Nazra, Guardian of Earth',
      'Falqan, Guardian of Water',
      'Fahd Al-Samaa, The Sky Cheetah',
      'Asad AlUla, The Lion of AlUla',
    ]);
  });

  it('gives every guardian 3 to 5 powers, an origin of 250 to 450 characters and a text colour class', () => {
    for (const character of CHARACTERS) {
      expect(character.powers.length).toBeGreaterThanOrEqual(3);
      expect(character.powers.length).toBeLessThanOrEqual(5);
      expect(character.origin.length).toBeGreaterThanOrEqual(250);
      expect(character.origin.length).toBeLessThanOrEqual(450);
      expect(character.color).toMatch(/^text-[a-z]+-\d{3}$/);
      expect(character.image).toBe(`/art/heroes/${character.id}.svg`);
      expect(character.symbolism.length).toBeGreaterThan(40);
    }
  });

  it('finds a character by id and nothing for an unknown id', () => {
    expect(findCharacter('fahd')?.name).toBe('Fahd Al-Samaa');
    expect(findCharacter('nobody')).toBeUndefined();
  });
});

describe('timeline', () => {
  it('has three eras alternating left and right', () => {
    expect(TIMELINE_ERAS).toHaveLength(3);
    expect(TIMELINE_ERAS.map((era) => era.side)).toEqual(['left', 'right', 'left']);
    expect(TIMELINE_ERAS.map((era) => era.image)).toEqual([
      '/art/eras/1.svg',
      '/art/eras/2.svg',
      '/art/eras/3.svg',
    ]);
  });
});

describe('phase 1', () => {
  it('shows asad, fahd and jalal as 1st, 2nd and 3rd with their role tags', () => {
    expect(PHASE1_GUARDIANS).toEqual([
      { characterId: 'asad', order: '1st', role: 'Heritage Anchor' },
      { characterId: 'fahd', order: '2nd', role: 'Future Bridge' },
      { characterId: 'jalal', order: '3rd', role: 'Ancient Spirit' },
    ]);
    expect(getPhase1Cards().map((card) => card.character.name)).toEqual([
      'Asad AlUla',
      'Fahd Al-Samaa',
      'Jalal',
    ]);
  });

  it('cuts an origin to its first 150 characters followed by an ellipsis', () => {
    const origin = CHARACTERS[0]?.origin ?? '';
    expect(originExcerpt(origin)).toBe(`${origin.slice(0, 150)}...`);
    expect(originExcerpt(origin)).toHaveLength(153);
  });

  it('has a three-step awakening timeline', () => {
    expect(AWAKENING_STEPS).toHaveLength(3);
    for (const step of AWAKENING_STEPS) expect(step.title && step.text).toBeTruthy();
  });
});

describe('artwork', () => {
  const referenced = [
    ...COMICS.map((comic) => comic.image),
    DUBAI_GUARDIANS_COVER,
    ...CHARACTERS.map((character) => character.image),
    ...TIMELINE_ERAS.map((era) => era.image),
    ...COMIC_IDS.flatMap((id) => getComicPages(id).map((page) => page.image)),
  ];

  it.each(referenced)('has a file for %s', (sitePath) => {
    expect(existsSync(publicFile(sitePath))).toBe(true);
  });
});

describe('the Arabic edition of the content', () => {
  const arabic = /[\u0600-\u06FF]/;
  it('gives every hero, era, Phase 1 step and bundled comic Arabic texts', () => {
    for (const hero of CHARACTERS) {
      for (const text of [hero.ar.name, hero.ar.title, hero.ar.element, hero.ar.origin]) {
        expect(text, hero.id).toMatch(arabic);
      }
      expect(hero.ar.powers).toHaveLength(hero.powers.length);
    }
    for (const era of TIMELINE_ERAS) expect(era.ar.era + era.ar.description).toMatch(arabic);
    for (const step of AWAKENING_STEPS) expect(step.ar.title + step.ar.text).toMatch(arabic);
    for (const comic of COMICS) {
      expect(comic.ar?.title, comic.id).toMatch(arabic);
      expect(comic.ar?.description, comic.id).toMatch(arabic);
    }
  });

  it('shows an item in the edition asked for', () => {
    const hero = CHARACTERS[0];
    expect(inLanguage(hero, 'en')).toBe(hero);
    expect(inLanguage(hero, 'ar').name).toBe(hero.ar.name);
    expect(inLanguage(hero, 'ar').image).toBe(hero.image);
  });
});
