/**
 * One server start's lock step, for the same-instant takeover test and benchmark:
 * `tsx lock-taker.ts <dataDir> <startAtMs> <holdMs>` waits until startAtMs (all takers start at
 * the same instant), tries to lock the folder, prints "owner" or "refused", keeps what it got
 * for holdMs (so later takers meet a live owner), then exits.
 */
import { lockDataFolder } from '../../../server/database/data-folder.js';

const [dataDir, startAt, hold] = process.argv.slice(2);
while (Date.now() < Number(startAt)) {
  // spin: a timer would wake the takers milliseconds apart
}
let verdict: string;
try {
  lockDataFolder(dataDir);
  verdict = 'owner';
} catch (error) {
  verdict = `refused ${error instanceof Error ? error.message : String(error)}`;
}
process.stdout.write(`${verdict}\n`);
setTimeout(() => process.exit(0), Number(hold));
