/** Resolves once `${origin}/api/health` answers OK; fails after two minutes. */
export async function waitForServer(origin) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not start on ${origin}`);
}
