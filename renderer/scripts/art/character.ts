// The character models: one skeleton posed six ways and seen from three angles, dressed by parts
// that say who each character is. The guardians: a mane and stone armour, cheetah ears and a cosmic
// cape, a fire mantle and a falcon, a palm crown and a long gown, a falcon helm and a wing cape. The
// heroes of Dubai: Saqr's open falcon wings and beaked helm, Al-Noor's shawl of light and sun
// circlet; the Eclipse's corona and ragged cloak of haze; and the people of the city. Limbs are
// tapered and outlined, with boots and gloves. Everything is drawn in a 200 x 400 box with the feet
// at (100, 400), facing right; callers flip it to face left.
import type { Gaze, Pose, View } from '../../../shared/content/comic-script.schemas.js';
import { POSES, VIEWS } from '../../../shared/content/comic-script.schemas.js';
import type { CharacterId } from '../../../shared/content/types.js';
import { rng } from './random.js';
import { star8Points } from './shapes.js';
import type { Doc } from './svg.js';

/** Coordinates in whole units: the model is drawn 400 units tall and never shown much larger. */
const n = (v: number): string => String(Math.round(v));

export { POSES, VIEWS, type Gaze, type Pose, type View };

interface Point {
  x: number;
  y: number;
}

interface Build {
  /** Half the shoulder width and half the hip width, seen from the front. */
  shoulder: number;
  hip: number;
  /** Stroke width of arms and legs. */
  limb: number;
}

interface Costume {
  build: Build;
  skin: string;
  suit: string;
  trim: string;
  /** The element's colour: glow, emblem, casting. */
  accent: string;
  /** Boots and gloves (bare hands and feet when missing). */
  boots: string;
  gloves?: string;
  /** A gown or robe from the hips to the ankles. */
  gown?: string;
  /** Head size against the adult's (a child's head is larger for its body). */
  headScale?: number;
}

/** Everyone the art draws with this model: the five guardians, the heroes of Dubai and people. */
export type ModelId = CharacterId | 'saqr' | 'noor' | 'eclipse' | 'civ' | 'child';

const COSTUMES: Readonly<Record<ModelId, Costume>> = {
  asad: {
    build: { shoulder: 46, hip: 26, limb: 27 },
    skin: '#8d5a3b',
    suit: '#a8582a',
    trim: '#fbbf24',
    accent: '#fbbf24',
    boots: '#78350f',
    gloves: '#b45309',
  },
  fahd: {
    build: { shoulder: 29, hip: 17, limb: 15 },
    skin: '#a86f4c',
    suit: '#2e1065',
    trim: '#e9d5ff',
    accent: '#a78bfa',
    boots: '#d4a437',
    gloves: '#d4a437',
  },
  jalal: {
    build: { shoulder: 34, hip: 20, limb: 18 },
    skin: '#9a6443',
    suit: '#431407',
    trim: '#fdba74',
    accent: '#fb923c',
    boots: '#1c0a03',
  },
  nazra: {
    build: { shoulder: 28, hip: 24, limb: 15 },
    skin: '#b07a55',
    suit: '#14532d',
    trim: '#bef264',
    accent: '#4ade80',
    boots: '#3f2a14',
    gown: '#15803d',
  },
  falqan: {
    build: { shoulder: 36, hip: 19, limb: 19 },
    skin: '#8f5e42',
    suit: '#0c4a6e',
    trim: '#e0f2fe',
    accent: '#38bdf8',
    boots: '#082f49',
    gloves: '#e0f2fe',
  },
  saqr: {
    build: { shoulder: 38, hip: 19, limb: 19 },
    skin: '#9a6443',
    suit: '#cbd5e1',
    trim: '#d4a437',
    accent: '#e2e8f0',
    boots: '#8a6a1c',
    gloves: '#d4a437',
  },
  noor: {
    build: { shoulder: 27, hip: 22, limb: 14 },
    skin: '#b07a55',
    suit: '#f5e6b8',
    trim: '#fde68a',
    accent: '#fde68a',
    boots: '#a16207',
    gown: '#ca8a04',
  },
  eclipse: {
    build: { shoulder: 44, hip: 24, limb: 22 },
    skin: '#120a1f',
    suit: '#0a0612',
    trim: '#8b5cf6',
    accent: '#a78bfa',
    boots: '#050308',
    gloves: '#050308',
  },
  civ: {
    build: { shoulder: 30, hip: 22, limb: 16 },
    skin: '#a87650',
    suit: '#e7e5e4',
    trim: '#a8a29e',
    accent: '#64748b',
    boots: '#57534e',
    gown: '#f5f5f4',
  },
  child: {
    build: { shoulder: 24, hip: 17, limb: 15 },
    skin: '#b98560',
    suit: '#0ea5e9',
    trim: '#f8fafc',
    accent: '#64748b',
    boots: '#f8fafc',
    headScale: 1.45,
  },
};

/** Joint angles in degrees from straight down, positive towards the way the figure faces. */
interface PoseAngles {
  lean: number;
  lift: number;
  armNear: [number, number];
  armFar: [number, number];
  legNear: [number, number];
  legFar: [number, number];
  /**
   * The pose bends towards the way the figure faces: seen from the front, the forward reach of the
   * lean and the limbs is foreshortened instead of swung sideways.
   */
  depth?: boolean;
}

const POSE_ANGLES: Readonly<Record<Exclude<Pose, 'face'>, PoseAngles>> = {
  stand: {
    lean: 0,
    lift: 0,
    armNear: [14, 6],
    armFar: [-14, -6],
    legNear: [6, 2],
    legFar: [-6, -2],
  },
  run: {
    lean: 16,
    lift: -6,
    armNear: [55, 125],
    armFar: [-50, -15],
    legNear: [55, 10],
    legFar: [-30, -70],
  },
  leap: {
    lean: 40,
    lift: -40,
    armNear: [165, 175],
    armFar: [150, 165],
    legNear: [-20, -55],
    legFar: [-35, -80],
  },
  // An arm raised towards something up ahead: sending a falcon off, showing the way.
  point: {
    lean: 2,
    lift: 0,
    armNear: [128, 136],
    armFar: [-16, -8],
    legNear: [12, 4],
    legFar: [-10, -4],
  },
  cast: {
    lean: 6,
    lift: 0,
    armNear: [88, 90],
    armFar: [-35, 30],
    legNear: [22, 8],
    legFar: [-20, -8],
  },
  // Down on both knees, sitting back on the heels, bent forward with both palms on the ground.
  kneel: {
    lean: 50,
    lift: 140,
    armNear: [-30, -40],
    armFar: [-22, -34],
    legNear: [62, -100],
    legFar: [54, -96],
    depth: true,
  },
  // Flying forward with the arms held low in front, round the waist of someone carried.
  carry: {
    lean: 30,
    lift: -30,
    armNear: [12, 62],
    armFar: [22, 70],
    legNear: [-25, -50],
    legFar: [-40, -70],
  },
  // Standing in a line, both arms held out low to the sides, the hands in the neighbours' hands.
  join: {
    lean: 0,
    lift: 0,
    armNear: [36, 46],
    armFar: [-36, -46],
    legNear: [8, 2],
    legFar: [-8, -2],
  },
  // Both hands raised high, spread above the head.
  raise: {
    lean: -4,
    lift: 0,
    armNear: [150, 168],
    armFar: [-150, -168],
    legNear: [14, 4],
    legFar: [-12, -4],
  },
};

/**
 * A child holding a grown-up's hand reaches up to it with the near arm; the other hangs at her side.
 */
const CHILD_JOIN: PoseAngles = { ...POSE_ANGLES.join, armNear: [105, 118], armFar: [-14, -6] };

/** The joint angles of a pose for a model. */
const anglesOf = (id: ModelId, pose: Exclude<Pose, 'face'>): PoseAngles =>
  id === 'child' && pose === 'join' ? CHILD_JOIN : POSE_ANGLES[pose];

/** Casting with the eyes down: the arm reaches down ahead, into the ground or the sea before them. */
const CAST_DOWN: PoseAngles = { ...POSE_ANGLES.cast, armNear: [52, 56] };

const TURN: Readonly<Record<View, number>> = { front: 0, 'three-quarter': 0.5, profile: 1 };

const UPPER_ARM = 60;
const FOREARM = 56;
const THIGH = 92;
const SHIN = 92;
const HIP_Y = 212;
const NECK_Y = 92;
const HEAD_R = 22;
/** Where the feet stand, and a kneeling figure's knees and palms rest. */
const GROUND_Y = 402;

const rad = (deg: number): number => (deg * Math.PI) / 180;
const along = (from: Point, angle: number, length: number, reach = 1): Point => ({
  x: from.x + Math.sin(rad(angle)) * length * reach,
  y: from.y + Math.cos(rad(angle)) * length,
});
const rotateAbout = (p: Point, about: Point, deg: number): Point => {
  const a = rad(deg);
  const dx = p.x - about.x;
  const dy = p.y - about.y;
  return {
    x: about.x + dx * Math.cos(a) - dy * Math.sin(a),
    y: about.y + dx * Math.sin(a) + dy * Math.cos(a),
  };
};
const pts = (points: readonly Point[]): string =>
  points.map((p) => `${n(p.x)} ${n(p.y)}`).join(' ');
const poly = (points: readonly Point[], attrs: string): string =>
  `<polygon points="${pts(points)}" ${attrs}/>`;
const line = (points: readonly Point[], width: number, color: string): string =>
  `<polyline points="${pts(points)}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** Darkens a #rrggbb colour: the far limbs. */
function shade(color: string, amount = 0.6): string {
  const v = Number.parseInt(color.slice(1), 16);
  const part = (shift: number): string =>
    Math.round(((v >> shift) & 255) * amount)
      .toString(16)
      .padStart(2, '0');
  return `#${part(16)}${part(8)}${part(0)}`;
}

interface Rig {
  head: Point;
  hip: Point;
  shoulderNear: Point;
  shoulderFar: Point;
  hipNear: Point;
  hipFar: Point;
  elbowNear: Point;
  handNear: Point;
  elbowFar: Point;
  handFar: Point;
  kneeNear: Point;
  footNear: Point;
  kneeFar: Point;
  footFar: Point;
  /** How far the figure is turned: 0 front, 1 profile. */
  turn: number;
  lean: number;
}

function rig(build: Build, pose: PoseAngles, view: View): Rig {
  const turn = TURN[view];
  const squeeze = 1 - 0.6 * turn;
  const hip = { x: 100, y: HIP_Y + pose.lift };
  // How much of a forward reach shows: all of it in profile, a third of it from the front.
  const reach = pose.depth ? 0.35 + 0.65 * turn : 1;
  const up = (p: Point): Point => {
    const q = rotateAbout(p, hip, pose.lean);
    return { x: p.x + (q.x - p.x) * reach, y: q.y };
  };
  const head = up({ x: 100 + turn * 4, y: NECK_Y - HEAD_R - 6 + pose.lift });
  // Near is the side towards the viewer's right (the way the figure faces).
  const shoulderNear = up({ x: 100 + build.shoulder * squeeze, y: NECK_Y + 8 + pose.lift });
  const shoulderFar = up({ x: 100 - build.shoulder * squeeze, y: NECK_Y + 8 + pose.lift });
  const hipNear = { x: 100 + build.hip * squeeze, y: hip.y };
  const hipFar = { x: 100 - build.hip * squeeze, y: hip.y };
  const elbowNear = along(shoulderNear, pose.armNear[0] + pose.lean, UPPER_ARM, reach);
  const elbowFar = along(shoulderFar, pose.armFar[0] + pose.lean, UPPER_ARM, reach);
  const kneeNear = along(hipNear, pose.legNear[0], THIGH, reach);
  const kneeFar = along(hipFar, pose.legFar[0], THIGH, reach);
  return {
    head,
    hip,
    shoulderNear,
    shoulderFar,
    hipNear,
    hipFar,
    elbowNear,
    handNear: along(elbowNear, pose.armNear[1] + pose.lean, FOREARM, reach),
    elbowFar,
    handFar: along(elbowFar, pose.armFar[1] + pose.lean, FOREARM, reach),
    kneeNear,
    footNear: along(kneeNear, pose.legNear[1], SHIN, reach),
    kneeFar,
    footFar: along(kneeFar, pose.legFar[1], SHIN, reach),
    turn,
    lean: pose.lean,
  };
}

// Parts ------------------------------------------------------------------------------------------

const INK = '#0d0b1e';
const lerp = (a: Point, b: Point, t: number): Point => ({
  x: a.x + (b.x - a.x) * t,
  y: a.y + (b.y - a.y) * t,
});

/** The ink outline of limbs, hands and feet, defined once per document as a class. */
const inkStyle = (doc: Doc): string =>
  doc.need('ink', () => `<style>.k{stroke:${INK};stroke-width:2.5;stroke-linejoin:round}</style>`);

/** The unit vector at right angles to a segment. */
const normal = (a: Point, b: Point): Point => {
  const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  return { x: -(b.y - a.y) / length, y: (b.x - a.x) / length };
};

/** A tapered band through three points, `widths` wide at each, as one outlined polygon. */
function band(
  doc: Doc,
  [a, b, c]: readonly [Point, Point, Point],
  widths: readonly [number, number, number],
  fill: string,
): string {
  const na = normal(a, b);
  const nc = normal(b, c);
  const sum = { x: na.x + nc.x, y: na.y + nc.y };
  const len = Math.hypot(sum.x, sum.y);
  const nb = len > 0.2 ? { x: sum.x / len, y: sum.y / len } : na;
  const side = (p: Point, v: Point, w: number, sign: number): Point => ({
    x: p.x + (v.x * w * sign) / 2,
    y: p.y + (v.y * w * sign) / 2,
  });
  inkStyle(doc);
  return poly(
    [
      side(a, na, widths[0], 1),
      side(b, nb, widths[1], 1),
      side(c, nc, widths[2], 1),
      side(c, nc, widths[2], -1),
      side(b, nb, widths[1], -1),
      side(a, na, widths[0], -1),
    ],
    `fill="${fill}" class="k"`,
  );
}

/**
 * An arm or a leg: thick at the shoulder or hip, thinner at the wrist or ankle, outlined in ink,
 * with a boot or glove over the last part of the lower segment.
 */
function limb(
  doc: Doc,
  [root, joint, end]: readonly [Point, Point, Point],
  width: number,
  fill: string,
  cover?: string,
): string {
  let out = band(doc, [root, joint, end], [width * 1.1, width * 0.9, width * 0.7], fill);
  if (cover) {
    // The boot: a quad over the lower half of the shin.
    const from = lerp(joint, end, 0.5);
    const v = normal(from, end);
    const a = (width * 0.9) / 2;
    const b = (width * 0.8) / 2;
    out += poly(
      [
        { x: from.x + v.x * a, y: from.y + v.y * a },
        { x: end.x + v.x * b, y: end.y + v.y * b },
        { x: end.x - v.x * b, y: end.y - v.y * b },
        { x: from.x - v.x * a, y: from.y - v.y * a },
      ],
      `fill="${cover}" class="k"`,
    );
  }
  return out;
}

/** A foot (or a boot), pointing the way the figure faces. */
const foot = (p: Point, width: number, color: string): string =>
  `<ellipse cx="${n(p.x + width * 0.35)}" cy="${n(p.y - 2)}" rx="${n(width * 0.78)}" ry="${n(width * 0.42)}" fill="${color}" class="k"/>`;

/** A hand (or a glove). */
const hand = (p: Point, width: number, color: string): string =>
  `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(width * 0.5)}" fill="${color}" class="k"/>`;

/** Feathers along a wing's lower edge, from the root outwards. */
function featherEdge(from: Point, to: Point, count: number, depth: number): Point[] {
  const points: Point[] = [];
  for (let i = 0; i <= count; i += 1) {
    const p = lerp(from, to, i / count);
    points.push(i % 2 ? { x: p.x, y: p.y + depth } : p);
  }
  return points;
}

/** Behind the body: capes, mantles, wings, the tail, shawls and cloaks. */
function backParts(doc: Doc, id: ModelId, r: Rig, k: Costume): string {
  const { shoulderNear: sn, shoulderFar: sf, hip } = r;
  const sway = -18 - r.lean * 1.2;
  switch (id) {
    case 'asad':
    case 'civ':
    case 'child':
      return '';
    case 'fahd': {
      // A cosmic cape (a starfield) and a long cheetah tail.
      const capeEnd = { x: hip.x + sway * 2.4, y: 396 + r.lean * 0.4 };
      const cape = poly(
        [sf, sn, { x: capeEnd.x + 40, y: capeEnd.y }, { x: capeEnd.x - 30, y: capeEnd.y - 24 }],
        `fill="url(#${doc.lin(['#4c1d95', '#0b0620'])})" stroke="${k.trim}" stroke-width="2"`,
      );
      const rand = rng(17);
      let stars = '';
      for (let i = 0; i < 9; i += 1) {
        const t = 0.25 + rand() * 0.7;
        const x = sf.x + (capeEnd.x - sf.x) * t + (rand() - 0.3) * 30;
        const y = sf.y + (capeEnd.y - sf.y) * t;
        stars += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(1.2 + rand() * 1.8)}" fill="#fff"/>`;
      }
      const tail = `<path d="M${n(hip.x - 8)} ${n(hip.y)}C${n(hip.x - 60)} ${n(hip.y + 40)} ${n(hip.x - 70)} ${n(hip.y + 130)} ${n(hip.x - 28)} ${n(hip.y + 150)}" fill="none" stroke="#d4a437" stroke-width="9" stroke-linecap="round"/><path d="M${n(hip.x - 44)} ${n(hip.y + 138)}l-4 10M${n(hip.x - 58)} ${n(hip.y + 110)}l-9 4M${n(hip.x - 60)} ${n(hip.y + 76)}l-9 -2" stroke="#1c1208" stroke-width="4"/>`;
      return cape + stars + tail;
    }
    case 'jalal': {
      // The bisht of the desert fire: a wide mantle whose hem burns.
      const hemY = 352;
      const left = 100 - 62 + sway * 0.8;
      const right = 100 + 58 - r.turn * 20;
      const flames: Point[] = [];
      for (let i = 8; i >= 0; i -= 1) {
        flames.push({ x: left + ((right - left) * i) / 8, y: hemY + (i % 2 ? 26 : 0) });
      }
      return poly(
        [{ x: sf.x - 6, y: sf.y - 4 }, { x: sn.x + 6, y: sn.y - 4 }, ...flames],
        `fill="#7c2d12" stroke="${k.accent}" stroke-width="3"`,
      );
    }
    case 'nazra':
      // The scarf falls behind her shoulders down to the waist.
      return poly(
        [
          { x: r.head.x - HEAD_R - 6, y: r.head.y },
          { x: r.head.x + HEAD_R + 4, y: r.head.y },
          { x: sn.x + 4, y: hip.y - 30 },
          { x: sf.x - 14 + sway * 0.3, y: hip.y - 10 },
        ],
        `fill="#166534" stroke="${k.trim}" stroke-width="2"`,
      );
    case 'falqan': {
      // Folded falcon wings as a cape: feathered edges from the shoulders to the knees.
      const wing = (shoulder: Point, dir: number): string => {
        const outer = { x: shoulder.x + dir * (34 - r.turn * 18), y: shoulder.y + 20 };
        const feathers: Point[] = [];
        for (let i = 0; i <= 5; i += 1) {
          feathers.push({
            x: outer.x - dir * i * (6 + r.turn * 2) + (i % 2 ? dir * 8 : 0),
            y: outer.y + 40 + i * 34 - (i % 2 ? 10 : 0),
          });
        }
        return poly(
          [shoulder, outer, ...feathers, { x: shoulder.x - dir * 6, y: shoulder.y + 190 }],
          `fill="#0e3a5c" stroke="${k.trim}" stroke-width="2"`,
        );
      };
      return wing(sf, -1) + (r.turn < 1 ? wing(sn, 1) : '');
    }
    case 'saqr': {
      // The falcon of the skyline: great wings spread up and out from the shoulders.
      const wing = (shoulder: Point, dir: number): string => {
        const span = 118 - r.turn * 40;
        const tip = { x: shoulder.x + dir * span, y: shoulder.y - 74 };
        const elbow = { x: shoulder.x + dir * span * 0.55, y: shoulder.y - 58 };
        const trail = { x: shoulder.x + dir * 14, y: shoulder.y + 118 };
        const edge = featherEdge(tip, trail, 8, 16);
        const feathers = edge
          .filter((_, i) => i % 2 === 1)
          .map(
            (p) =>
              `M${n(p.x)} ${n(p.y)}L${n(lerp(p, shoulder, 0.45).x)} ${n(lerp(p, shoulder, 0.45).y)}`,
          )
          .join('');
        return (
          poly([shoulder, elbow, ...edge], `fill="#94a3b8" stroke="${k.trim}" stroke-width="3"`) +
          `<path d="${feathers}" stroke="#e2e8f0" stroke-width="2"/>`
        );
      };
      return wing(sf, -1) + (r.turn < 1 ? wing(sn, 1) : '');
    }
    case 'noor': {
      // A shawl of light from the head to below the knees, its edge glowing.
      const hem = { x: hip.x + sway * 1.6, y: 330 };
      return poly(
        [
          { x: r.head.x - HEAD_R - 8, y: r.head.y - 6 },
          { x: r.head.x + HEAD_R + 6, y: r.head.y - 6 },
          { x: sn.x + 10, y: hip.y },
          { x: hem.x + 30, y: hem.y },
          { x: hem.x - 36, y: hem.y - 16 },
        ],
        `fill="#a16207" stroke="${k.trim}" stroke-width="3"`,
      );
    }
    case 'eclipse': {
      // A ragged cloak of the living haze, torn into points at the hem.
      const hemY = 384 + (r.hip.y - HIP_Y) * 0.4;
      const left = sf.x - 46 + sway;
      const right = sn.x + 40 - r.turn * 24;
      const rags: Point[] = [];
      for (let i = 10; i >= 0; i -= 1) {
        rags.push({ x: left + ((right - left) * i) / 10, y: hemY - (i % 2 ? 34 : 0) });
      }
      return poly(
        [{ x: sf.x - 10, y: sf.y - 8 }, { x: sn.x + 10, y: sn.y - 8 }, ...rags],
        `fill="#1e1033" stroke="${k.trim}" stroke-width="2.5"`,
      );
    }
  }
}

/** The torso, narrowing at the waist, with what each character wears on it. */
function torso(doc: Doc, id: ModelId, r: Rig, k: Costume): string {
  const { shoulderNear: sn, shoulderFar: sf, hipNear: hn, hipFar: hf } = r;
  const waistNear = { x: lerp(sn, hn, 0.62).x - 4, y: lerp(sn, hn, 0.62).y };
  const waistFar = { x: lerp(sf, hf, 0.62).x + 4, y: lerp(sf, hf, 0.62).y };
  let out = poly(
    [sf, sn, waistNear, hn, hf, waistFar],
    `fill="${k.suit}" stroke="${INK}" stroke-width="3" stroke-linejoin="round"`,
  );
  const mid = { x: (sn.x + sf.x + hn.x + hf.x) / 4, y: (sn.y + hn.y) / 2 };
  switch (id) {
    case 'asad':
      // Sandstone plates and a gold belt.
      out += `<path d="M${n(sf.x + 6)} ${n(mid.y - 26)}H${n(sn.x - 6)}M${n(sf.x + 8)} ${n(mid.y + 4)}H${n(sn.x - 8)}" stroke="#7c2d12" stroke-width="4"/>`;
      out += line([hf, hn], 10, k.trim);
      break;
    case 'fahd':
      // Cheetah rosettes.
      for (const [dx, dy] of [
        [-10, -30],
        [8, -14],
        [-4, 6],
        [12, 24],
        [-14, 30],
      ] as const)
        out += `<circle cx="${n(mid.x + dx * (1 - r.turn * 0.5))}" cy="${n(mid.y + dy)}" r="3.5" fill="#d4a437"/>`;
      break;
    case 'jalal':
      // The mantle's gold edges down the front.
      out += line(
        [
          { x: sf.x + 8, y: sf.y },
          { x: hf.x + 4, y: hf.y + 60 },
        ],
        5,
        k.trim,
      );
      out += line(
        [
          { x: sn.x - 8, y: sn.y },
          { x: hn.x - 4, y: hn.y + 60 },
        ],
        5,
        k.trim,
      );
      break;
    case 'nazra':
      // A palm on the chest.
      out += `<path d="M${n(mid.x)} ${n(mid.y + 22)}V${n(mid.y - 18)}M${n(mid.x)} ${n(mid.y - 18)}q-14 -4 -18 6M${n(mid.x)} ${n(mid.y - 18)}q14 -4 18 6M${n(mid.x)} ${n(mid.y - 18)}q-8 -12 -16 -10M${n(mid.x)} ${n(mid.y - 18)}q8 -12 16 -10" fill="none" stroke="${k.trim}" stroke-width="3"/>`;
      break;
    case 'falqan':
      // Waves across the chest and a pearl.
      out += `<path d="M${n(sf.x + 4)} ${n(mid.y)}q8 -8 16 0t16 0t16 0t16 0" fill="none" stroke="${k.trim}" stroke-width="3"/>`;
      out += `<circle cx="${n(mid.x)}" cy="${n(mid.y - 22)}" r="7" fill="#f8fafc" stroke="${k.accent}" stroke-width="2"/>`;
      break;
    case 'saqr':
      // Gold feather chevrons and the eight-point star of the city.
      out += `<path d="M${n(sf.x + 6)} ${n(mid.y - 6)}L${n(mid.x)} ${n(mid.y + 14)}L${n(sn.x - 6)} ${n(mid.y - 6)}M${n(sf.x + 10)} ${n(mid.y + 14)}L${n(mid.x)} ${n(mid.y + 32)}L${n(sn.x - 10)} ${n(mid.y + 14)}" fill="none" stroke="${k.trim}" stroke-width="4"/>`;
      out += `<polygon points="${star8Points(mid.x, mid.y - 30, 11)}" fill="${k.trim}" stroke="${INK}" stroke-width="1.5"/>`;
      out += line([hf, hn], 8, k.trim);
      break;
    case 'noor':
      // The sun of the Creek on her chest.
      out += `<circle cx="${n(mid.x)}" cy="${n(mid.y - 16)}" r="9" fill="#fde047" stroke="#a16207" stroke-width="2"/><path d="M${n(mid.x)} ${n(mid.y - 34)}v6M${n(mid.x)} ${n(mid.y + 2)}v-6M${n(mid.x - 18)} ${n(mid.y - 16)}h6M${n(mid.x + 18)} ${n(mid.y - 16)}h-6" stroke="#a16207" stroke-width="3" stroke-linecap="round"/>`;
      break;
    case 'eclipse':
      // A void at the heart, ringed with violet.
      out += `<circle cx="${n(mid.x)}" cy="${n(mid.y - 14)}" r="16" fill="url(#${doc.glow('#7c3aed', 0.9)})"/><circle cx="${n(mid.x)}" cy="${n(mid.y - 14)}" r="9" fill="#000" stroke="${k.trim}" stroke-width="2"/>`;
      break;
    case 'civ':
      // The kandura's collar and tassel.
      out += `<path d="M${n(mid.x)} ${n(sn.y + 4)}V${n(mid.y + 10)}" stroke="${k.trim}" stroke-width="2"/><circle cx="${n(mid.x)}" cy="${n(mid.y + 14)}" r="3" fill="${k.trim}"/>`;
      break;
    case 'child':
      // A striped T-shirt.
      out += `<path d="M${n(sf.x + 4)} ${n(mid.y - 8)}H${n(sn.x - 4)}M${n(sf.x + 6)} ${n(mid.y + 10)}H${n(sn.x - 6)}" stroke="${k.trim}" stroke-width="5"/>`;
      break;
  }
  return out;
}

/** A gown or robe from the hips down, over the legs, flaring with the stride. */
function gown(r: Rig, k: Costume): string {
  if (!k.gown) return '';
  const { hipNear: hn, hipFar: hf } = r;
  // Kneeling, the gown spreads on the ground from the heels to the knees.
  const kneeling = r.hip.y > HIP_Y + 60;
  const hem = kneeling ? GROUND_Y : 388 + (r.hip.y - HIP_Y) * 0.5;
  const flare = 30 + Math.abs(r.footNear.x - r.footFar.x) * 0.25;
  const front = kneeling ? Math.max(r.kneeNear.x, r.kneeFar.x) + 12 : hn.x + flare;
  const back = kneeling ? Math.min(r.footNear.x, r.footFar.x, hf.x) - 6 : hf.x - flare;
  return (
    poly(
      [
        { x: hf.x - 2, y: hf.y - 16 },
        { x: hn.x + 2, y: hn.y - 16 },
        { x: front, y: hem },
        { x: (front + back) / 2, y: hem + 4 },
        { x: back, y: hem },
      ],
      `fill="${k.gown}" stroke="${INK}" stroke-width="3" stroke-linejoin="round"`,
    ) +
    `<path d="M${n(back + 8)} ${n(hem - 12)}L${n(front - 8)} ${n(hem - 12)}" stroke="${k.trim}" stroke-width="3" stroke-dasharray="7 5"/>`
  );
}

/** Shoulder pieces, and the falcon on Jalal's shoulder: in front of the arms. */
function frontParts(id: ModelId, r: Rig, k: Costume, pose: Pose): string {
  const { shoulderNear: sn, shoulderFar: sf } = r;
  switch (id) {
    case 'asad': {
      const pauldron = (p: Point, dir: number): string =>
        `<path d="M${n(p.x - dir * 14)} ${n(p.y + 6)}Q${n(p.x)} ${n(p.y - 30)} ${n(p.x + dir * 26)} ${n(p.y + 14)}Z" fill="#b45309" stroke="${k.trim}" stroke-width="4"/>`;
      return pauldron(sf, -1) + pauldron(sn, 1);
    }
    case 'jalal': {
      if (pose === 'leap') return '';
      // Shaheen the falcon on his far shoulder.
      const x = sf.x - 4;
      const y = sf.y - 12;
      return `<path d="M${n(x)} ${n(y)}q-6 -20 6 -28q10 -4 14 6l8 2l-8 4q2 14 -6 20l4 18h-8z" fill="#57341b" stroke="${k.trim}" stroke-width="2"/>`;
    }
    case 'falqan':
      return `<path d="M${n(sf.x - 12)} ${n(sf.y + 4)}l10 -16l14 10zM${n(sn.x + 12)} ${n(sn.y + 4)}l-10 -16l-14 10z" fill="${k.accent}" stroke="${k.trim}" stroke-width="2"/>`;
    case 'saqr':
      // Gold feathered epaulettes.
      return `<path d="M${n(sf.x - 14)} ${n(sf.y + 10)}q8 -22 26 -14l-6 8l8 4zM${n(sn.x + 14)} ${n(sn.y + 10)}q-8 -22 -26 -14l6 8l-8 4z" fill="${k.trim}" stroke="${INK}" stroke-width="2"/>`;
    case 'fahd':
    case 'nazra':
    case 'noor':
    case 'eclipse':
    case 'civ':
    case 'child':
      return '';
  }
}

type Mood = 'calm' | 'fierce';

/** Eyes and mouth: calm, or fierce (brows down, mouth open) when running, leaping or casting. */
function face(
  id: ModelId,
  at: Point,
  scale: number,
  turn: number,
  mood: Mood,
  k: Costume,
  gaze?: Gaze,
): string {
  // Looking up or down, the eyes and mouth move with the turn of the face.
  const c = gaze ? { x: at.x, y: at.y + (gaze === 'up' ? -6 : 5) * scale } : at;
  const dx = turn * 8 * scale;
  const eye = 4.2 * scale;
  const gap = 8 * scale * (1 - turn * 0.6);
  const eyes = turn === 1 ? [c.x + dx + 4 * scale] : [c.x + dx - gap, c.x + dx + gap];
  if (id === 'eclipse')
    // No face in the void: two slits of violet light.
    return eyes
      .map(
        (x) =>
          `<path d="M${n(x - eye * 1.3)} ${n(c.y - 4 * scale)}L${n(x + eye * 1.3)} ${n(c.y - 1 * scale)}" stroke="${k.accent}" stroke-width="${n(3 * scale)}" stroke-linecap="round"/>`,
      )
      .join('');
  const white = id === 'fahd' || id === 'falqan' || id === 'saqr' ? k.trim : '#fff';
  let out = '';
  for (const x of eyes) {
    out += `<ellipse cx="${n(x)}" cy="${n(c.y - 2 * scale)}" rx="${n(eye)}" ry="${n(eye * (gaze === 'down' ? 0.3 : 0.6))}" fill="${white}" stroke="${INK}" stroke-width="${n(scale)}"/>`;
    // The pupils at the top of the eye looking up.
    if (gaze === 'up')
      out += `<circle cx="${n(x + turn * 1.5 * scale)}" cy="${n(c.y - 3.6 * scale)}" r="${n(2.2 * scale)}" fill="${INK}"/>`;
    const tilt = mood === 'fierce' ? 3 * scale : -1 * scale;
    const inward = x < c.x + dx ? 1 : -1;
    out += `<path d="M${n(x - eye * 1.2 * inward)} ${n(c.y - 8 * scale)}L${n(x + eye * 1.2 * inward)} ${n(c.y - 8 * scale + tilt)}" stroke="${INK}" stroke-width="${n(2.2 * scale)}" stroke-linecap="round"/>`;
    // The cheetah's tear lines.
    if (id === 'fahd')
      out += `<path d="M${n(x - 2 * scale)} ${n(c.y + scale)}q${n(-2 * scale)} ${n(8 * scale)} ${n(-5 * scale)} ${n(12 * scale)}" fill="none" stroke="${INK}" stroke-width="${n(2 * scale)}"/>`;
  }
  const mx = c.x + dx * 1.2;
  const my = c.y + 10 * scale;
  out +=
    mood === 'fierce'
      ? `<path d="M${n(mx - 6 * scale)} ${n(my)}Q${n(mx)} ${n(my + 6 * scale)} ${n(mx + 6 * scale)} ${n(my)}Z" fill="#3f0d0d" stroke="${INK}" stroke-width="${n(scale)}"/>`
      : `<path d="M${n(mx - 5 * scale)} ${n(my)}Q${n(mx)} ${n(my + 3 * scale)} ${n(mx + 5 * scale)} ${n(my)}" fill="none" stroke="${INK}" stroke-width="${n(1.6 * scale)}"/>`;
  // A short beard for the men of the city.
  if (id === 'civ')
    out += `<path d="M${n(mx - 12 * scale)} ${n(my - 6 * scale)}Q${n(mx)} ${n(my + 16 * scale)} ${n(mx + 12 * scale)} ${n(my - 6 * scale)}Q${n(mx)} ${n(my + 6 * scale)} ${n(mx - 12 * scale)} ${n(my - 6 * scale)}Z" fill="#1c1917"/>`;
  return out;
}

/** The head with its headgear, centred at c, HEAD_R * scale in radius. */
function head(
  doc: Doc,
  id: ModelId,
  c: Point,
  scale: number,
  turn: number,
  mood: Mood,
  k: Costume,
  gaze?: Gaze,
): string {
  const s = (v: number): string => n(v * scale);
  const at = (dx: number, dy: number): string => `${n(c.x + dx * scale)} ${n(c.y + dy * scale)}`;
  const ghutra = (cloth: string, edge: string): string[] => [
    `<path d="M${at(-24, -4)}Q${at(-26, 30)} ${at(-34, 46)}L${at(30, 46)}Q${at(24, 30)} ${at(24, -4)}Z" fill="${cloth}" stroke="${edge}" stroke-width="${s(2)}"/>`,
    `<path d="M${at(-23, -2)}Q${at(-24, -26)} ${at(0, -27)}Q${at(24, -26)} ${at(23, -2)}Q${at(0, -12)} ${at(-23, -2)}Z" fill="${cloth}" stroke="${edge}" stroke-width="${s(2)}"/><path d="M${at(-22, -10)}Q${at(0, -20)} ${at(22, -10)}" fill="none" stroke="#111" stroke-width="${s(5)}"/>`,
  ];
  let back = '';
  let front = '';
  switch (id) {
    case 'asad': {
      // The lion's mane: a ring of heavy locks around the head, lion ears and a gold circlet.
      const locks: Point[] = [];
      for (let i = 0; i < 22; i += 1) {
        const a = (Math.PI * 2 * i) / 22;
        const radius = (i % 2 ? HEAD_R + 14 : HEAD_R + 30) * scale;
        locks.push({
          x: c.x - turn * 8 * scale + Math.cos(a) * radius,
          y: c.y + 6 * scale + Math.sin(a) * radius,
        });
      }
      back = poly(locks, `fill="#7c2d12" stroke="${k.trim}" stroke-width="${s(3)}"`);
      front = `<path d="M${at(-16, -16)}l${s(-6)} ${s(-14)}l${s(14)} ${s(6)}zM${at(16, -16)}l${s(6)} ${s(-14)}l${s(-14)} ${s(6)}z" fill="#7c2d12" stroke="${k.trim}" stroke-width="${s(2)}"/><path d="M${at(-20, -10)}Q${at(0, -26)} ${at(20, -10)}" fill="none" stroke="${k.trim}" stroke-width="${s(4)}"/>`;
      break;
    }
    case 'fahd':
      // A cheetah cowl with tall ears.
      back = `<path d="M${at(-18, -8)}L${at(-14, -44)}L${at(-2, -20)}ZM${at(18, -8)}L${at(14, -44)}L${at(2, -20)}Z" fill="${k.suit}" stroke="${k.trim}" stroke-width="${s(2.5)}"/>`;
      front = `<path d="M${at(-21, -7)}A${s(HEAD_R)} ${s(HEAD_R)} 0 0 1 ${at(21, -7)}Z" fill="${k.suit}" stroke="${k.trim}" stroke-width="${s(2)}"/>`;
      break;
    case 'jalal':
      // Ghutra and agal, the cloth falling to the shoulders.
      [back, front] = ghutra('#f5f5f4', k.accent);
      break;
    case 'civ':
      // A white ghutra and black agal.
      [back, front] = ghutra('#fafaf9', '#a8a29e');
      break;
    case 'nazra': {
      // A crown of palm fronds over a green scarf framing the face.
      for (let i = 0; i < 7; i += 1) {
        const a = -90 + (i - 3) * 22;
        const tip = {
          x: c.x + Math.cos(rad(a)) * 46 * scale,
          y: c.y - 14 * scale + Math.sin(rad(a)) * 46 * scale,
        };
        const mx = (c.x + tip.x) / 2;
        const my = (c.y - 18 * scale + tip.y) / 2;
        back += `<path d="M${at(0, -18)}Q${n(mx + 6 * scale)} ${n(my)} ${n(tip.x)} ${n(tip.y)}Q${n(mx - 6 * scale)} ${n(my)} ${at(0, -18)}Z" fill="#4d7c0f" stroke="${k.trim}" stroke-width="${s(1.5)}"/>`;
      }
      back += `<circle cx="${n(c.x)}" cy="${n(c.y)}" r="${s(HEAD_R + 5)}" fill="#166534" stroke="${k.trim}" stroke-width="${s(2)}"/>`;
      break;
    }
    case 'falqan':
      // A falcon helm: a beak over the brow and swept-back crest fins.
      back = `<path d="M${at(-10, -18)}L${at(-46, -46)}L${at(-30, -14)}L${at(-52, -22)}L${at(-22, 0)}Z" fill="${k.accent}" stroke="${k.trim}" stroke-width="${s(2)}"/>`;
      front = `<path d="M${at(-22, -2)}Q${at(-22, -26)} ${at(0, -26)}Q${at(20, -26)} ${at(24, -6)}L${at(34 + turn * 6, 2)}L${at(20, 2)}Q${at(0, -8)} ${at(-22, -2)}Z" fill="${k.suit}" stroke="${k.trim}" stroke-width="${s(2)}"/>`;
      break;
    case 'saqr':
      // A silver falcon hood with a hooked gold beak and a crest swept up behind.
      back = `<path d="M${at(-14, -20)}Q${at(-40, -52)} ${at(-30, -70)}Q${at(-24, -44)} ${at(-4, -30)}ZM${at(-22, -8)}Q${at(-56, -26)} ${at(-58, -44)}Q${at(-40, -24)} ${at(-16, -20)}Z" fill="${k.trim}" stroke="${INK}" stroke-width="${s(2)}"/><circle cx="${n(c.x)}" cy="${n(c.y)}" r="${s(HEAD_R + 3)}" fill="${k.suit}" stroke="${INK}" stroke-width="${s(2.5)}"/>`;
      front = `<path d="M${at(-22, -8)}Q${at(-20, -26)} ${at(2, -26)}Q${at(22, -24)} ${at(22, -10)}Q${at(36 + turn * 6, -8)} ${at(34 + turn * 6, 10)}Q${at(28, 4)} ${at(20, 2)}Q${at(8, -14)} ${at(-22, -8)}Z" fill="${k.trim}" stroke="${INK}" stroke-width="${s(2)}"/>`;
      break;
    case 'noor':
      // A scarf of gold cloth framing the face, and a sun circlet on the brow.
      back = `<circle cx="${n(c.x - turn * 3 * scale)}" cy="${n(c.y + 2 * scale)}" r="${s(HEAD_R + 7)}" fill="#ca8a04" stroke="${k.trim}" stroke-width="${s(2)}"/>`;
      front = `<path d="M${at(-22, -6)}Q${at(0, -34)} ${at(22, -6)}Q${at(0, -20)} ${at(-22, -6)}Z" fill="#ca8a04" stroke="${k.trim}" stroke-width="${s(1.5)}"/><circle cx="${n(c.x + turn * 6 * scale)}" cy="${n(c.y - 20 * scale)}" r="${s(5)}" fill="#fde047" stroke="#fff7cc" stroke-width="${s(1.5)}"/>`;
      break;
    case 'eclipse':
      // A black corona: a ring of cold gold and violet haze behind a head of shadow.
      back = `<circle cx="${n(c.x)}" cy="${n(c.y)}" r="${s(HEAD_R + 26)}" fill="url(#${doc.glow('#7c3aed', 0.9)})"/><circle cx="${n(c.x)}" cy="${n(c.y)}" r="${s(HEAD_R + 12)}" fill="none" stroke="#f3d27a" stroke-width="${s(3)}"/>`;
      front = `<path d="M${at(-23, 4)}Q${at(-24, -28)} ${at(0, -28)}Q${at(24, -28)} ${at(23, 4)}Q${at(12, -10)} ${at(0, -10)}Q${at(-12, -10)} ${at(-23, 4)}Z" fill="#050308" stroke="${k.trim}" stroke-width="${s(2)}"/>`;
      break;
    case 'child':
      // Short dark hair.
      front = `<path d="M${at(-22, -2)}Q${at(-24, -26)} ${at(0, -26)}Q${at(24, -26)} ${at(22, -2)}Q${at(12, -16)} ${at(-4, -14)}Q${at(-14, -12)} ${at(-22, -2)}Z" fill="#1c1917"/>`;
      break;
  }
  const skull = `<circle cx="${n(c.x)}" cy="${n(c.y)}" r="${s(HEAD_R)}" fill="${k.skin}" stroke="${INK}" stroke-width="${s(2.5)}"/>`;
  const out = back + skull + face(id, c, scale, turn, mood, k, gaze) + front;
  // Turned to the side, the whole head tips back to look up, or forward to look down.
  const tilt = gaze && turn ? (gaze === 'up' ? -30 : 24) * turn : 0;
  return tilt
    ? `<g transform="rotate(${tilt} ${n(c.x)} ${n(c.y + HEAD_R * scale)})">${out}</g>`
    : out;
}

/** What leaves a casting hand: an element, a gust, light, haze, or nothing (people only point). */
function casting(id: ModelId, hand: Point, k: Costume): string {
  const { x, y } = hand;
  switch (id) {
    case 'jalal':
      return `<path d="M${n(x)} ${n(y)}C${n(x + 30)} ${n(y - 30)} ${n(x + 60)} ${n(y + 10)} ${n(x + 96)} ${n(y - 20)}C${n(x + 80)} ${n(y + 10)} ${n(x + 110)} ${n(y + 20)} ${n(x + 100)} ${n(y + 34)}C${n(x + 70)} ${n(y + 24)} ${n(x + 40)} ${n(y + 30)} ${n(x)} ${n(y)}Z" fill="#f97316" stroke="#fde047" stroke-width="3"/>`;
    case 'nazra':
      return `<path d="M${n(x)} ${n(y)}c20 -30 40 10 60 -20s30 -10 40 -40M${n(x)} ${n(y)}c24 10 40 40 70 30" fill="none" stroke="#4ade80" stroke-width="6" stroke-linecap="round"/><path d="M${n(x + 60)} ${n(y - 20)}l10 -14l4 16zM${n(x + 100)} ${n(y - 60)}l10 -14l4 16zM${n(x + 70)} ${n(y + 30)}l14 -6l-4 14z" fill="#86efac"/>`;
    case 'falqan':
      return `<path d="M${n(x)} ${n(y)}C${n(x + 40)} ${n(y - 40)} ${n(x + 90)} ${n(y - 10)} ${n(x + 110)} ${n(y + 10)}C${n(x + 84)} ${n(y)} ${n(x + 70)} ${n(y + 24)} ${n(x + 90)} ${n(y + 40)}C${n(x + 50)} ${n(y + 40)} ${n(x + 20)} ${n(y + 20)} ${n(x)} ${n(y)}Z" fill="#38bdf8" stroke="#e0f2fe" stroke-width="3" opacity=".9"/>`;
    case 'fahd':
      return `<polygon points="${star8Points(x + 40, y, 30)}" fill="#c4b5fd" stroke="#fff" stroke-width="2"/><circle cx="${n(x + 40)}" cy="${n(y)}" r="46" fill="none" stroke="${k.accent}" stroke-width="3"/><circle cx="${n(x + 40)}" cy="${n(y)}" r="62" fill="none" stroke="${k.accent}" stroke-width="2" opacity=".6"/>`;
    case 'asad':
      return `<path d="M${n(x + 20)} ${n(y - 40)}q30 40 0 80M${n(x + 44)} ${n(y - 56)}q42 56 0 112M${n(x + 68)} ${n(y - 70)}q52 70 0 140" fill="none" stroke="${k.trim}" stroke-width="5" stroke-linecap="round"/><path d="M${n(x + 30)} ${n(y + 40)}l12 -6l6 10l-12 8zM${n(x + 70)} ${n(y - 10)}l10 -10l10 6l-6 12z" fill="#b45309"/>`;
    case 'saqr':
      // A gust that carries feathers.
      return `<path d="M${n(x + 6)} ${n(y - 10)}q40 -24 90 -6M${n(x + 10)} ${n(y + 4)}q50 -10 100 12M${n(x + 6)} ${n(y + 18)}q36 14 80 10" fill="none" stroke="${k.accent}" stroke-width="5" stroke-linecap="round"/><path d="M${n(x + 96)} ${n(y - 20)}q14 -4 18 8q-12 2 -18 -8zM${n(x + 84)} ${n(y + 26)}q14 -4 18 8q-12 2 -18 -8z" fill="${k.trim}"/>`;
    case 'noor':
      // A lantern of light in her palm, its rays reaching out.
      return `<circle cx="${n(x + 22)}" cy="${n(y)}" r="40" fill="#fde68a" opacity=".35"/><circle cx="${n(x + 22)}" cy="${n(y)}" r="18" fill="#fef9c3" stroke="#fde047" stroke-width="3"/><path d="M${n(x + 48)} ${n(y)}h40M${n(x + 42)} ${n(y - 20)}l30 -24M${n(x + 42)} ${n(y + 20)}l30 24M${n(x + 22)} ${n(y - 26)}v-28" stroke="#fde047" stroke-width="4" stroke-linecap="round"/>`;
    case 'eclipse':
      // Tendrils of the living haze.
      return `<path d="M${n(x)} ${n(y)}c30 -40 60 20 90 -20s30 -30 50 -10M${n(x)} ${n(y)}c30 20 50 -10 80 20s30 20 40 40" fill="none" stroke="#6d28d9" stroke-width="10" stroke-linecap="round" opacity=".8"/><path d="M${n(x)} ${n(y)}c30 -40 60 20 90 -20M${n(x)} ${n(y)}c30 20 50 -10 80 20" fill="none" stroke="${k.accent}" stroke-width="3" stroke-linecap="round"/>`;
    case 'civ':
    case 'child':
      return '';
  }
}

/**
 * What rises from palms pressed to the ground: the element glowing in the earth, cracks running
 * out from the hands, and shoots of it rising (roots and leaves for Nazra).
 */
function grounded(doc: Doc, id: ModelId, r: Rig, k: Costume): string {
  const x = (r.handNear.x + r.handFar.x) / 2;
  const y = GROUND_Y;
  let out = `<ellipse cx="${n(x)}" cy="${n(y)}" rx="90" ry="22" fill="url(#${doc.glow(k.accent, 0.9)})"/>`;
  out += `<path d="M${n(x - 10)} ${n(y)}l-30 6l-24 -4l-30 8M${n(x + 10)} ${n(y)}l34 5l20 -5l34 7" fill="none" stroke="${k.trim}" stroke-width="3"/>`;
  if (id === 'civ' || id === 'child') return out;
  // The shoots rise just ahead of the palms, clear of the face bent over them.
  out += `<path d="M${n(x + 16)} ${n(y)}c-16 -30 14 -50 -4 -84M${n(x + 36)} ${n(y)}c14 -40 -12 -70 10 -112M${n(x + 56)} ${n(y)}c12 -24 -6 -40 8 -64" fill="none" stroke="${k.accent}" stroke-width="6" stroke-linecap="round"/>`;
  if (id === 'nazra')
    out += `<path d="M${n(x + 12)} ${n(y - 84)}l-12 -14l16 2zM${n(x + 46)} ${n(y - 112)}l12 -16l2 18zM${n(x + 64)} ${n(y - 64)}l14 -8l-4 14z" fill="#86efac"/>`;
  return out;
}

/** A kneeling figure's capes and wings stop at the ground. */
const aboveGround = (doc: Doc): string =>
  doc.need(
    'above',
    () =>
      `<clipPath id="above"><rect x="-300" y="-300" width="800" height="${GROUND_Y + 306}"/></clipPath>`,
  );

/** The arm nearer the viewer alone: drawn again over someone the figure carries. */
export function nearArm(doc: Doc, id: ModelId, pose: Exclude<Pose, 'face'>, view: View): string {
  const k = COSTUMES[id];
  const r = rig(k.build, anglesOf(id, pose), view);
  const w = k.build.limb * 0.85;
  return (
    limb(doc, [r.shoulderNear, r.elbowNear, r.handNear], w, k.suit) +
    hand(r.handNear, w, k.gloves ?? k.skin)
  );
}

/** Where a figure's near hand (or far hand) is in its 200 x 400 box, facing right. */
export function handAt(id: ModelId, pose: Exclude<Pose, 'face'>, view: View, far = false): Point {
  const r = rig(COSTUMES[id].build, anglesOf(id, pose), view);
  return far ? r.handFar : r.handNear;
}

/** Both raised hands glowing with the figure's element, light spilling from the palms. */
function raisedGlow(doc: Doc, r: Rig, k: Costume): string {
  return [r.handFar, r.handNear]
    .map(
      (p) =>
        `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="48" fill="url(#${doc.glow(k.accent, 0.95)})"/><circle cx="${n(p.x)}" cy="${n(p.y)}" r="11" fill="#fff"/>`,
    )
    .join('');
}

/**
 * Where a balloon's tail points at a character in its 200 x 400 box, facing right: the head, or
 * in a close-up (a head three times the size) the crown, so the tail stops above the face.
 */
export function headAt(id: ModelId, pose: Pose, view: View): Point {
  return pose === 'face'
    ? { x: 100, y: 200 - HEAD_R * 3 }
    : rig(COSTUMES[id].build, anglesOf(id, pose), view).head;
}

/** A character in a pose and from an angle, facing right, looking ahead unless given a gaze. */
export function character(doc: Doc, id: ModelId, pose: Pose, view: View, gaze?: Gaze): string {
  const k = COSTUMES[id];
  const turn = TURN[view];
  if (pose === 'face') {
    // A close-up: head and shoulders fill the box.
    const chest = `<path d="M20 400Q24 300 100 290Q176 300 180 400Z" fill="${k.suit}" stroke="${k.trim}" stroke-width="4"/>`;
    return chest + head(doc, id, { x: 100, y: 200 }, 3, turn, 'fierce', k);
  }
  const down = pose === 'cast' && gaze === 'down';
  const r = rig(k.build, down ? CAST_DOWN : anglesOf(id, pose), view);
  const mood: Mood =
    pose === 'stand' || pose === 'point' || pose === 'kneel' || pose === 'join' ? 'calm' : 'fierce';
  const far = shade(k.suit, 0.7);
  const w = k.build.limb;
  const hands = k.gloves ?? k.skin;
  const neck = lerp(
    r.head,
    { x: (r.shoulderNear.x + r.shoulderFar.x) / 2, y: r.shoulderNear.y },
    0.6,
  );
  const back = backParts(doc, id, r, k);
  let out =
    pose === 'kneel' && back ? `<g clip-path="url(#${aboveGround(doc)})">${back}</g>` : back;
  out +=
    limb(doc, [r.hipFar, r.kneeFar, r.footFar], w, far, k.boots) +
    foot(r.footFar, w, shade(k.boots, 0.8));
  out +=
    limb(doc, [r.shoulderFar, r.elbowFar, r.handFar], w * 0.85, far) +
    hand(r.handFar, w * 0.85, shade(hands, 0.8));
  out += line([r.head, neck], w * 0.8, k.skin);
  out += torso(doc, id, r, k);
  out +=
    limb(doc, [r.hipNear, r.kneeNear, r.footNear], w, k.suit, k.boots) +
    foot(r.footNear, w, k.boots);
  out += gown(r, k);
  // Kneeling, the figure looks down at the ground its palms are pressed to.
  const look = gaze ?? (pose === 'kneel' ? 'down' : undefined);
  out += head(doc, id, r.head, k.headScale ?? 1, turn, mood, k, look);
  out +=
    limb(doc, [r.shoulderNear, r.elbowNear, r.handNear], w * 0.85, k.suit) +
    hand(r.handNear, w * 0.85, hands);
  out += frontParts(id, r, k, pose);
  if (down) {
    // The element turned down with the arm, a beam of it striking below with a splash of light.
    const { x, y } = r.handNear;
    out += `<path d="M${n(x)} ${n(y - 8)}L${n(x + 150)} ${n(y + 40)}L${n(x + 140)} ${n(y + 62)}L${n(x)} ${n(y + 8)}Z" fill="${k.accent}" opacity=".7"/><ellipse cx="${n(x + 146)}" cy="${n(y + 52)}" rx="64" ry="18" fill="url(#${doc.glow('#fff', 0.95)})"/><g transform="rotate(22 ${n(x)} ${n(y)})">${casting(id, r.handNear, k)}</g>`;
  } else if (pose === 'cast') out += casting(id, r.handNear, k);
  if (pose === 'kneel') out += grounded(doc, id, r, k);
  if (pose === 'raise' && id !== 'civ' && id !== 'child') out += raisedGlow(doc, r, k);
  return out;
}
