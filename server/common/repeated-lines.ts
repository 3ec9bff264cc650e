/** How long a line is held back after it was written (ms). */
const QUIET_MS = 10_000;
/** Distinct lines remembered at most; the oldest are forgotten first. */
const REMEMBERED = 500;

/**
 * Rate limit for repeated log lines: the same line is written at most once every 10 seconds,
 * the next time with how many were held back. Anonymous requests cannot fill the log.
 */
export class RepeatedLines {
  private readonly seen = new Map<string, { at: number; held: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The line to write now (with the count held back since), or undefined to hold it back. */
  admit(line: string): string | undefined {
    const now = this.now();
    const entry = this.seen.get(line);
    if (entry && now - entry.at < QUIET_MS) {
      entry.held += 1;
      return undefined;
    }
    const held = entry?.held ?? 0;
    this.seen.delete(line);
    this.seen.set(line, { at: now, held: 0 });
    if (this.seen.size > REMEMBERED) this.seen.delete(this.seen.keys().next().value as string);
    return held > 0 ? `${line} (and ${held} more like it)` : line;
  }
}
