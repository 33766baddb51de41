import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LearningApi, Outline } from '../api/learning-api';
import { EarnedCertificateStore } from '../stores/earned-certificate.store';
import { PlayerStore } from '../stores/player.store';
import { FinishScreen } from './finish-screen';

const finished: Outline = {
  courseId: 'c1',
  courseName: 'Algebra Refresher',
  role: 'student',
  lessonCount: 1,
  totalSeconds: 60,
  sections: [
    {
      _id: 's1',
      title: 'All',
      lessons: [
        {
          _id: 'a',
          title: 'A',
          kind: 'article',
          preview: false,
          durationSeconds: 60,
          status: 'completed',
        },
      ],
    },
  ],
  progress: {
    percent: 100,
    completedLessons: 1,
    lastLessonId: 'a',
    continueLessonId: null,
    completedAt: '2026-03-01T10:00:00.000Z',
  },
};

async function finishedCourse(earned: string | null) {
  const player = new PlayerStore({ outline: async () => finished } as unknown as LearningApi);
  await player.loadOutline('c1');
  const certificates = new EarnedCertificateStore(async (courseId) =>
    courseId === 'c1' ? earned : null,
  );
  render(
    <MemoryRouter>
      <FinishScreen store={player} certificate={certificates} />
    </MemoryRouter>,
  );
}

describe('FinishScreen', () => {
  it('says a certificate was earned and links to it', async () => {
    await finishedCourse('cert-7');
    expect(await screen.findByText('You earned a certificate for this course.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your certificate' }).getAttribute('href')).toBe(
      '/verify/cert-7',
    );
  });

  it('promises no certificate for a course that gives none', async () => {
    await finishedCourse(null);
    expect(await screen.findByRole('link', { name: 'My certificates' })).toBeTruthy();
    expect(screen.queryByText('You earned a certificate for this course.')).toBeNull();
  });
});
