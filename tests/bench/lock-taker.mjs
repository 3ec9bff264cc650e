// One server start's lock step on the built server, for `npm run bench:faults`:
// node lock-taker.mjs <dataDir> <startAtMs> <holdMs> waits until startAtMs, tries to lock the
// folder, prints "owner" or "refused", keeps what it got for holdMs, then exits.
import { lockDataFolder } from '../../dist/server/server/database/data-folder.js';

const [dataDir, startAt, hold] = process.argv.slice(2);
while (Date.now() < Number(startAt)) {
  // spin: a timer would wake the takers milliseconds apart
}
let verdict;
try {
  lockDataFolder(dataDir);
  verdict = 'owner';
} catch (error) {
  verdict = `refused ${error.message}`;
}
process.stdout.write(`${verdict}\n`);
setTimeout(() => process.exit(0), Number(hold));
