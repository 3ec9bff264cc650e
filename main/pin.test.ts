import { describe, expect, it } from 'vitest';
import { hashPinCommand, verifyPin } from './pin.js';

describe('the --hash-pin command', () => {
  it('is not asked for on a normal start', () => {
    expect(hashPinCommand(['electron', '.', '--kiosk'])).toBeNull();
  });

  it('prints a salted hash that verifies the PIN, and succeeds', () => {
    const outcome = hashPinCommand(['electron', '.', '--hash-pin=735194']);
    expect(outcome?.exitCode).toBe(0);
    expect(verifyPin('735194', outcome!.stdout!)).toBe(true);
    expect(verifyPin('735195', outcome!.stdout!)).toBe(false);
  });

  it.each(['', '123', '1234567890123', '12a4', ' 1234'])('refuses the PIN "%s"', (pin) => {
    expect(hashPinCommand([`--hash-pin=${pin}`])).toEqual({
      exitCode: 1,
      stderr: '--hash-pin needs a PIN of 4 to 12 digits',
    });
  });
});
