// Probes `${origin}/api/health` every 100 ms from a process of its own, as a load balancer does,
// until it receives SIGTERM; then prints one JSON line: each probe's time, status and body.
// A probe sent from the process that also makes the load would measure that process's own queue.
const [origin] = process.argv.slice(2);
const probes = [];
let probing = true;
process.on('SIGTERM', () => {
  probing = false;
});
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
while (probing) {
  const started = Date.now();
  try {
    const res = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(60_000) });
    const body = await res.json().catch(() => ({}));
    probes.push({ ms: Date.now() - started, status: res.status, body });
  } catch {
    probes.push({ ms: Date.now() - started, status: 0, body: {} });
  }
  await sleep(100);
}
process.stdout.write(`${JSON.stringify(probes)}\n`);
