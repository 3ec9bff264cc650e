import { MIN_PASSWORD_LENGTH } from '../constants.js';

// The password rules' messages, apart from the schemas that enforce them: the sign-up form shows
// them without loading the schema library.
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
export const PASSWORD_MISMATCH = 'Passwords do not match. Please check and try again.';
