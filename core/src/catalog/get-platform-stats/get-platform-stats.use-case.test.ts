import { describe, expect, it } from 'vitest';
import { aCourse, aUser, anAdmin, anApprovedCourse } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

describe('GetPlatformStats', () => {
  it('counts users, approved courses and their enrollments', async () => {
    const core = memoryCore();
    await core.given(
      aUser(),
      aUser(),
      anAdmin(),
      anApprovedCourse({ totalEnrollment: 5 }),
      anApprovedCourse({ totalEnrollment: 7 }),
      aCourse({ totalEnrollment: 100 }),
      aCourse({ status: 'rejected', totalEnrollment: 50 }),
    );

    expect(await core.useCases.getPlatformStats.execute()).toEqual({
      users: 3,
      courses: 2,
      enrollments: 12,
    });
  });

  it('answers zeros for an empty platform', async () => {
    expect(await memoryCore().useCases.getPlatformStats.execute()).toEqual({
      users: 0,
      courses: 0,
      enrollments: 0,
    });
  });
});
