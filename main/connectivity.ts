/** What the connectivity check reads and reports (the asset cache keeps the online state). */
export interface ConnectivityDeps {
  /** Chromium's own view (net.isOnline): false when there is no network at all. */
  hasNetwork: () => boolean;
  /** Asks the server's health endpoint; rejects when it cannot be reached. */
  probe: () => Promise<unknown>;
  isOnline: () => boolean;
  setOnline: (online: boolean) => void;
}

const CONNECTIVITY_CHECK_MS = 15_000;

/**
 * One check. No network means offline at once; while offline with a network, the server is probed so
 * the notice goes away without waiting for a click. While online nothing is asked: a request that
 * fails or succeeds says more (the asset cache and the API forwarder report those).
 */
export async function checkConnectivity(deps: ConnectivityDeps): Promise<void> {
  if (!deps.hasNetwork()) {
    deps.setOnline(false);
    return;
  }
  if (deps.isOnline()) return;
  try {
    await deps.probe();
    deps.setOnline(true);
  } catch {
    deps.setOnline(false);
  }
}

/** Checks now and every CONNECTIVITY_CHECK_MS, without keeping the process alive. */
export function watchConnectivity(deps: ConnectivityDeps): void {
  setInterval(() => void checkConnectivity(deps), CONNECTIVITY_CHECK_MS).unref();
  void checkConnectivity(deps);
}
