/**
 * What a visitor did to a prerendered page before the app took it over, handed to the app once it
 * has (see main.tsx): hydration keeps a field's value as the visitor left it, but the app's state
 * still holds the value the page was prerendered with, and the next render of a controlled field
 * would put that back (the academy's search box lost what was typed, and the list stayed
 * unfiltered). Each field that differs is announced to the app as the visitor's own input.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const checkable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Whether the field holds something other than what the page was prerendered (and hydrated) with. */
function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    // The `selected` attribute is the option's default (`defaultSelected`), as prerendered.
    return Array.from(field.options).some(
      (option) => option.selected !== option.hasAttribute('selected'),
    );
  if (checkable(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** The caret of a focused text field, put back after its value is written again. */
function keepCaret(field: HTMLInputElement | HTMLTextAreaElement): () => void {
  if (field.ownerDocument.activeElement !== field) return () => {};
  try {
    const { selectionStart, selectionEnd, selectionDirection } = field;
    if (selectionStart === null || selectionEnd === null) return () => {};
    return () =>
      field.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? 'none');
  } catch {
    // A field without a caret (email, number in some browsers).
    return () => {};
  }
}

/**
 * Announces the visitor's value of one field. `putBack` restores that value as read before any
 * field was announced: the app's render after one announcement writes its own values into the
 * fields not yet announced (a controlled select is set to the app's value on every render).
 */
function announce(field: Field, putBack: () => void): void {
  if (field instanceof HTMLSelectElement) {
    putBack();
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (checkable(field)) {
    // Back to the prerendered state, then the visitor's click again: the events a click sends.
    putBack();
    field.checked = field.defaultChecked;
    field.click();
    return;
  }
  putBack();
  const value = field.value;
  const restoreCaret = keepCaret(field);
  // React notices input by comparing the field with the value it last saw written: written
  // through the element (which React watches) it sees the prerendered value, then the visitor's
  // is written past it (the prototype's setter) and announced as input.
  field.value = field.defaultValue;
  const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  restoreCaret();
}

/** What the visitor left in a field, and a function that puts it back. */
function take(field: Field): () => void {
  if (field instanceof HTMLSelectElement) {
    const chosen = Array.from(field.options).map((option) => option.selected);
    return () => chosen.forEach((selected, index) => (field.options[index]!.selected = selected));
  }
  if (checkable(field)) return () => {};
  const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  const value = field.value;
  return () => setter?.call(field, value);
}

/** Announces every field under `root` the visitor typed in, chose or had filled in meanwhile. */
export function handOverFields(root: ParentNode): number {
  const fields = Array.from(root.querySelectorAll<Field>('input, textarea, select'))
    .filter((field) => !field.disabled && changed(field))
    .map((field) => [field, take(field)] as const);
  for (const [field, putBack] of fields) announce(field, putBack);
  return fields.length;
}

/** Stops showing a held tap as pressed (the boot script marks it, see shared/boot.ts). */
export function releaseHeld(button: HTMLButtonElement): void {
  const before = button.dataset.held;
  if (before === undefined) return;
  button.style.cssText = before;
  delete button.dataset.held;
}
