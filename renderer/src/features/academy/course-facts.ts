import type { TFunction } from 'i18next';
import type { Course } from '@shared/schemas/academy.schemas';
import { en } from '../../lib/i18n/en';

type Format = keyof typeof en.academy.formats;
type Level = keyof typeof en.academy.levels;

const isFormat = (part: string): part is Format => Object.hasOwn(en.academy.formats, part);
const isLevel = (level: string): level is Level => Object.hasOwn(en.academy.levels, level);

/**
 * A course's facts in the page's language: its level, duration ("12 weeks" / "12 أسبوعًا"),
 * format's first part ("Studio Sessions" of "Studio Sessions + Live Online") and price ("AED 6,500" / "6,500 درهم").
 * A value the texts do not know is shown as stored.
 */
export function courseFacts(course: Course, t: TFunction) {
  const weeks = Number(/^(\d+) weeks?$/.exec(course.duration)?.[1]);
  const amount = /^AED\s*(.+)$/.exec(course.price)?.[1];
  const firstFormat = course.format.split(' + ')[0] ?? course.format;
  return {
    level: isLevel(course.level) ? t(`academy.levels.${course.level}`) : course.level,
    duration: weeks ? t('academy.weeks', { count: weeks }) : course.duration,
    /** The format's first part alone, as a card shows it ("Studio Sessions"). */
    shortFormat: isFormat(firstFormat) ? t(`academy.formats.${firstFormat}`) : firstFormat,
    price: amount ? t('academy.priceAed', { amount }) : course.price,
  };
}
