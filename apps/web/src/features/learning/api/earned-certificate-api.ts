import { endpoints } from '@classroom/http-contract';
import type { ApiClient } from '../../../lib/api-client';

/** The id of the valid certificate the student holds for a course, or null. */
export type EarnedCertificateLookup = (courseId: string) => Promise<string | null>;

/** Looks the course up among the student's own certificates. */
export function httpEarnedCertificate(client: ApiClient): EarnedCertificateLookup {
  return async (courseId) => {
    const mine = await client.call(endpoints.myCertificates);
    const earned = mine.find((entry) => entry.courseId === courseId && entry.status === 'valid');
    return earned?._id ?? null;
  };
}
