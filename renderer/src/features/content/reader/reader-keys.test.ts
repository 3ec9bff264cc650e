import { describe, expect, it } from 'vitest';
import { isTypingTarget, readerKeyAction } from './reader-keys';

const on = (tag: string) => document.createElement(tag);

describe('readerKeyAction', () => {
  it('maps ArrowRight and Space to next, ArrowLeft to previous and Escape to back', () => {
    expect(readerKeyAction({ key: 'ArrowRight', target: document.body })).toBe('next');
    expect(readerKeyAction({ key: ' ', target: document.body })).toBe('next');
    expect(readerKeyAction({ key: 'ArrowLeft', target: document.body })).toBe('previous');
    expect(readerKeyAction({ key: 'Escape', target: document.body })).toBe('back');
    expect(readerKeyAction({ key: 'a', target: document.body })).toBeNull();
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
    expect(readerKeyAction({ key: 'ArrowRight', target: on('button') })).toBe('next');
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
  });
});
