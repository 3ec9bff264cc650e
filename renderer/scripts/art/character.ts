// The guardians' character models: one skeleton posed five ways and seen from three angles, dressed
// by parts that say who each guardian is (a mane and stone armour, cheetah ears and a cosmic cape, a
// fire mantle and a falcon, a palm crown and a long gown, a falcon helm and a wing cape). Everything
// is drawn in a 200 x 400 box with the feet at (100, 400), facing right; callers flip it to face left.
import type { Pose, View } from '../../../shared/content/comic-script.schemas.js';
import { POSES, VIEWS } from '../../../shared/content/comic-script.schemas.js';
import type { CharacterId } from '../../../shared/content/types.js';
import { rng } from './random.js';
import { star8Points } from './shapes.js';
import { n, type Doc } from './svg.js';

export { POSES, VIEWS, type Pose, type View };

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
}

export const COSTUMES: Readonly<Record<CharacterId, Costume>> = {
  asad: {
    build: { shoulder: 46, hip: 26, limb: 27 },
    skin: '#8d5a3b',
    suit: '#a8582a',
    trim: '#fbbf24',
    accent: '#fbbf24',
  },
  fahd: {
    build: { shoulder: 29, hip: 17, limb: 15 },
    skin: '#a86f4c',
    suit: '#2e1065',
    trim: '#e9d5ff',
    accent: '#a78bfa',
  },
  jalal: {
    build: { shoulder: 34, hip: 20, limb: 18 },
    skin: '#9a6443',
    suit: '#431407',
    trim: '#fdba74',
    accent: '#fb923c',
  },
  nazra: {
    build: { shoulder: 28, hip: 24, limb: 15 },
    skin: '#b07a55',
    suit: '#14532d',
    trim: '#bef264',
    accent: '#4ade80',
  },
  falqan: {
    build: { shoulder: 36, hip: 19, limb: 19 },
    skin: '#8f5e42',
    suit: '#0c4a6e',
    trim: '#e0f2fe',
    accent: '#38bdf8',
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
  cast: {
    lean: 6,
    lift: 0,
    armNear: [88, 90],
    armFar: [-35, 30],
    legNear: [22, 8],
    legFar: [-20, -8],
  },
};

const TURN: Readonly<Record<View, number>> = { front: 0, 'three-quarter': 0.5, profile: 1 };

const UPPER_ARM = 60;
const FOREARM = 56;
const THIGH = 92;
const SHIN = 92;
const HIP_Y = 212;
const NECK_Y = 92;
const HEAD_R = 22;

const rad = (deg: number): number => (deg * Math.PI) / 180;
const along = (from: Point, angle: number, length: number): Point => ({
  x: from.x + Math.sin(rad(angle)) * length,
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
export function shade(color: string, amount = 0.6): string {
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
  const up = (p: Point): Point => rotateAbout(p, hip, pose.lean);
  const head = up({ x: 100 + turn * 4, y: NECK_Y - HEAD_R - 6 + pose.lift });
  // Near is the side towards the viewer's right (the way the figure faces).
  const shoulderNear = up({ x: 100 + build.shoulder * squeeze, y: NECK_Y + 8 + pose.lift });
  const shoulderFar = up({ x: 100 - build.shoulder * squeeze, y: NECK_Y + 8 + pose.lift });
  const hipNear = { x: 100 + build.hip * squeeze, y: hip.y };
  const hipFar = { x: 100 - build.hip * squeeze, y: hip.y };
  const elbowNear = along(shoulderNear, pose.armNear[0] + pose.lean, UPPER_ARM);
  const elbowFar = along(shoulderFar, pose.armFar[0] + pose.lean, UPPER_ARM);
  const kneeNear = along(hipNear, pose.legNear[0], THIGH);
  const kneeFar = along(hipFar, pose.legFar[0], THIGH);
  return {
    head,
    hip,
    shoulderNear,
    shoulderFar,
    hipNear,
    hipFar,
    elbowNear,
    handNear: along(elbowNear, pose.armNear[1] + pose.lean, FOREARM),
    elbowFar,
    handFar: along(elbowFar, pose.armFar[1] + pose.lean, FOREARM),
    kneeNear,
    footNear: along(kneeNear, pose.legNear[1], SHIN),
    kneeFar,
    footFar: along(kneeFar, pose.legFar[1], SHIN),
    turn,
    lean: pose.lean,
  };
}

// Parts ------------------------------------------------------------------------------------------

/** Behind the body: capes, mantles, wings, the tail and the mane. */
function backParts(doc: Doc, id: CharacterId, r: Rig, k: Costume): string {
  if (id === 'asad') return '';
  const { shoulderNear: sn, shoulderFar: sf, hip } = r;
  const sway = -18 - r.lean * 1.2;
  switch (id) {
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
  }
}

/** The torso, with what each guardian wears on it. */
function torso(id: CharacterId, r: Rig, k: Costume): string {
  const { shoulderNear: sn, shoulderFar: sf, hipNear: hn, hipFar: hf } = r;
  let out = poly(
    [sf, sn, hn, hf],
    `fill="${k.suit}" stroke="#0d0b1e" stroke-width="3" stroke-linejoin="round"`,
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
    case 'nazra': {
      // A long gown to the ankles and a palm on the chest.
      const hem = 392;
      out += poly(
        [hf, hn, { x: hn.x + 36, y: hem }, { x: hf.x - 36, y: hem }],
        `fill="#15803d" stroke="#0d0b1e" stroke-width="3" stroke-linejoin="round"`,
      );
      out += `<path d="M${n(mid.x)} ${n(mid.y + 22)}V${n(mid.y - 18)}M${n(mid.x)} ${n(mid.y - 18)}q-14 -4 -18 6M${n(mid.x)} ${n(mid.y - 18)}q14 -4 18 6M${n(mid.x)} ${n(mid.y - 18)}q-8 -12 -16 -10M${n(mid.x)} ${n(mid.y - 18)}q8 -12 16 -10" fill="none" stroke="${k.trim}" stroke-width="3"/>`;
      out += `<path d="M${n(hf.x - 20)} ${n(hem - 60)}q${n((hn.x - hf.x + 40) / 2)} 20 ${n(hn.x - hf.x + 40)} 0" fill="none" stroke="${k.trim}" stroke-width="2" stroke-dasharray="6 5"/>`;
      break;
    }
    case 'falqan':
      // Waves across the chest and a pearl.
      out += `<path d="M${n(sf.x + 4)} ${n(mid.y)}q8 -8 16 0t16 0t16 0t16 0" fill="none" stroke="${k.trim}" stroke-width="3"/>`;
      out += `<circle cx="${n(mid.x)}" cy="${n(mid.y - 22)}" r="7" fill="#f8fafc" stroke="${k.accent}" stroke-width="2"/>`;
      break;
  }
  return out;
}

/** Shoulder pieces, and the falcon on Jalal's shoulder: in front of the arms. */
function frontParts(id: CharacterId, r: Rig, k: Costume, pose: Pose): string {
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
    case 'fahd':
    case 'nazra':
      return '';
  }
}

type Mood = 'calm' | 'fierce';

/** Eyes and mouth: calm, or fierce (brows down, mouth open) when running, leaping or casting. */
function face(
  id: CharacterId,
  c: Point,
  scale: number,
  turn: number,
  mood: Mood,
  k: Costume,
): string {
  const dx = turn * 8 * scale;
  const eye = 4.2 * scale;
  const gap = 8 * scale * (1 - turn * 0.6);
  const eyes = turn === 1 ? [c.x + dx + 4 * scale] : [c.x + dx - gap, c.x + dx + gap];
  const white = id === 'fahd' || id === 'falqan' ? k.trim : '#fff';
  let out = '';
  for (const x of eyes) {
    out += `<ellipse cx="${n(x)}" cy="${n(c.y - 2 * scale)}" rx="${n(eye)}" ry="${n(eye * 0.6)}" fill="${white}" stroke="#0d0b1e" stroke-width="${n(scale)}"/>`;
    const tilt = mood === 'fierce' ? 3 * scale : -1 * scale;
    const inward = x < c.x + dx ? 1 : -1;
    out += `<path d="M${n(x - eye * 1.2 * inward)} ${n(c.y - 8 * scale)}L${n(x + eye * 1.2 * inward)} ${n(c.y - 8 * scale + tilt)}" stroke="#0d0b1e" stroke-width="${n(2.2 * scale)}" stroke-linecap="round"/>`;
    // The cheetah's tear lines.
    if (id === 'fahd')
      out += `<path d="M${n(x - 2 * scale)} ${n(c.y + scale)}q${n(-2 * scale)} ${n(8 * scale)} ${n(-5 * scale)} ${n(12 * scale)}" fill="none" stroke="#0d0b1e" stroke-width="${n(2 * scale)}"/>`;
  }
  const mx = c.x + dx * 1.2;
  const my = c.y + 10 * scale;
  out +=
    mood === 'fierce'
      ? `<path d="M${n(mx - 6 * scale)} ${n(my)}Q${n(mx)} ${n(my + 6 * scale)} ${n(mx + 6 * scale)} ${n(my)}Z" fill="#3f0d0d" stroke="#0d0b1e" stroke-width="${n(scale)}"/>`
      : `<path d="M${n(mx - 5 * scale)} ${n(my)}Q${n(mx)} ${n(my + 3 * scale)} ${n(mx + 5 * scale)} ${n(my)}" fill="none" stroke="#0d0b1e" stroke-width="${n(1.6 * scale)}"/>`;
  return out;
}

/** The head with its headgear, centred at c, HEAD_R * scale in radius. */
function head(
  id: CharacterId,
  c: Point,
  scale: number,
  turn: number,
  mood: Mood,
  k: Costume,
): string {
  const s = (v: number): string => n(v * scale);
  const at = (dx: number, dy: number): string => `${n(c.x + dx * scale)} ${n(c.y + dy * scale)}`;
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
      back = `<path d="M${at(-24, -4)}Q${at(-26, 30)} ${at(-34, 46)}L${at(30, 46)}Q${at(24, 30)} ${at(24, -4)}Z" fill="#f5f5f4" stroke="${k.accent}" stroke-width="${s(2)}"/>`;
      front = `<path d="M${at(-23, -2)}Q${at(-24, -26)} ${at(0, -27)}Q${at(24, -26)} ${at(23, -2)}Q${at(0, -12)} ${at(-23, -2)}Z" fill="#f5f5f4" stroke="${k.accent}" stroke-width="${s(2)}"/><path d="M${at(-22, -10)}Q${at(0, -20)} ${at(22, -10)}" fill="none" stroke="#111" stroke-width="${s(5)}"/>`;
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
  }
  const skull = `<circle cx="${n(c.x)}" cy="${n(c.y)}" r="${s(HEAD_R)}" fill="${k.skin}" stroke="#0d0b1e" stroke-width="${s(2.5)}"/>`;
  return back + skull + face(id, c, scale, turn, mood, k) + front;
}

/** The element leaving a casting hand. */
function casting(id: CharacterId, hand: Point, k: Costume): string {
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
  }
}

/** A guardian in a pose and from an angle, facing right. */
export function character(doc: Doc, id: CharacterId, pose: Pose, view: View): string {
  const k = COSTUMES[id];
  const turn = TURN[view];
  if (pose === 'face') {
    // A close-up: head and shoulders fill the box.
    const chest = `<path d="M20 400Q24 300 100 290Q176 300 180 400Z" fill="${k.suit}" stroke="${k.trim}" stroke-width="4"/>`;
    return chest + head(id, { x: 100, y: 200 }, 3, turn, 'fierce', k);
  }
  const r = rig(k.build, POSE_ANGLES[pose], view);
  const mood: Mood = pose === 'stand' ? 'calm' : 'fierce';
  const far = shade(k.suit, 0.7);
  const foot = (p: Point): string =>
    `<circle cx="${n(p.x + 4)}" cy="${n(p.y)}" r="${n(k.build.limb * 0.55)}" fill="#0d0b1e"/>`;
  let out = backParts(doc, id, r, k);
  out += line([r.hipFar, r.kneeFar, r.footFar], k.build.limb, far);
  out += line([r.shoulderFar, r.elbowFar, r.handFar], k.build.limb * 0.85, far);
  out += torso(id, r, k);
  out += line([r.hipNear, r.kneeNear, r.footNear], k.build.limb, k.suit);
  out += foot(r.footNear) + foot(r.footFar);
  out += head(id, r.head, 1, turn, mood, k);
  out += line([r.shoulderNear, r.elbowNear, r.handNear], k.build.limb * 0.85, k.suit);
  out += `<circle cx="${n(r.handNear.x)}" cy="${n(r.handNear.y)}" r="${n(k.build.limb * 0.45)}" fill="${k.skin}"/>`;
  out += frontParts(id, r, k, pose);
  if (pose === 'cast') out += casting(id, r.handNear, k);
  return out;
}
