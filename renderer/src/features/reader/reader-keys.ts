import { GESTURE_NAMES, KEY_NAMES } from './reader.strings';
import type { PhysicalSide } from './reader-logic';

/** What a key asks of the reader. `left`/`right` are sides: the comic's direction turns them into pages. */
export type ReaderCommand =
  | 'left'
  | 'right'
  | 'next'
  | 'first'
  | 'last'
  | 'back'
  | 'fullscreen'
  | 'zoomIn'
  | 'zoomOut'
  | 'zoomReset'
  | 'help';

export interface KeyBinding {
  keys: readonly string[];
  label: string;
  command: ReaderCommand;
}

/** Every key of the reader: the key handler and the help dialog both read this table. */
export const READER_KEYS: readonly KeyBinding[] = [
  { keys: ['ArrowRight'], label: KEY_NAMES.right, command: 'right' },
  { keys: ['ArrowLeft'], label: KEY_NAMES.left, command: 'left' },
  { keys: [' ', 'Spacebar'], label: KEY_NAMES.space, command: 'next' },
  { keys: ['Home'], label: KEY_NAMES.home, command: 'first' },
  { keys: ['End'], label: KEY_NAMES.end, command: 'last' },
  { keys: ['f', 'F'], label: KEY_NAMES.f, command: 'fullscreen' },
  { keys: ['+', '='], label: KEY_NAMES.plus, command: 'zoomIn' },
  { keys: ['-', '_'], label: KEY_NAMES.minus, command: 'zoomOut' },
  { keys: ['0'], label: KEY_NAMES.zero, command: 'zoomReset' },
  { keys: ['?'], label: KEY_NAMES.question, command: 'help' },
  { keys: ['Escape'], label: KEY_NAMES.escape, command: 'back' },
];

export type GestureMeaning = PhysicalSide | 'bar' | 'zoomToggle' | 'pinch' | 'pan';

/** Every touch gesture, for the help dialog; sides are turned into pages by the comic's direction. */
export const READER_GESTURES: readonly { label: string; meaning: GestureMeaning }[] = [
  { label: GESTURE_NAMES.swipeLeft, meaning: 'right' },
  { label: GESTURE_NAMES.swipeRight, meaning: 'left' },
  { label: GESTURE_NAMES.tapRight, meaning: 'right' },
  { label: GESTURE_NAMES.tapLeft, meaning: 'left' },
  { label: GESTURE_NAMES.tapMiddle, meaning: 'bar' },
  { label: GESTURE_NAMES.doubleTap, meaning: 'zoomToggle' },
  { label: GESTURE_NAMES.pinch, meaning: 'pinch' },
  { label: GESTURE_NAMES.drag, meaning: 'pan' },
];

/** Mouse controls on desktop, listed with the keys. */
export const READER_POINTER: readonly { label: string; meaning: 'pinch' | 'pan' }[] = [
  { label: KEY_NAMES.ctrlWheel, meaning: 'pinch' },
  { label: KEY_NAMES.drag, meaning: 'pan' },
];

interface KeyLike {
  key: string;
  target: EventTarget | null;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** True while the person is typing: keys then belong to the field, not to the reader. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const element = target as HTMLElement;
  return TYPING_TAGS.has(element.tagName) || element.isContentEditable === true;
}

/** Space already activates a focused button or link: the reader leaves it to the control. */
function isActivatable(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  return (target as Element).closest('button, a[href], [role="button"]') !== null;
}

/** Keys pressed inside an open dialog (the menu drawer, say) belong to that dialog. */
function isInDialog(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  return (target as Element).closest('[role="dialog"]') !== null;
}

/**
 * What a key press asks of the reader (see READER_KEYS). Nothing while typing, inside a dialog or
 * with a modifier held (browser shortcuts stay intact).
 */
export function readerKeyAction(event: KeyLike): ReaderCommand | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  if (isTypingTarget(event.target) || isInDialog(event.target)) return null;
  const binding = READER_KEYS.find((entry) => entry.keys.includes(event.key));
  if (!binding) return null;
  if (binding.command === 'next' && isActivatable(event.target)) return null;
  return binding.command;
}
