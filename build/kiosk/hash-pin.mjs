#!/usr/bin/env node
// Prints the salted scrypt hash of a kiosk staff PIN for the exitPinHash field of kiosk.json:
//   node hash-pin.mjs 735194
// (the installed app does the same with `abtal-universe --hash-pin=735194`).
import { randomBytes, scryptSync } from 'node:crypto';

const pin = process.argv[2] ?? '';
if (!/^\d{4,12}$/.test(pin)) {
  console.error('Usage: node hash-pin.mjs <PIN of 4 to 12 digits>');
  process.exit(1);
}
const salt = randomBytes(16);
console.log(
  `scrypt$${salt.toString('base64url')}$${scryptSync(pin, salt, 32).toString('base64url')}`,
);
