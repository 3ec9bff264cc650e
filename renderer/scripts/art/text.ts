/** Rough advance widths (em) of Verdana / DejaVu Sans, the widest common sans faces. */
function textWidth(text: string, size: number, bold = false): number {
  let w = 0;
  for (const ch of text) {
    if (ch === ' ') w += 0.35;
    else if ("ijlI.,;:!|'’".includes(ch)) w += 0.32;
    else if ('frt()-“”"'.includes(ch)) w += 0.45;
    else if ('mwMW'.includes(ch)) w += 0.98;
    else if (/[A-Z]/.test(ch)) w += 0.74;
    else if (/[0-9]/.test(ch)) w += 0.64;
    else w += 0.62;
  }
  return w * size * (bold ? 1.1 : 1);
}

type Measure = (text: string, size: number, bold?: boolean) => number;

/** Breaks text into lines no wider than maxWidth, measured with `measure`. */
export function wrap(
  text: string,
  size: number,
  maxWidth: number,
  bold = false,
  measure: Measure = textWidth,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next, size, bold) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export const widest = (
  lines: readonly string[],
  size: number,
  bold = false,
  measure: Measure = textWidth,
): number => Math.max(...lines.map((l) => measure(l, size, bold)));
