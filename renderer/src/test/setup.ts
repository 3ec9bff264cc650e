import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { MotionGlobalConfig } from 'framer-motion';
import { afterEach } from 'vitest';

// happy-dom cannot run Web Animations: motion would throw "The animation was canceled".
MotionGlobalConfig.skipAnimations = true;

// Server-rendering tests run in plain Node (`// @vitest-environment node`): no DOM, no storage.
const hasDom = typeof window !== 'undefined';

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
