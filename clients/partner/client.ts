// The typed client of the Abtal Universe partner API (/api/partner/v1), for Node 20+ and browsers.
// `schema.d.ts` is generated from the API's OpenAPI document (`npm run client:partner`); only
// this file is written by hand.
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema.js';

export type { paths };
export type PartnerClient = Client<paths>;

/** A client that sends the key (`abtal_pk_...`) with every request. */
export function createPartnerClient(
  key: string,
  baseUrl = 'https://abtal-universe.com',
): PartnerClient {
  return createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${key}` } });
}
