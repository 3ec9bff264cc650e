import { describe, expect, it } from 'vitest';
import list from '../../shared/passwords/common-passwords.json' with { type: 'json' };
import { isCommonPassword } from './common-passwords.js';

describe('isCommonPassword', () => {
  it('ships the 10,000 most common passwords, lower-cased and without repeats', () => {
    expect(list).toHaveLength(10_000);
    expect(new Set(list).size).toBe(10_000);
    expect(list.slice(0, 4)).toEqual(['123456', 'password', '12345678', 'qwerty']);
    for (const password of list) expect(password).toBe(password.toLowerCase());
  });

  it.each(['password', 'PASSWORD', 'Qwerty123', 'iloveyou', '123456789', 'sunshine'])(
    'finds %s',
    (password) => expect(isCommonPassword(password)).toBe(true),
  );

  it.each(['sky-panther', 'falcon-over-the-dunes', 'sandstorm42', 'password 1 2 3 4'])(
    'lets %s through',
    (password) => expect(isCommonPassword(password)).toBe(false),
  );
});
