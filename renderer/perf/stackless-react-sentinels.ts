import type { Plugin } from 'vite';

/** The errors React DOM makes as its module starts, only ever thrown and known by identity. */
export const REACT_DOM_SENTINELS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
] as const;

const SENTINEL = new RegExp(
  `\\b(${REACT_DOM_SENTINELS.join('|')}) = Error\\((formatProdErrorMessage\\(\\d+\\))\\)`,
  'g',
);

/** React DOM's client in production, the file that makes the sentinels. */
export const REACT_DOM_CLIENT = /react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/** React DOM's code with each sentinel made as an object with Error's prototype, without a stack. */
export function withStacklessSentinels(code: string): { code: string; count: number } {
  let count = 0;
  const out = code.replace(SENTINEL, (_whole, name: string, message: string) => {
    count += 1;
    return `${name} = Object.create(Error.prototype, { message: { value: ${message}, writable: !0, configurable: !0 } })`;
  });
  return { code: out, count };
}

/**
 * React DOM's five sentinel errors made without a stack trace. A browser with a DevTools client
 * that enables the Runtime domain (Lighthouse, Playwright) records a detailed stack trace for every
 * error made, for which V8 parses React DOM's whole module body again to find the source positions
 * of its frames: tens of milliseconds on the main thread in the middle of every page's start,
 * which Lighthouse counts 4x. An object with Error's prototype and the same message is the same to
 * React: it throws these to suspend or to stop hydrating and knows them by identity, and they never
 * reach a visitor. A React DOM that makes them differently stops the build, so that the saving is
 * not lost without a word.
 */
export function stacklessReactSentinels(): Plugin {
  return {
    name: 'abtal:stackless-react-sentinels',
    apply: 'build',
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      const { code: out, count } = withStacklessSentinels(code);
      if (count !== REACT_DOM_SENTINELS.length)
        this.error(
          `React DOM's sentinel errors: found ${count} of ${REACT_DOM_SENTINELS.length} ` +
            `(${REACT_DOM_SENTINELS.join(', ')}) in ${id}; check renderer/perf/stackless-react-sentinels.ts against this React DOM`,
        );
      return { code: out, map: null };
    },
  };
}
