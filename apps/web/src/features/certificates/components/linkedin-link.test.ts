import { describe, expect, it } from 'vitest';
import { linkedInAddToProfile } from './linkedin-link';

describe('linkedInAddToProfile', () => {
  it("fills LinkedIn's certification form: name, issuer, month, verify page and code", () => {
    const link = new URL(
      linkedInAddToProfile(
        {
          id: 'c1',
          code: 'GSC-7K4M-2QX9',
          studentName: 'Ada',
          courseId: 'course-1',
          courseName: 'React & Redux',
          instructorName: 'Grace',
          completedAt: '2026-03-31T23:30:00.000Z',
          status: 'valid',
          revokedAt: null,
          verifyUrl: 'https://school.example/verify/c1',
        },
        'GS Classroom',
      ),
    );
    expect(link.origin + link.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Certificate of Completion: React & Redux',
      organizationName: 'GS Classroom',
      issueYear: '2026',
      issueMonth: '3',
      certUrl: 'https://school.example/verify/c1',
      certId: 'GSC-7K4M-2QX9',
    });
  });
});
