import { describe, expect, it } from 'vitest';
import { CachedList } from './cached-list.js';

function counter(items: () => number[]) {
  let reads = 0;
  return {
    load: () => {
      reads += 1;
      return Promise.resolve(items());
    },
    reads: () => reads,
  };
}

describe('CachedList', () => {
  it('reads once for many calls, including concurrent ones', async () => {
    const source = counter(() => [1, 2]);
    const list = new CachedList(source.load);
    const [a, b] = await Promise.all([list.get(), list.get()]);
    expect(await list.get()).toEqual([1, 2]);
    expect(a).toBe(b);
    expect(source.reads()).toBe(1);
  });

  it('reads again after an invalidation and after its maximum age', async () => {
    let rows = [1];
    let time = 0;
    const source = counter(() => rows);
    const list = new CachedList(source.load, 1000, () => time);
    expect(await list.get()).toEqual([1]);
    rows = [1, 2];
    list.invalidate();
    expect(await list.get()).toEqual([1, 2]);
    rows = [3];
    time = 999;
    expect(await list.get()).toEqual([1, 2]);
    time = 1000;
    expect(await list.get()).toEqual([3]);
    expect(source.reads()).toBe(3);
  });

  it('does not keep a failed read, nor a read that an invalidation overtook', async () => {
    let fail = true;
    const list = new CachedList(() =>
      fail ? Promise.reject(new Error('down')) : Promise.resolve([7]),
    );
    await expect(list.get()).rejects.toThrow('down');
    fail = false;
    expect(await list.get()).toEqual([7]);

    // The first read sees the rows before the change but answers after the invalidation.
    let rows = [1];
    let reads = 0;
    const pending: (() => void)[] = [];
    const slow = new CachedList(() => {
      reads += 1;
      const snapshot = rows;
      return new Promise<number[]>((resolve) => pending.push(() => resolve(snapshot)));
    });
    const stale = slow.get();
    slow.invalidate();
    rows = [2];
    pending.shift()!();
    expect(await stale).toEqual([1]);
    const fresh = slow.get();
    pending.shift()!();
    expect(await fresh).toEqual([2]);
    expect(reads).toBe(2);
  });
});
