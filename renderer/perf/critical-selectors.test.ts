import { describe, expect, it } from 'vitest';
import { alternatives, staticSelector } from './critical-selectors';

describe('the selector matched against a prerendered page', () => {
  it('keeps the class of a list whose items Tailwind spaces apart', () => {
    expect(staticSelector(':where(.space-y-2>:not(:last-child))')).toBe(':is(.space-y-2>*)');
    expect(staticSelector(':where(.divide-y>:not(:last-child))')).toBe(':is(.divide-y>*)');
  });

  it('drops states and pseudo-elements and keeps what the markup can show', () => {
    expect(staticSelector('.hover\\:text-gold:hover')).toBe('.hover\\:text-gold');
    expect(staticSelector('.btn::before')).toBe('.btn');
    expect(staticSelector('.a:focus-visible > .b:nth-child(2n+1)')).toBe('.a > .b');
    expect(staticSelector('[data-state="open:now"] .x:hover')).toBe('[data-state="open:now"] .x');
    expect(staticSelector(':where(.group):hover .group-hover\\:scale-105')).toBe(
      ':is(.group) .group-hover\\:scale-105',
    );
  });

  it('keeps each alternative of :is() and :where()', () => {
    expect(staticSelector(':where(select:is([multiple],[size])) optgroup')).toBe(
      ':is(select:is([multiple],[size])) optgroup',
    );
    expect(staticSelector('.x:is(.a, .b:hover)')).toBe('.x:is(.a,.b)');
  });

  it('drops a group one of whose alternatives matches any element', () => {
    // Tailwind's rtl: variant; :lang() cannot be judged, so the group matches anything.
    expect(
      staticSelector('.rtl\\:ms-2:where(:is(:lang(ar),:lang(he)),[dir=rtl],[dir=rtl] *)'),
    ).toBe('.rtl\\:ms-2');
  });

  it('is empty when nothing is left to look for, and fills a combinator left without a side', () => {
    expect(staticSelector('::selection')).toBe('');
    expect(staticSelector(':hover')).toBe('');
    expect(staticSelector('.list>:first-child')).toBe('.list>*');
    expect(staticSelector(':hover>.b')).toBe('*>.b');
  });

  it('names a selector it cannot read', () => {
    expect(() => staticSelector('.a:is(.b')).toThrow(/Unbalanced "\(" in selector: \.a:is\(\.b/);
  });

  it('splits a list at its top-level commas only', () => {
    expect(alternatives('.a, :is(.b,.c), [x="1,2"]')).toEqual(['.a', ':is(.b,.c)', '[x="1,2"]']);
  });
});
