import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The packaging configuration against electron-builder itself: its JSON schema, and a real
 * `electron-builder --dir` run against a stand-in Electron folder (no download, no binary that runs).
 */
const root = new URL('../../', import.meta.url).pathname;
const configPath = join(root, 'build/electron-builder.yml');
// electron-builder's own copies of its helpers, so the test checks exactly what it would.
const builderRequire = createRequire(
  createRequire(join(root, 'package.json')).resolve('app-builder-lib/package.json'),
);

const loadYaml = (text: string) =>
  (builderRequire('js-yaml') as { load(text: string): Record<string, unknown> }).load(text);
const { validateConfiguration } = builderRequire('./out/util/config/config.js') as {
  validateConfiguration(config: unknown, logger: { isEnabled: boolean }): Promise<void>;
};

/** Electron's fuse sentinel, followed by the wire version (1), its length and one byte per fuse. */
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
const FUSES = [
  'runAsNode',
  'enableCookieEncryption',
  'enableNodeOptionsEnvironmentVariable',
  'enableNodeCliInspectArguments',
  'enableEmbeddedAsarIntegrityValidation',
  'onlyLoadAppFromAsar',
  'loadBrowserProcessSpecificV8Snapshot',
  'grantFileProtocolExtraPrivileges',
] as const;

describe('build/electron-builder.yml', () => {
  it("is valid against electron-builder's own JSON schema", async () => {
    const config = loadYaml(await readFile(configPath, 'utf8'));
    await expect(validateConfiguration(config, { isEnabled: false })).resolves.toBeUndefined();
    // The check can fail: a misspelt key is refused.
    await expect(
      validateConfiguration({ ...config, linx: {} }, { isEnabled: false }),
    ).rejects.toThrow(/linx/);
  }, 60_000);

  it('names the homepage, author and maintainer, and the libraries a bare kiosk box lacks', async () => {
    const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
    expect(pkg.homepage).toMatch(/^https:\/\//);
    expect(pkg.author.email).toMatch(/@/);
    const config = loadYaml(await readFile(configPath, 'utf8')) as {
      linux: { maintainer: string };
      deb: { depends: string[] };
      mac: { notarize: boolean; hardenedRuntime: boolean };
    };
    expect(config.linux.maintainer).toMatch(/<.+@.+>/);
    const depends = config.deb.depends.join(' ');
    for (const lib of ['libgbm1', 'libasound2', 'libnss3', 'libgtk-3-0', 'libxkbcommon0']) {
      expect(depends).toContain(lib);
    }
    expect(config.mac).toMatchObject({ notarize: true, hardenedRuntime: true });
  });
});

describe.skipIf(!process.env.ABTAL_DESKTOP_BUILT)('electron-builder --dir', () => {
  let work: string;
  let unpacked: string;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'abtal-package-'));
    const electronDist = join(work, 'electron-dist');
    await mkdir(join(electronDist, 'resources'), { recursive: true });
    // Every fuse the config sets starts in the opposite state.
    const wire = Buffer.from('10110001', 'latin1');
    await writeFile(
      join(electronDist, 'electron'),
      Buffer.concat([Buffer.from('stand-in '), Buffer.from(SENTINEL), Buffer.from([1, 8]), wire]),
    );
    await chmod(join(electronDist, 'electron'), 0o755);
    await writeFile(join(electronDist, 'LICENSE'), 'MIT');
    await writeFile(join(electronDist, 'version'), '45.4.1');
    const output = join(work, 'release');
    await promisify(execFile)(
      join(root, 'node_modules/.bin/electron-builder'),
      [
        '--dir',
        '--linux',
        '--x64',
        '--config',
        configPath,
        `-c.electronDist=${electronDist}`,
        `-c.directories.output=${output}`,
        '-c.npmRebuild=false',
      ],
      { cwd: root, env: { ...process.env, CI: '1' }, maxBuffer: 16 * 1024 * 1024 },
    );
    unpacked = join(output, 'linux-unpacked');
  }, 240_000);

  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('packs the built app, and only it, into app.asar', async () => {
    const asar = builderRequire('@electron/asar') as { listPackage(path: string): string[] };
    const files = asar.listPackage(join(unpacked, 'resources/app.asar'));
    expect(files).toContain('/out/main/index.js');
    expect(files).toContain('/out/preload/index.cjs');
    expect(files).toContain('/out/renderer/index.html');
    // Bundled art ships in the package: the logo at the top of /art and the deepest folders.
    expect(files).toContain('/out/renderer/art/logo.svg');
    expect(files.filter((file) => file.startsWith('/out/renderer/art/')).length).toBeGreaterThan(
      60,
    );
    expect(
      files.filter((file) => /node_modules|\.map$|^\/(server|main|renderer\/src)\//.test(file)),
    ).toEqual([]);
    const pkg = JSON.parse(
      (builderRequire('@electron/asar') as { extractFile(a: string, f: string): Buffer })
        .extractFile(join(unpacked, 'resources/app.asar'), 'package.json')
        .toString(),
    );
    expect(pkg.main).toBe('out/main/index.js');
    expect(await readFile(join(unpacked, 'resources/kiosk.example.json'), 'utf8')).toContain(
      'exitPinHash',
    );
  });

  it('flips the fuses: no run-as-node, no NODE_OPTIONS or --inspect, asar only and verified', async () => {
    const binary = await readFile(join(unpacked, 'abtal-universe'));
    const at = binary.indexOf(SENTINEL) + SENTINEL.length;
    expect(binary[at]).toBe(1);
    const states = Object.fromEntries(
      FUSES.map((name, n) => [name, String.fromCharCode(binary[at + 2 + n]!)]),
    );
    expect(states).toEqual({
      runAsNode: '0',
      enableCookieEncryption: '1',
      enableNodeOptionsEnvironmentVariable: '0',
      enableNodeCliInspectArguments: '0',
      enableEmbeddedAsarIntegrityValidation: '1',
      onlyLoadAppFromAsar: '1',
      loadBrowserProcessSpecificV8Snapshot: '0',
      grantFileProtocolExtraPrivileges: '0',
    });
  });
});
