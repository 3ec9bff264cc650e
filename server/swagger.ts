import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { PRODUCT_NAME } from '../shared/constants.js';
import { SESSION_COOKIE_NAME } from './common/session.js';
import { allowOwnStyles } from './delivery/security-headers.js';
import { PARTNER_KEY_SCHEME } from './partners/v1/partner-api.controller.js';

/** Swagger UI at /api/docs and the OpenAPI JSON at /api/docs-json: what partners integrate from. */
export function setupSwagger(app: INestApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(`${PRODUCT_NAME} API`)
      .setDescription(
        `The ${PRODUCT_NAME} API: accounts and sessions, comics, academy, community, memberships and partnerships. ` +
          'Errors are JSON `{ statusCode, error, message, errors? }`; `errors` maps each invalid field to its messages. ' +
          'State-changing requests from browsers must come from the site itself.',
      )
      // 3.1: its schemas are JSON Schema 2020-12, which is what the shared zod schemas generate.
      .setOpenAPIVersion('3.1.0')
      .setVersion('1.0')
      .addCookieAuth(SESSION_COOKIE_NAME)
      .addBearerAuth(
        {
          type: 'http',
          scheme: 'bearer',
          description:
            'A partner API key (`abtal_pk_...`), created in the partner portal: `Authorization: Bearer <key>`',
        },
        PARTNER_KEY_SCHEME,
      )
      .addTag('auth', 'Registration, login, logout, the session user and the profile')
      .addTag('content', 'Comic read counts, episodes and reading progress')
      .addTag('academy', 'Courses and enrolments')
      .addTag('community', 'Fan heroes, newsletter, votes and store pre-registration')
      .addTag('commerce', 'Membership tiers and subscriptions')
      .addTag('partners', 'Partnership applications and campaigns')
      .addTag(
        'partner-api',
        "The versioned partner API (/api/partner/v1): an API key as a Bearer token, or a partner account's session",
      )
      .addTag('admin', 'Account administration for ADMIN accounts: lookup and tier grants')
      .addTag('health', 'Service health')
      .addTag(
        'development',
        'The development mailbox (servers without SMTP_URL, never in production)',
      )
      .build(),
    // Each endpoint names its module's tag; no extra tag per controller class.
    { autoTagControllers: false },
  );
  // Routes without a scheme are public: said explicitly, so a generated client sends no credentials.
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations) as { security?: unknown[] }[]) {
      if (typeof operation === 'object' && operation && !operation.security)
        operation.security = [];
    }
  }
  // The page's inline reset styles, by their hash (the site's policy allows no other).
  app.use('/api/docs', allowOwnStyles);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
