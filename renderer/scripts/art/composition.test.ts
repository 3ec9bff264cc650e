import { describe, expect, it } from 'vitest';
import type { Panel } from '../../../shared/content/comic-script.schemas.js';
import { character, handAt, VIEWS } from './character.js';
import { picture } from './comic-pages.js';
import { effect } from './effects.js';
import { carried, handInHand, scaleOf, type FigureKey, type Placement } from './figures.js';
import { Doc } from './svg.js';

/** The translations of every <use> in some markup: where each emblem or shape is placed. */
const placed = (svg: string): { x: number; y: number }[] =>
  [...svg.matchAll(/<use href="#[^"]+" transform="translate\(([-\d.]+) ([-\d.]+)\)/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
  }));

describe('panel compositions', () => {
  it.each(VIEWS)('kneeling puts the palms on the ground (%s)', (view) => {
    // The feet stand at y = 400 in the model's box; standing, the hands hang at the thighs.
    expect(handAt('nazra', 'kneel', view).y).toBeGreaterThan(385);
    expect(handAt('nazra', 'stand', view).y).toBeLessThan(300);
  });

  it("holds someone carried at the waist, in the carrier's near hand", () => {
    const carrier: Placement = ['saqr', 300, 450, 320, { pose: 'carry' }];
    const { placement } = carried(carrier, 'noor');
    const [, cx, base, height] = placement;
    const s = height / 400;
    // The carrier's hand, mapped from the model's box into the picture.
    const hand = handAt('saqr', 'carry', 'three-quarter');
    const handX = 300 - 100 * (320 / 400) + hand.x * (320 / 400);
    const handY = 450 - 400 * (320 / 400) + hand.y * (320 / 400);
    // Her waist (about 190 units down her 400-unit box) is within a few units of the hand.
    expect(Math.abs(base - 400 * s + 190 * s - handY)).toBeLessThan(2);
    expect(Math.abs(cx - handX)).toBeLessThan(20 * s);
  });

  it.each([
    [['falqan', 'nazra', 'asad', 'jalal', 'fahd'], 2],
    [['child', 'civ'], 12],
  ] as [FigureKey[], number][])(
    "puts each one's hand in the next one's hand in a line holding hands (%j)",
    (keys, tolerance) => {
      const { placements } = handInHand(
        new Doc(),
        keys.map((key) => ({ key, opts: {} })),
        370,
        580,
        720,
        400,
      );
      /** A hand of a placed figure, mapped from the model's box into the picture. */
      const hand = ([key, cx, base, height]: Placement, far: boolean) => {
        const s = scaleOf(key, height);
        const p = handAt(key, 'join', 'front', far);
        return { x: cx - 100 * s + p.x * s, y: base - 400 * s + p.y * s };
      };
      placements.slice(1).forEach((placement, i) => {
        const near = hand(placements[i]!, false);
        const far = hand(placement, true);
        expect(Math.abs(near.x - far.x)).toBeLessThan(2);
        expect(Math.abs(near.y - far.y)).toBeLessThan(tolerance);
      });
      // The line fits the width it is given.
      const first = hand(placements[0]!, true);
      const last = hand(placements.at(-1)!, false);
      expect(last.x - first.x).toBeLessThan(720.5);
    },
  );

  it('keeps the unity emblems below the lettering', () => {
    const top = 230;
    const emblems = placed(effect(new Doc(), 'unity', 746, 505, top));
    expect(emblems).toHaveLength(5);
    // Each emblem reaches about 36 units above its centre.
    for (const { y } of emblems) expect(y - 36).toBeGreaterThan(top);
    // Without lettering the ring sits where it always has, higher up.
    const free = placed(effect(new Doc(), 'unity', 746, 505, 0));
    expect(Math.min(...free.map((e) => e.y))).toBeLessThan(top);
  });

  it('draws five guardians in a half-width panel large enough to tell apart', () => {
    const panel: Panel = {
      shot: 'wide',
      setting: 'desert-night',
      cast: (['falqan', 'nazra', 'asad', 'jalal', 'fahd'] as const).map((who) => ({ who })),
      action: 'The five guardians.',
      lettering: [],
    };
    const w = 373;
    const h = 593;
    const heads = [...picture(new Doc(), panel, w, h).heads.values()];
    expect(heads).toHaveLength(5);
    // Standing side by side in one row they would be 142 units tall, heads about 0.8 of the way down the
    // height; in two overlapping rows every head is well above that.
    for (const head of heads) expect(head.y).toBeLessThan(h * 0.62);
    const xs = heads.map((head) => Math.round(head.x));
    expect(new Set(xs).size).toBe(5);
  });

  it('mirrors a picture read right to left, with the speakers where the mirrored figures stand', () => {
    const panel: Panel = {
      shot: 'wide',
      setting: 'city-day',
      cast: [{ who: 'civ', pose: 'point' }, { who: 'child' }],
      action: 'A father points up; his daughter beside him.',
      lettering: [],
    };
    const left = picture(new Doc(), panel, 373, 593);
    const right = picture(new Doc(), panel, 373, 593, 0, true);
    expect(right.art).toMatch(/^<g transform="matrix\(-1 0 0 1 373 0\)">/);
    for (const [who, head] of left.heads) {
      expect(right.heads.get(who)).toEqual({ x: 373 - head.x, y: head.y });
    }
    expect(left.heads.get('civ')!.x).toBeLessThan(left.heads.get('child')!.x);
    expect(right.heads.get('civ')!.x).toBeGreaterThan(right.heads.get('child')!.x);
  });

  it('draws the eyes higher looking up and lower looking down, and kneeling looks down', () => {
    /** The height of the first eye (a white ellipse) in a character's markup. */
    const eyeY = (svg: string): number =>
      Number(
        /<ellipse cx="[-\d.]+" cy="([-\d.]+)" rx="[-\d.]+" ry="[-\d.]+" fill="#fff"/.exec(svg)![1],
      );
    const ahead = eyeY(character(new Doc(), 'asad', 'stand', 'front'));
    expect(eyeY(character(new Doc(), 'asad', 'stand', 'front', 'up'))).toBeLessThan(ahead - 3);
    expect(eyeY(character(new Doc(), 'asad', 'stand', 'front', 'down'))).toBeGreaterThan(ahead + 3);
    // Seen from the side, the head tips forward over the ground the palms press on.
    expect(character(new Doc(), 'nazra', 'kneel', 'profile')).toContain('<g transform="rotate(24 ');
    expect(character(new Doc(), 'nazra', 'stand', 'profile')).not.toContain('rotate(');
  });
});
