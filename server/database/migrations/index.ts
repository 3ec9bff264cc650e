import { AuthCommerce1763800000000 } from './1763800000000-auth-commerce.js';
import { ContentCommunityAcademyPartners1763800100000 } from './1763800100000-content-community-academy-partners.js';

/** Every migration, oldest first. Schema changes happen only through these. */
export const MIGRATIONS: Function[] = [
  AuthCommerce1763800000000,
  ContentCommunityAcademyPartners1763800100000,
];
