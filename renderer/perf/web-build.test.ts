// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { webPerformance } from './web-build';

const names = (off?: string) => {
  if (off === undefined) delete process.env.ABTAL_PERF_OFF;
  else process.env.ABTAL_PERF_OFF = off;
  const perf = webPerformance('/nowhere');
  return { plugins: perf.plugins.map((plugin) => plugin.name), groups: perf.chunkGroups };
};

describe('the web build techniques', () => {
  afterEach(() => {
    delete process.env.ABTAL_PERF_OFF;
  });

  it('are all in a build by default', () => {
    const { plugins, groups } = names();
    expect(plugins).toEqual([
      'abtal:stackless-react-sentinels',
      'abtal:art-hashes',
      'abtal-compile-hints',
      'abtal:slim-comic-script',
    ]);
    expect(groups?.map((group) => group.name)).toEqual(['framework', 'app']);
  });

  it('leave out those named in ABTAL_PERF_OFF, to measure them', () => {
    const { plugins, groups } = names('compile-hints, chunk-groups');
    expect(plugins).toEqual([
      'abtal:stackless-react-sentinels',
      'abtal:art-hashes',
      'abtal:slim-comic-script',
    ]);
    expect(groups).toBeUndefined();
  });

  it('stop the build on a name they do not know', () => {
    expect(() => names('compile-hint')).toThrow(/unknown technique "compile-hint"/);
  });
});
