import { curriculumEndpoints } from './curriculum.endpoints';
import { mediaEndpoints } from './media.endpoints';
import { catalogEndpoints } from './catalog.endpoints';
import { certificationEndpoints } from './certification.endpoints';
import { dashboardsEndpoints } from './dashboards.endpoints';
import { editorialEndpoints } from './editorial.endpoints';
import { enrollmentEndpoints } from './enrollment.endpoints';
import { instructorEndpoints } from './instructor.endpoints';
import { moneyEndpoints } from './money.endpoints';
import { platformEndpoints } from './platform.endpoints';
import { usersEndpoints } from './users.endpoints';
import { adminEndpoints } from './admin.endpoints';
import { outreachEndpoints } from './outreach.endpoints';
import { notificationsEndpoints } from './notifications.endpoints';
import { playerEndpoints } from './player.endpoints';
import { reviewsEndpoints } from './reviews.endpoints';

/**
 * Every endpoint declared in a table, one table per resource, by name (names are unique
 * across tables: a test says so). The Koa adapter registers them, the OpenAPI document
 * describes them, the web and desktop clients call them.
 */
export const endpoints = {
  ...reviewsEndpoints,
  ...moneyEndpoints,
  ...platformEndpoints,
  ...notificationsEndpoints,
  ...outreachEndpoints,
  ...adminEndpoints,
  ...usersEndpoints,
  ...curriculumEndpoints,
  ...playerEndpoints,
  ...mediaEndpoints,
  ...catalogEndpoints,
  ...certificationEndpoints,
  ...enrollmentEndpoints,
  ...instructorEndpoints,
  ...editorialEndpoints,
  ...dashboardsEndpoints,
};
