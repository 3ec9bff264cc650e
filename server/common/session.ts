export const SESSION_COOKIE_NAME = 'abtal.sid';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
  }
}
