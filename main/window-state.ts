import Store from 'electron-store';
import { z } from 'zod';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState {
  bounds: Rect;
  maximized: boolean;
  fullscreen: boolean;
}

const rectSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(200).max(20_000),
  height: z.number().int().min(200).max(20_000),
});
const stateSchema = z.object({
  bounds: rectSchema,
  maximized: z.boolean(),
  fullscreen: z.boolean(),
});

const DEFAULT_SIZE = { width: 1280, height: 820 };
export const MIN_SIZE = { width: 800, height: 600 };

const overlap = (a: Rect, b: Rect) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/**
 * Where to put the window: the saved bounds if they still sit on a connected display, moved and shrunk
 * to fit that display's work area; otherwise the default size centred on the primary display. A monitor
 * unplugged since last time never leaves the window off screen.
 */
export function restoreBounds(saved: unknown, workAreas: readonly Rect[]): Rect {
  const primary = workAreas[0] ?? { x: 0, y: 0, ...DEFAULT_SIZE };
  const centred = (area: Rect): Rect => {
    const width = Math.min(DEFAULT_SIZE.width, area.width);
    const height = Math.min(DEFAULT_SIZE.height, area.height);
    return {
      x: area.x + Math.round((area.width - width) / 2),
      y: area.y + Math.round((area.height - height) / 2),
      width,
      height,
    };
  };
  const parsed = rectSchema.safeParse(saved);
  if (!parsed.success) return centred(primary);
  const bounds = parsed.data;
  const best = [...workAreas].sort((a, b) => overlap(bounds, b) - overlap(bounds, a))[0];
  // Less than a 100x100 corner visible counts as lost.
  if (!best || overlap(bounds, best) < 100 * 100) return centred(primary);
  const width = Math.min(bounds.width, best.width);
  const height = Math.min(bounds.height, best.height);
  return {
    width,
    height,
    x: Math.min(Math.max(bounds.x, best.x), best.x + best.width - width),
    y: Math.min(Math.max(bounds.y, best.y), best.y + best.height - height),
  };
}

export interface WindowStateBackend {
  get(): unknown;
  set(state: WindowState): void;
}

export function createWindowStateStore(options: { cwd?: string } = {}): WindowStateBackend {
  const store = new Store<{ window?: WindowState }>({
    name: 'window-state',
    cwd: options.cwd,
    clearInvalidConfig: true,
  });
  return {
    get: () => store.get('window'),
    set: (state) => store.set('window', state),
  };
}

export function loadWindowState(backend: WindowStateBackend, workAreas: readonly Rect[]) {
  const parsed = stateSchema.safeParse(backend.get());
  return {
    bounds: restoreBounds(parsed.success ? parsed.data.bounds : undefined, workAreas),
    maximized: parsed.success && parsed.data.maximized,
    fullscreen: parsed.success && parsed.data.fullscreen,
  };
}

/** The window calls this tracker on move/resize/close; it saves at most every `delayMs`. */
export function createWindowStateSaver(
  backend: WindowStateBackend,
  read: () => WindowState,
  delayMs = 500,
) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const saveNow = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const state = read();
    if (stateSchema.safeParse(state).success) backend.set(state);
  };
  return {
    schedule() {
      if (timer) clearTimeout(timer);
      timer = setTimeout(saveNow, delayMs);
    },
    saveNow,
  };
}
