import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { handOverFields, releaseHeld } from './hand-over';

/** A page with a controlled field of each kind, which shows what the app holds. */
function Form() {
  const [text, setText] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [tier, setTier] = useState('FREE');
  return (
    <form>
      <input aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
      <input
        aria-label="Agree"
        type="checkbox"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <select aria-label="Tier" value={tier} onChange={(event) => setTier(event.target.value)}>
        <option value="FREE">Free</option>
        <option value="PREMIUM">Premium</option>
      </select>
      <input aria-label="Untouched" defaultValue="kept" />
      <output>{`${text}|${String(agreed)}|${tier}`}</output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The prerendered HTML, changed by the visitor as `before` does, then hydrated. */
async function hydrateAfter(before: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  before(container);
  await act(async () => {
    root = hydrateRoot(container, <Form />);
  });
  return container;
}

const field = <T extends Element>(container: HTMLElement, label: string) =>
  container.querySelector<T>(`[aria-label="${label}"]`)!;

describe('handOverFields', () => {
  it('hands the app what was typed, ticked and chosen before it took over, and leaves the rest', async () => {
    const container = await hydrateAfter((page) => {
      field<HTMLInputElement>(page, 'Search').value = 'zzzz';
      field<HTMLInputElement>(page, 'Agree').checked = true;
      field<HTMLSelectElement>(page, 'Tier').value = 'PREMIUM';
    });
    // Hydrated, the fields still show what the visitor did, but the app does not know it.
    expect(container.querySelector('output')!.textContent).toBe('|false|FREE');
    let handed = 0;
    await act(async () => {
      handed = handOverFields(container);
    });
    expect(handed).toBe(3);
    expect(container.querySelector('output')!.textContent).toBe('zzzz|true|PREMIUM');
    expect(field<HTMLInputElement>(container, 'Search').value).toBe('zzzz');
    expect(field<HTMLInputElement>(container, 'Agree').checked).toBe(true);
    expect(field<HTMLInputElement>(container, 'Untouched').value).toBe('kept');
  });

  it('keeps the caret of the field the visitor is typing in', async () => {
    const container = await hydrateAfter((page) => {
      const search = field<HTMLInputElement>(page, 'Search');
      search.value = 'abcdef';
      search.focus();
      search.setSelectionRange(2, 2);
    });
    await act(async () => {
      handOverFields(container);
    });
    const search = field<HTMLInputElement>(container, 'Search');
    expect(search.selectionStart).toBe(2);
    expect(search.selectionEnd).toBe(2);
  });

  it('hands over nothing on a page left as it was prerendered', async () => {
    const container = await hydrateAfter(() => {});
    expect(handOverFields(container)).toBe(0);
    expect(container.querySelector('output')!.textContent).toBe('|false|FREE');
  });
});

describe('releaseHeld', () => {
  it("puts back the button's own inline style, as the boot script kept it", () => {
    const button = document.createElement('button');
    button.style.color = 'red';
    // What the boot script does to a held tap (shared/boot.ts).
    button.setAttribute('data-held', button.style.cssText);
    button.style.scale = '.96';
    releaseHeld(button);
    expect(button.hasAttribute('data-held')).toBe(false);
    expect(button.style.cssText).toBe('color: red;');
    releaseHeld(button);
    expect(button.style.cssText).toBe('color: red;');
  });
});
