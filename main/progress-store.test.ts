import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// electron-store asks Electron for the user data folder; tests give it an explicit folder instead.
vi.mock('electron', () => {
  const electron = { app: undefined, ipcMain: undefined, shell: undefined };
  return { default: electron, ...electron };
});

const { createMemoryProgressStore, createPersistentProgressStore, ProgressValidationError } =
  await import('./progress-store.js');

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'abtal-progress-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('progress store', () => {
  it('keeps progress and read flags across instances (a restart)', () => {
    const store = createPersistentProgressStore({ cwd: dir });
    store.set('comic-progress-origins-1', '3');
    store.set('comic-read-origins-1', 'true');
    store.set('comic-progress-dubai-guardians', '0');

    const reopened = createPersistentProgressStore({ cwd: dir });
    expect(reopened.getAll()).toEqual({
      'comic-progress-origins-1': '3',
      'comic-read-origins-1': 'true',
      'comic-progress-dubai-guardians': '0',
    });
    expect(reopened.get('comic-progress-origins-1')).toBe('3');
  });

  it('writes a readable JSON file in the given folder', async () => {
    const store = createPersistentProgressStore({ cwd: dir });
    store.set('comic-progress-guardians-2', '4');
    const json = JSON.parse(await readFile(join(dir, 'reading-progress.json'), 'utf8'));
    expect(json).toEqual({ 'comic-progress-guardians-2': '4' });
  });

  it('removes a key when set to null', () => {
    const store = createPersistentProgressStore({ cwd: dir });
    store.set('comic-progress-origins-1', '2');
    store.set('comic-progress-origins-1', null);
    expect(store.getAll()).toEqual({});
  });

  it.each([
    ['comic-progress-unknown-comic', '1', /Unknown comic id/],
    ['progress-origins-1', '1', /Expected comic-progress/],
    ['comic-progress-origins-1', '-1', /page number/],
    ['comic-progress-origins-1', '1.5', /page number/],
    ['comic-progress-origins-1', 'abc', /page number/],
    ['comic-read-origins-1', 'false', /read flag must be "true"/],
    ['comic-read-origins-1', 3, /value/],
    ['__proto__', '1', /Expected comic-progress/],
    [42, '1', /key/],
  ])('rejects %s = %s', (key, value, message) => {
    const store = createPersistentProgressStore({ cwd: dir });
    expect(() => store.set(key, value)).toThrow(ProgressValidationError);
    expect(() => store.set(key, value)).toThrow(message);
    expect(store.getAll()).toEqual({});
  });

  it('skips malformed entries found on disk instead of handing them to the renderer', async () => {
    await writeFile(
      join(dir, 'reading-progress.json'),
      JSON.stringify({
        'comic-progress-origins-1': '5',
        'comic-read-origins-1': 'yes',
        'comic-progress-jalal-origins': 7,
        other: 'x',
      }),
    );
    const store = createPersistentProgressStore({ cwd: dir });
    expect(store.getAll()).toEqual({ 'comic-progress-origins-1': '5' });
  });

  it('starts empty rather than crashing on a corrupt file', async () => {
    await writeFile(join(dir, 'reading-progress.json'), '{not json');
    const store = createPersistentProgressStore({ cwd: dir });
    expect(store.getAll()).toEqual({});
    store.set('comic-read-nazra-origins', 'true');
    expect(store.getAll()).toEqual({ 'comic-read-nazra-origins': 'true' });
  });

  it('kiosk memory store validates the same way and empties on clear', () => {
    const store = createMemoryProgressStore();
    store.set('comic-progress-unity-crossover', '2');
    expect(() => store.set('comic-read-unity-crossover', 'nope')).toThrow(ProgressValidationError);
    expect(store.getAll()).toEqual({ 'comic-progress-unity-crossover': '2' });
    store.clear();
    expect(store.getAll()).toEqual({});
  });
});
