import { createDocument } from 'zod-openapi';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../routes';
import { apiPaths } from './api-paths';
import { certificatePaths } from './certificate-paths';
import { moneyPaths } from './money-paths';
import { editorialPaths } from './editorial-paths';
import { identityPaths } from './identity-paths';
import { learningPaths } from './learning-paths';
import { mediaPaths } from './media-paths';
import { processorPaths } from './processor-paths';
import { reviewPaths } from './review-paths';

/** The website's session cookie; `__Host-` prefixed on an https site. */
export const SESSION_COOKIE = 'gsc_session';

/**
 * The OpenAPI document of every route the server answers, generated from the contract's zod
 * schemas (requests and answers alike), so it cannot drift from what the server checks and
 * sends. `npm run openapi` writes it to docs/openapi.yaml.
 */
export function openApiDocument(): ReturnType<typeof createDocument> {
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'GS Classroom API',
        version: '1.0',
        description:
          "The v1 API of GS Classroom, the website's sign-in routes and the bundled identity " +
          "provider's forms. Paths, fields and answers keep the original product's wire " +
          'contract (`_id`, `insertedId`, `modifiedCount`, `deletedCount`, course status ' +
          "0/1/'rejected', prices in dollars). Every error answers " +
          '`{ error: { code, message, fields? } }`. See docs/api.md for conventions and the ' +
          'authorization matrix. Generated from the zod schemas of @classroom/http-contract.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: 'http://localhost:3000', description: 'A local server (npm start)' }],
      tags: [
        { name: 'accounts', description: "A person's own record" },
        { name: 'catalogue', description: 'Courses and figures anyone may read' },
        { name: 'instructor', description: "Approved instructors' courses" },
        { name: 'admin', description: 'Admins only' },
        {
          name: 'learning',
          description: "Curricula, the course page's outline, the player and students' progress",
        },
        { name: 'media', description: 'Uploaded pictures, videos and files' },
        {
          name: 'certification',
          description: 'Certificates of completion, their public check and the issuer keys',
        },
        { name: 'reviews', description: "Students' ratings and reviews of courses" },
        { name: 'enrollment', description: 'Paying for a course, receipts and enrollments' },
        { name: 'money', description: 'Refunds, disputes, earnings and payouts (decision 36)' },
        { name: 'outreach', description: 'Contact Us messages and newsletter sign-ups' },
        { name: 'platform', description: 'Health, readiness, version and configuration' },
        { name: 'identity', description: "The website's sign-in, session and bearer tokens" },
        { name: 'provider', description: "The bundled identity provider's own forms (/idp)" },
        { name: 'test-processor', description: 'The test-mode card processor (no Stripe keys)' },
      ],
      security: [{ session: [] }, { bearer: [] }],
      paths: {
        ...apiPaths,
        ...editorialPaths,
        ...learningPaths,
        ...mediaPaths,
        ...certificatePaths,
        ...reviewPaths,
        ...identityPaths,
        ...processorPaths,
        ...moneyPaths,
      },
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description:
              `The website's session cookie: ${SESSION_COOKIE}, or __Host-${SESSION_COOKIE} ` +
              `on an https site. Unsafe calls also send ${CSRF_HEADER}: ${CSRF_HEADER_VALUE} ` +
              '(or a same-origin Origin header).',
          },
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: "A token from POST /jwt, or the bundled provider's API access token",
          },
        },
      },
    },
    // A schema used in both a request and an answer (none today) gets a distinct name.
    { outputIdSuffix: 'Answer' },
  );
}
