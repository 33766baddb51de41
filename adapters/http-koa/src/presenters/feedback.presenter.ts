import type { Feedback, PlatformStats } from '@classroom/core';
import type { FeedbackWire, StatsWire } from '@classroom/http-contract';

export function presentFeedback(feedback: Feedback): FeedbackWire {
  return {
    _id: feedback.id,
    feedbackText: feedback.feedbackText,
    image: feedback.image,
    name: feedback.name,
    title: feedback.title,
  };
}

export function presentStats(stats: PlatformStats): StatsWire {
  return {
    totalUsers: stats.users,
    totalCourses: stats.courses,
    totalEnrollment: stats.enrollments,
  };
}
