// A page load's trace as it would be had the page's main thread never waited for a core: each
// task on a renderer's main thread lasts the CPU time the thread spent in it (`tdur`), and what
// happened inside it keeps its place in proportion. On a machine with two cores, the browser's
// other processes and threads (raster, script streaming, the network service) and Lighthouse
// itself run beside the main thread, which then waits for a core mid-task; Lighthouse times tasks
// by the clock, so a task that used 10 ms of CPU can count 40 ms. A phone has more cores for them.
// Lighthouse audits the changed trace to give the figures of the same load at thread time.

/** The top-level tasks of one thread's events, in order (a task inside another is part of it). */
function topTasks(events) {
  const tasks = events
    .filter((event) => event.ph === 'X' && event.name === 'RunTask' && event.dur > 0)
    .sort((a, b) => a.ts - b.ts);
  const top = [];
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts < end) continue;
    top.push(task);
    end = task.ts + task.dur;
  }
  return top;
}

/**
 * The trace events with every renderer main thread's tasks shortened to their thread time. Events
 * of other threads, and those between tasks, are returned as they were (the same objects).
 */
export function atThreadTime(events) {
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (!mainThreads.has(key) || typeof event.ts !== 'number') continue;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(event);
  }
  const changed = new Map();
  for (const threadEvents of byThread.values()) {
    const sorted = [...threadEvents].sort((a, b) => a.ts - b.ts);
    let next = 0;
    for (const task of topTasks(threadEvents)) {
      const ratio = task.tdur === undefined ? 1 : Math.min(1, task.tdur / task.dur);
      while (next < sorted.length && sorted[next].ts < task.ts) next += 1;
      if (ratio >= 1) continue;
      for (let i = next; i < sorted.length && sorted[i].ts <= task.ts + task.dur; i += 1) {
        const event = sorted[i];
        const copy = { ...event, ts: task.ts + (event.ts - task.ts) * ratio };
        if (event.dur !== undefined) copy.dur = event.dur * ratio;
        changed.set(event, copy);
      }
    }
  }
  return events.map((event) => changed.get(event) ?? event);
}
