import '@testing-library/jest-dom/vitest';
import { onlineManager } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import { MotionGlobalConfig } from 'framer-motion';
import { afterEach, vi } from 'vitest';

// happy-dom cannot run Web Animations: motion would throw "The animation was canceled".
MotionGlobalConfig.skipAnimations = true;

// Server-rendering tests run in plain Node (`// @vitest-environment node`): no DOM, no storage.
const hasDom = typeof window !== 'undefined';

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
});
