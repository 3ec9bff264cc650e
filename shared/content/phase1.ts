import { findCharacter } from './characters.js';
import type { Character, CharacterId } from './types.js';

type Phase1Role = 'Heritage Anchor' | 'Future Bridge' | 'Ancient Spirit';

export interface Phase1Guardian {
  characterId: CharacterId;
  /** The card's number label. */
  order: '1st' | '2nd' | '3rd';
  role: Phase1Role;
}

/** The three guardians of Phase 1: The Foundation, in the order their cards appear. */
export const PHASE1_GUARDIANS: readonly Phase1Guardian[] = [
  { characterId: 'asad', order: '1st', role: 'Heritage Anchor' },
  { characterId: 'fahd', order: '2nd', role: 'Future Bridge' },
  { characterId: 'jalal', order: '3rd', role: 'Ancient Spirit' },
];

/** Characters of the origin excerpt on a Phase 1 card. */
const PHASE1_ORIGIN_EXCERPT_LENGTH = 150;

/** Power tags shown on a Phase 1 card. */
export const PHASE1_POWER_TAGS = 3;

/** The first 150 characters of an origin followed by an ellipsis, as the Phase 1 cards show it. */
export const originExcerpt = (origin: string): string =>
  `${origin.slice(0, PHASE1_ORIGIN_EXCERPT_LENGTH)}...`;

export interface Phase1Card extends Phase1Guardian {
  character: Character;
}

/** The Phase 1 guardians joined with their character records. */
export const getPhase1Cards = (): Phase1Card[] =>
  PHASE1_GUARDIANS.map((guardian) => {
    const character = findCharacter(guardian.characterId);
    if (!character) throw new Error(`Unknown Phase 1 guardian: ${guardian.characterId}`);
    return { ...guardian, character };
  });

export interface AwakeningStep {
  title: string;
  text: string;
  /** The Arabic edition's texts. */
  ar: Pick<AwakeningStep, 'title' | 'text'>;
}

/** The three-step awakening timeline of the Phase 1 page. */
export const AWAKENING_STEPS: readonly AwakeningStep[] = [
  {
    title: 'The Lion Wakes',
    text: 'In AlUla the carved stone of Hegra stirs, and Asad rises as the anchor of heritage: the memory the guardians stand on.',
    ar: {
      title: 'الأسد يستيقظ',
      text: 'في العُلا يتحرّك حجر الحِجر المنحوت، وينهض أسد مرساةً للتراث: الذاكرة التي يقف عليها الحرّاس.',
    },
  },
  {
    title: 'The Sky Answers',
    text: 'Above Dubai a signal no antenna can catch reaches Fahd, and the Sky Cheetah becomes the bridge between the region and the stars.',
    ar: {
      title: 'السماء تجيب',
      text: 'فوق دبي تصل إلى فهد إشارةٌ لا يلتقطها هوائي، فيصبح فهد الأجواء جسرًا بين المنطقة والنجوم.',
    },
  },
  {
    title: 'The Ancient Flame Returns',
    text: "In the Empty Quarter a falling star chooses Jalal, and the desert's oldest fire walks again as the spirit of the first guardians.",
    ar: {
      title: 'عودة الشعلة القديمة',
      text: 'في الربع الخالي يختار نجمٌ ساقط جلالًا، فتعود أقدم نيران الصحراء إلى الحياة روحًا للحرّاس الأوائل.',
    },
  },
];
