import type { Plugin } from 'vite';

/** V8's explicit compile hint: every function of the file is compiled as the file is loaded. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks every chunk of the web build with V8's compile hint (Chromium 136 and later; other engines
 * read a comment). Without it each function is compiled on the main thread the first time it runs,
 * which during hydration is nearly every component, the router and React itself; with it they are
 * compiled while the file streams in, off the main thread (figures in renderer/perf/README.md).
 */
export function compileHints(): Plugin {
  return {
    name: 'abtal-compile-hints',
    apply: 'build',
    // After Vite's own changes to the chunks (the entry's dependency map goes first otherwise).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.config.consumer !== 'client') return;
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && !file.code.startsWith(COMPILE_HINT)) {
            file.code = COMPILE_HINT + file.code;
          }
        }
      },
    },
  };
}
