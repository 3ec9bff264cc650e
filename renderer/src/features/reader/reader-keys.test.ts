import { describe, expect, it } from 'vitest';
import { isTypingTarget, READER_KEYS, readerKeyAction } from './reader-keys';
import { readerText } from './use-reader-text';

const on = (tag: string) => document.createElement(tag);
const key = (value: string) => readerKeyAction({ key: value, target: document.body });

describe('readerKeyAction', () => {
  it('maps the arrows to sides, Space to space and Escape to back', () => {
    expect(key('ArrowRight')).toBe('right');
    expect(key(' ')).toBe('space');
    expect(key('ArrowLeft')).toBe('left');
    expect(key('Escape')).toBe('back');
    expect(key('a')).toBeNull();
  });

  it('maps Home, End, F, +, -, 0 and ? to their commands', () => {
    expect(['Home', 'End', 'f', 'F', '+', '=', '-', '0', '?'].map(key)).toEqual([
      'first',
      'last',
      'fullscreen',
      'fullscreen',
      'zoomIn',
      'zoomIn',
      'zoomOut',
      'zoomReset',
      'help',
    ]);
  });

  it('maps G, T and M to guided view, text mode and the magnifier, on any keyboard layout', () => {
    expect(['g', 'G', 't', 'T', 'm', 'M'].map(key)).toEqual([
      'guided',
      'guided',
      'textMode',
      'textMode',
      'loupe',
      'loupe',
    ]);
    // The G, T and M keys of an Arabic layout type Arabic letters.
    expect(readerKeyAction({ key: 'ل', code: 'KeyG', target: document.body })).toBe('guided');
    expect(readerKeyAction({ key: 'ف', code: 'KeyT', target: document.body })).toBe('textMode');
    expect(readerKeyAction({ key: 'ة', code: 'KeyM', target: document.body })).toBe('loupe');
    expect(readerKeyAction({ key: 'ش', code: 'KeyA', target: document.body })).toBeNull();
  });

  it('lists every command once in the table the help dialog shows', () => {
    const commands = READER_KEYS.map((binding) => binding.command);
    expect(new Set(commands).size).toBe(commands.length);
    for (const { t } of [readerText('en'), readerText('ar')])
      for (const binding of READER_KEYS)
        expect(t(`keys.${binding.name}`)).not.toMatch(/^$|^keys\./);
  });

  it('ignores keys typed into inputs, text areas, selects and editable content', () => {
    const editable = on('div');
    editable.contentEditable = 'true';
    for (const target of [on('input'), on('textarea'), on('select')]) {
      expect(readerKeyAction({ key: 'ArrowRight', target })).toBeNull();
      expect(readerKeyAction({ key: 'Escape', target })).toBeNull();
    }
    expect(isTypingTarget(on('input'))).toBe(true);
    expect(isTypingTarget(document.body)).toBe(false);
  });

  it('leaves Space to a focused button so it is not pressed twice', () => {
    expect(readerKeyAction({ key: ' ', target: on('button') })).toBeNull();
    expect(readerKeyAction({ key: 'ArrowRight', target: on('button') })).toBe('right');
  });

  it('leaves keys pressed inside an open dialog to the dialog', () => {
    const dialog = on('div');
    dialog.setAttribute('role', 'dialog');
    const link = dialog.appendChild(on('a'));
    expect(readerKeyAction({ key: 'Escape', target: link })).toBeNull();
    expect(readerKeyAction({ key: 'ArrowRight', target: dialog })).toBeNull();
  });

  it('leaves browser shortcuts with a modifier alone', () => {
    expect(readerKeyAction({ key: 'ArrowLeft', target: document.body, altKey: true })).toBeNull();
    expect(readerKeyAction({ key: 'ArrowRight', target: document.body, metaKey: true })).toBeNull();
    expect(readerKeyAction({ key: '+', target: document.body, ctrlKey: true })).toBeNull();
  });
});
