import type { Request } from 'express';

/** The edition of the site a mail speaks for: English, or Arabic under `/ar`. */
export type Edition = 'en' | 'ar';

/** A page of the site in the edition's language, on PUBLIC_URL. */
export const editionUrl = (publicUrl: string, lang: Edition, path: string) =>
  `${publicUrl}${lang === 'ar' ? '/ar' : ''}${path}`;

/** The edition a request comes from (its Content-Language), for the mails it causes. */
export const editionOf = (req: Request): Edition =>
  (req.headers['content-language'] ?? '').toLowerCase().startsWith('ar') ? 'ar' : 'en';
