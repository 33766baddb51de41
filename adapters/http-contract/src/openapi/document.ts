import { createDocument } from 'zod-openapi';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../routes';
import { curriculumEndpoints } from '../endpoints/curriculum.endpoints';
import { mediaEndpoints } from '../endpoints/media.endpoints';
import { catalogEndpoints } from '../endpoints/catalog.endpoints';
import { certificationEndpoints } from '../endpoints/certification.endpoints';
import { dashboardsEndpoints } from '../endpoints/dashboards.endpoints';
import { editorialEndpoints } from '../endpoints/editorial.endpoints';
import { enrollmentEndpoints } from '../endpoints/enrollment.endpoints';
import { instructorEndpoints } from '../endpoints/instructor.endpoints';
import { moneyEndpoints } from '../endpoints/money.endpoints';
import { platformEndpoints } from '../endpoints/platform.endpoints';
import { usersEndpoints } from '../endpoints/users.endpoints';
import { adminEndpoints } from '../endpoints/admin.endpoints';
import { outreachEndpoints } from '../endpoints/outreach.endpoints';
import { notificationsEndpoints } from '../endpoints/notifications.endpoints';
import { playerEndpoints } from '../endpoints/player.endpoints';
import { reviewsEndpoints } from '../endpoints/reviews.endpoints';
import { API_TAGS } from '../tags';
import { apiPaths } from './api-paths';
import { mergePaths, pathsOf } from './endpoint-paths';
import { identityPaths } from './identity-paths';
import { mediaPaths } from './media-paths';
import { processorPaths } from './processor-paths';

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
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      security: [{ session: [] }, { bearer: [] }],
      paths: mergePaths(
        apiPaths,
        pathsOf(catalogEndpoints),
        pathsOf(enrollmentEndpoints),
        pathsOf(instructorEndpoints),
        pathsOf(editorialEndpoints),
        pathsOf(dashboardsEndpoints),
        pathsOf(curriculumEndpoints),
        pathsOf(playerEndpoints),
        mediaPaths,
        pathsOf(mediaEndpoints),
        pathsOf(certificationEndpoints),
        pathsOf(reviewsEndpoints),
        identityPaths,
        processorPaths,
        pathsOf(moneyEndpoints),
        pathsOf(platformEndpoints),
        pathsOf(notificationsEndpoints),
        pathsOf(outreachEndpoints),
        pathsOf(adminEndpoints),
        pathsOf(usersEndpoints),
      ),
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
