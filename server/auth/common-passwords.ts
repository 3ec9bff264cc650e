import { BadRequestException } from '@nestjs/common';
import list from '../../shared/passwords/common-passwords.json' with { type: 'json' };

/** What a member is told when a new password is one of the most common ones. */
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Choose one that is harder to guess.';

const COMMON = new Set<string>(list);

/** Whether a password is one of the 10,000 most common ones, whatever its case. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/**
 * Refuses a common password with the 400 validation answer every form reads: `field` names the
 * body's password field (`password` at sign-up and reset, `newPassword` on a change).
 */
export function refuseCommonPassword(password: string, field = 'password'): void {
  if (!isCommonPassword(password)) return;
  throw new BadRequestException({
    message: COMMON_PASSWORD_MESSAGE,
    errors: { [field]: [COMMON_PASSWORD_MESSAGE] },
  });
}
