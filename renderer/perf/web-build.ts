import type { Plugin, Rolldown } from 'vite';
import { artHashes } from './art-hashes.plugin';
import { CHUNK_GROUPS } from './chunk-groups';
import { compileHints } from './compile-hints.plugin';
import { slimComicScriptFile } from './slim-comic-script.plugin';
import { stacklessReactSentinels } from './stackless-react-sentinels';

/** The web build's techniques that can be left out to measure what they gain (README.md here). */
const TECHNIQUES = [
  'stackless-sentinels',
  'art-hashes',
  'compile-hints',
  'chunk-groups',
  'slim-comic-script',
] as const;
type Technique = (typeof TECHNIQUES)[number];

/**
 * The techniques named in `ABTAL_PERF_OFF` (comma-separated), left out of a build only to measure
 * them; an unknown name stops the build rather than measuring nothing.
 */
function techniquesOff(value = process.env.ABTAL_PERF_OFF ?? ''): Set<Technique> {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names)
    if (!(TECHNIQUES as readonly string[]).includes(name))
      throw new Error(
        `ABTAL_PERF_OFF: unknown technique "${name}" (known: ${TECHNIQUES.join(', ')})`,
      );
  return new Set(names as Technique[]);
}

interface WebPerformance {
  plugins: Plugin[];
  chunkGroups?: Rolldown.CodeSplittingGroup[];
}

/** What the web build (renderer/vite.config.ts) takes from this folder. */
export function webPerformance(publicDir: string, off = techniquesOff()): WebPerformance {
  const plugins = [
    off.has('stackless-sentinels') ? undefined : stacklessReactSentinels(),
    off.has('art-hashes') ? undefined : artHashes(publicDir),
    off.has('compile-hints') ? undefined : compileHints(),
    off.has('slim-comic-script') ? undefined : slimComicScriptFile(),
  ];
  return {
    plugins: plugins.filter((plugin) => plugin !== undefined),
    chunkGroups: off.has('chunk-groups') ? undefined : CHUNK_GROUPS,
  };
}
