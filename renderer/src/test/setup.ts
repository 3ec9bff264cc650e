import '@testing-library/jest-dom/vitest';
import { onlineManager } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import { MotionGlobalConfig } from 'framer-motion';
import { afterEach, vi } from 'vitest';

// happy-dom cannot run Web Animations: motion would throw "The animation was canceled".
MotionGlobalConfig.skipAnimations = true;

// Server-rendering tests run in plain Node (`// @vitest-environment node`): no DOM, no storage.
const hasDom = typeof window !== 'undefined';

/** The properties the document and navigator have of their own before any test. */
const ownKeys = (target: object) => new Set(Reflect.ownKeys(target));
const shared = hasDom
  ? [
      { name: 'document', target: document, keys: ownKeys(document) },
      { name: 'navigator', target: navigator, keys: ownKeys(navigator) },
    ]
  : [];

/**
 * Takes back what a test defined on the document or navigator (`Object.defineProperty(navigator,
 * 'sendBeacon', ...)`) and fails it: the next files of the worker would see it. React's own mark
 * on the document (`_reactListening...`, its listener for selection changes), the testing library's
 * marks (symbols) and the clipboard user-event puts on the navigator (and replaces at each
 * `userEvent.setup()`) stay.
 */
function leftDefined(): string[] {
  return shared.flatMap(({ name, target, keys }) =>
    Reflect.ownKeys(target)
      .filter(
        (key): key is string =>
          typeof key === 'string' &&
          !keys.has(key) &&
          !key.startsWith('_reactListening') &&
          key !== 'clipboard',
      )
      .map((key) => {
        Reflect.deleteProperty(target, key);
        return `${name}.${key}`;
      }),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // The query library's own view of the network, which an `offline` event a test sent changes.
  onlineManager.setOnline(true);
  if (!hasDom) return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // The files of a worker share one document (vitest.config.ts: isolate): each test starts from a
  // bare one, at the site's root.
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
  document.title = '';
  window.history.replaceState(null, '', '/');
  const left = leftDefined();
  if (left.length)
    throw new Error(
      `The test left ${left.join(', ')} defined; the files of a worker share the document and navigator: delete it after the test`,
    );
});
