import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';

/**
 * A lazy page preloads only what its importer has not loaded already, and not itself (the import
 * fetches it): every link Vite's preload helper adds costs the main thread, and the first page of
 * a visit added a dozen of them for files that were long there. Returns the plugin that records
 * each chunk's static imports and the `build.modulePreload.resolveDependencies` that reads them.
 */
export function leanModulePreload(): {
  plugin: Plugin;
  resolveDependencies: ResolveModulePreloadDependenciesFn;
} {
  // The chunks each chunk imports statically, directly or not: by the time its code runs they are
  // loaded.
  const staticClosure = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'abtal:static-imports',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const direct = new Map<string, string[]>();
        for (const [name, file] of Object.entries(bundle))
          if (file.type === 'chunk') direct.set(name, file.imports);
        for (const name of direct.keys()) {
          const seen = new Set<string>();
          const stack = [name];
          while (stack.length) {
            for (const next of direct.get(stack.pop()!) ?? [])
              if (!seen.has(next)) {
                seen.add(next);
                stack.push(next);
              }
          }
          staticClosure.set(name, seen);
        }
      },
    },
  };
  const resolveDependencies: ResolveModulePreloadDependenciesFn = (
    filename,
    deps,
    { hostId, hostType },
  ) => {
    const loaded = hostType === 'js' ? staticClosure.get(hostId) : undefined;
    return loaded ? deps.filter((dep) => dep !== filename && !loaded.has(dep)) : deps;
  };
  return { plugin, resolveDependencies };
}
