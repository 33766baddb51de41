import { catalogEndpoints } from './catalog.endpoints';
import { certificationEndpoints } from './certification.endpoints';
import { editorialEndpoints } from './editorial.endpoints';
import { enrollmentEndpoints } from './enrollment.endpoints';
import { instructorEndpoints } from './instructor.endpoints';
import { moneyEndpoints } from './money.endpoints';
import { reviewsEndpoints } from './reviews.endpoints';

/**
 * Every endpoint declared in a table, one table per resource, by name (names are unique
 * across tables: a test says so). The Koa adapter registers them, the OpenAPI document
 * describes them, the web and desktop clients call them.
 */
export const endpoints = {
  ...reviewsEndpoints,
  ...moneyEndpoints,
  ...catalogEndpoints,
  ...certificationEndpoints,
  ...enrollmentEndpoints,
  ...instructorEndpoints,
  ...editorialEndpoints,
};
