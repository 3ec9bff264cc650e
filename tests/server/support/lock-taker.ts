/**
 * One server start's lock step, for the same-instant takeover test:
 * `tsx lock-taker.ts <dataDir> <startAtMs> <takers>` waits until startAtMs (all takers start at
 * the same instant), tries to lock the folder, prints "owner" or "refused", and keeps what it got
 * until every one of the takers has tried (so a taker started late on a busy machine meets a live
 * owner, never a folder an owner has already left), then exits.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lockDataFolder } from '../../../server/database/data-folder.js';

const [dataDir, startAt, takers] = process.argv.slice(2);
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
writeFileSync(join(dataDir, `tried-${process.pid}`), '');
const tried = () => readdirSync(dataDir).filter((name) => name.startsWith('tried-')).length;
const wait = setInterval(() => {
  if (tried() >= Number(takers)) {
    clearInterval(wait);
    process.exit(0);
  }
}, 50);
