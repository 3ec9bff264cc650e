export type ReaderKeyAction = 'next' | 'previous' | 'back';

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
 * What a key press means to the reader: ArrowRight or Space next, ArrowLeft previous,
 * Escape back. Nothing while typing, inside a dialog or with a modifier held (browser
 * shortcuts stay intact).
 */
export function readerKeyAction(event: KeyLike): ReaderKeyAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  if (isTypingTarget(event.target) || isInDialog(event.target)) return null;
  switch (event.key) {
    case 'ArrowRight':
      return 'next';
    case ' ':
    case 'Spacebar':
      return isActivatable(event.target) ? null : 'next';
    case 'ArrowLeft':
      return 'previous';
    case 'Escape':
      return 'back';
    default:
      return null;
  }
}
