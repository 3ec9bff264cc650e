import type { Messages } from '../messages';
import type { dubai as english } from './dubai.en';

export const dubai: Messages<typeof english> = {};
