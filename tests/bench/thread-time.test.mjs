import { describe, expect, it } from 'vitest';
import { atThreadTime } from './thread-time.mjs';

const thread = (pid, tid, name) => ({ name: 'thread_name', ph: 'M', pid, tid, args: { name } });
const task = (ts, dur, tdur, extra = {}) => ({
  name: 'RunTask',
  ph: 'X',
  pid: 1,
  tid: 10,
  ts,
  dur,
  tdur,
  ...extra,
});

describe('a trace at thread time', () => {
  it("shortens a main thread's task to its CPU time, what it holds kept in proportion", () => {
    const outer = task(1000, 40, 10);
    const nested = task(1010, 20, 5);
    const layout = { name: 'Layout', ph: 'X', pid: 1, tid: 10, ts: 1020, dur: 8 };
    const mark = { name: 'firstContentfulPaint', ph: 'I', pid: 1, tid: 10, ts: 1040 };
    const [, outerAfter, nestedAfter, layoutAfter, markAfter] = atThreadTime([
      thread(1, 10, 'CrRendererMain'),
      outer,
      nested,
      layout,
      mark,
    ]);
    expect(outerAfter).toMatchObject({ ts: 1000, dur: 10 });
    expect(nestedAfter).toMatchObject({ ts: 1002.5, dur: 5 });
    expect(layoutAfter).toMatchObject({ ts: 1005, dur: 2 });
    expect(markAfter).toMatchObject({ ts: 1010 });
    // The events given are left as they were.
    expect(outer).toMatchObject({ ts: 1000, dur: 40 });
  });

  it('leaves other threads, events between tasks and tasks that never waited as they were', () => {
    const compositor = { ...task(1000, 40, 10), tid: 11 };
    const between = { name: 'ResourceSendRequest', ph: 'I', pid: 1, tid: 10, ts: 1100 };
    const busy = task(1200, 10, 10);
    const inside = { name: 'Layout', ph: 'X', pid: 1, tid: 10, ts: 1202, dur: 3 };
    const later = task(1300, 30, 6);
    const events = [
      thread(1, 10, 'CrRendererMain'),
      thread(1, 11, 'Compositor'),
      compositor,
      between,
      busy,
      inside,
      later,
    ];
    const after = atThreadTime(events);
    expect(after.slice(0, 6)).toEqual(events.slice(0, 6));
    expect(after[2]).toBe(compositor);
    expect(after[6]).toMatchObject({ ts: 1300, dur: 6 });
  });
});
