// The partner API's typed client: `clients/partner/schema.d.ts` from `clients/partner/openapi.json`
// (the partner part of the document the server publishes, written by
// tests/server/partner-client.test.ts with UPDATE_PARTNER_CLIENT=1).
//
//   node scripts/partner-client.mjs           writes schema.d.ts
//   node scripts/partner-client.mjs --check   exits 1 when the committed one differs (npm run check)
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

const DIR = join(import.meta.dirname, '../clients/partner');
const TYPES = join(DIR, 'schema.d.ts');

const document = JSON.parse(readFileSync(join(DIR, 'openapi.json'), 'utf8'));
const generated = COMMENT_HEADER + astToString(await openapiTS(document, { silent: true }));

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(TYPES, 'utf8');
  } catch {
    // Missing: reported as drift below.
  }
  if (committed !== generated) {
    console.error(
      'clients/partner/schema.d.ts is not the one its openapi.json gives: run `npm run client:partner`.',
    );
    process.exit(1);
  }
} else {
  writeFileSync(TYPES, generated);
  console.log(`Wrote ${TYPES}`);
}
