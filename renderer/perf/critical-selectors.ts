// What a page's first paint needs is decided by matching each rule's selector against the page's
// markup, without a browser: state (`:hover`), structure that changes later (`:last-child` once the
// app adds items) and pseudo-elements cannot be judged there, so they are dropped and the rule kept
// when the rest matches (a rule too many costs a few bytes; a rule too few moves the page when the
// full stylesheet arrives). Beasties drops everything from the first pseudo-class to the last
// closing parenthesis, so `:where(.space-y-2 > :not(:last-child))`, the selector Tailwind writes for
// the space between a list's items, came out empty and the rule was never inlined. Here `:is()` and
// `:where()` keep their alternatives (each simplified the same way), which the matcher evaluates.

const LISTS = new Set(['is', 'where', 'matches', '-webkit-any']);
const NAME = /^::?(-?[a-z][a-z0-9-]*)/i;

/** The index of the bracket closing the one at `open` (quotes and escapes skipped). */
function closing(text: string, open: number): number {
  const pairs: Record<string, string> = { '(': ')', '[': ']' };
  const stack = [pairs[text[open]]];
  let quote = '';
  for (let i = open + 1; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (quote) quote = c === quote ? '' : quote;
    else if (c === '"' || c === "'") quote = c;
    else if (c in pairs) stack.push(pairs[c]);
    else if (c === stack[stack.length - 1] && stack.pop() && stack.length === 0) return i;
  }
  throw new Error(`Unbalanced "${text[open]}" in selector: ${text}`);
}

/** A selector list split at its top-level commas. */
export function alternatives(list: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '\\') i++;
    else if (c === '(' || c === '[') i = closing(list, i);
    else if (c === ',') {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((part) => part.trim());
}

/**
 * The selector to look for in the page's markup: every pseudo-class and pseudo-element dropped,
 * except `:is()` and `:where()`, whose alternatives are simplified in turn (one that becomes empty
 * matches anything, and so does the group). Empty when nothing is left to match.
 */
export function staticSelector(selector: string): string {
  let out = '';
  for (let i = 0; i < selector.length;) {
    const c = selector[i];
    if (c === '\\') {
      out += selector.slice(i, i + 2);
      i += 2;
    } else if (c === '[') {
      const end = closing(selector, i);
      out += selector.slice(i, end + 1);
      i = end + 1;
    } else if (c === ':') {
      const name = NAME.exec(selector.slice(i));
      if (!name) throw new Error(`A pseudo-class without a name in selector: ${selector}`);
      let end = i + name[0].length;
      let args: string | undefined;
      if (selector[end] === '(') {
        const close = closing(selector, end);
        args = selector.slice(end + 1, close);
        end = close + 1;
      }
      const element = name[0].startsWith('::');
      if (!element && args !== undefined && LISTS.has(name[1].toLowerCase())) {
        const inner = alternatives(args).map(staticSelector);
        if (!inner.includes('')) out += `:is(${inner.join(',')})`;
      }
      i = end;
    } else {
      out += c;
      i++;
    }
  }
  return (
    out
      // A combinator left with nothing after it applies to any element; one before nothing, too.
      .replace(/([>+~])\s*(?=[>+~]|$)/g, '$1*')
      .replace(/^\s*([>+~])/, '*$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
