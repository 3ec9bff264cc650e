import type { PhysicalSide } from './reader-logic';
import type { ReaderTexts } from './use-reader-text';

/** What a key asks of the reader (`commandFor` in reader-commands.ts decides what it does). `left`/`right` are sides. */
export type KeyAction =
  | 'left'
  | 'right'
  | 'up'
  | 'down'
  | 'pageUp'
  | 'pageDown'
  | 'space'
  | 'first'
  | 'last'
  | 'back'
  | 'fullscreen'
  | 'guided'
  | 'textMode'
  | 'loupe'
  | 'vertical'
  | 'zoomIn'
  | 'zoomOut'
  | 'zoomReset'
  | 'help';

export interface KeyBinding {
  keys: readonly string[];
  /** Physical keys that also count, whatever the keyboard layout (G on an Arabic keyboard). */
  codes?: readonly string[];
  /** The key's name in the texts (`keys` of the namespace `reader`). */
  name: keyof ReaderTexts['keys'];
  command: KeyAction;
}

/** Every key of the reader: the key handler and the help dialog both read this table. */
export const READER_KEYS: readonly KeyBinding[] = [
  { keys: ['ArrowRight'], name: 'right', command: 'right' },
  { keys: ['ArrowLeft'], name: 'left', command: 'left' },
  { keys: ['ArrowDown'], name: 'down', command: 'down' },
  { keys: ['ArrowUp'], name: 'up', command: 'up' },
  { keys: ['PageDown'], name: 'pageDown', command: 'pageDown' },
  { keys: ['PageUp'], name: 'pageUp', command: 'pageUp' },
  { keys: [' ', 'Spacebar'], name: 'space', command: 'space' },
  { keys: ['Home'], name: 'home', command: 'first' },
  { keys: ['End'], name: 'end', command: 'last' },
  { keys: ['f', 'F'], codes: ['KeyF'], name: 'f', command: 'fullscreen' },
  { keys: ['g', 'G'], codes: ['KeyG'], name: 'g', command: 'guided' },
  { keys: ['t', 'T'], codes: ['KeyT'], name: 't', command: 'textMode' },
  { keys: ['m', 'M'], codes: ['KeyM'], name: 'm', command: 'loupe' },
  { keys: ['v', 'V'], codes: ['KeyV'], name: 'v', command: 'vertical' },
  { keys: ['+', '='], name: 'plus', command: 'zoomIn' },
  { keys: ['-', '_'], name: 'minus', command: 'zoomOut' },
  { keys: ['0'], name: 'zero', command: 'zoomReset' },
  { keys: ['?'], name: 'question', command: 'help' },
  { keys: ['Escape'], name: 'escape', command: 'back' },
];

export type GestureMeaning = PhysicalSide | 'bar' | 'zoomToggle' | 'panelStart' | 'pinch' | 'pan';

/** Every touch gesture, for the help dialog; sides are turned into pages by the comic's direction. */
export const READER_GESTURES: readonly {
  name: keyof ReaderTexts['gestures'];
  meaning: GestureMeaning;
}[] = [
  { name: 'swipeLeft', meaning: 'right' },
  { name: 'swipeRight', meaning: 'left' },
  { name: 'tapRight', meaning: 'right' },
  { name: 'tapLeft', meaning: 'left' },
  { name: 'tapMiddle', meaning: 'bar' },
  { name: 'doubleTapPanel', meaning: 'panelStart' },
  { name: 'doubleTap', meaning: 'zoomToggle' },
  { name: 'pinch', meaning: 'pinch' },
  { name: 'drag', meaning: 'pan' },
];

/** Mouse controls on desktop, listed with the keys. */
export const READER_POINTER: readonly {
  name: keyof ReaderTexts['keys'];
  meaning: 'pinch' | 'pan' | 'clickTurn' | 'wheelTurn';
}[] = [
  { name: 'click', meaning: 'clickTurn' },
  { name: 'wheel', meaning: 'wheelTurn' },
  { name: 'ctrlWheel', meaning: 'pinch' },
  { name: 'drag', meaning: 'pan' },
];

interface KeyLike {
  key: string;
  code?: string;
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
export function readerKeyAction(event: KeyLike): KeyAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  if (isTypingTarget(event.target) || isInDialog(event.target)) return null;
  const binding =
    READER_KEYS.find((entry) => entry.keys.includes(event.key)) ??
    READER_KEYS.find((entry) => event.code !== undefined && entry.codes?.includes(event.code));
  if (!binding) return null;
  if (binding.command === 'space' && isActivatable(event.target)) return null;
  return binding.command;
}
