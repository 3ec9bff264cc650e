/** The time zones the release time is entered in (the browser's own is offered first). */
export const TIME_ZONES = [
  'Asia/Dubai',
  'Asia/Riyadh',
  'Africa/Cairo',
  'Europe/London',
  'America/New_York',
  'UTC',
] as const;

/** The offset of `zone` from UTC at `instant`, in minutes (Dubai: 240). */
function offsetMinutes(zone: string, instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant a wall-clock time (`2026-12-01T18:00`, as a datetime-local input gives it) names in
 * `zone`, as ISO with that zone's offset (`2026-12-01T18:00:00+04:00`); null for an empty or bad one.
 */
export function zonedToIso(local: string, zone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [y, mo, d, h, mi] = match.slice(1).map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // The offset at the guessed instant, then again at the corrected one (near a clock change).
  let offset = offsetMinutes(zone, new Date(wall));
  offset = offsetMinutes(zone, new Date(wall - offset * 60_000));
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${local}:00${sign}${hh}:${mm}`;
}

/** An instant as the wall-clock time of `zone`, for a datetime-local input (`2026-12-01T18:00`). */
export function isoToZoned(iso: string, zone: string): string {
  const instant = new Date(iso);
  const shifted = new Date(instant.getTime() + offsetMinutes(zone, instant) * 60_000);
  return shifted.toISOString().slice(0, 16);
}
