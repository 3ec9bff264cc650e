/** Every message the auth endpoints answer with, in one place. */
export const AUTH_MESSAGES = {
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is taken',
  invalidCredentials: 'Invalid email or password',
  notSignedIn: 'Not signed in',
} as const;
