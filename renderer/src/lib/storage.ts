/** Web storage that never throws (private modes, disabled storage, server rendering). */
function safe(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

export const storage = {
  get(key: string, kind: 'localStorage' | 'sessionStorage' = 'localStorage'): string | null {
    try {
      return safe(kind)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string, kind: 'localStorage' | 'sessionStorage' = 'localStorage'): void {
    try {
      safe(kind)?.setItem(key, value);
    } catch {
      // storage full or disabled: the feature degrades, nothing breaks
    }
  },
  /** The keys that start with `prefix`. */
  keys(prefix: string, kind: 'localStorage' | 'sessionStorage' = 'localStorage'): string[] {
    try {
      const store = safe(kind);
      if (!store) return [];
      const found: string[] = [];
      for (let index = 0; index < store.length; index += 1) {
        const key = store.key(index);
        if (key?.startsWith(prefix)) found.push(key);
      }
      return found;
    } catch {
      return [];
    }
  },
  remove(key: string, kind: 'localStorage' | 'sessionStorage' = 'localStorage'): void {
    try {
      safe(kind)?.removeItem(key);
    } catch {
      // ignore
    }
  },
};
