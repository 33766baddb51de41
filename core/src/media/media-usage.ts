import type { LessonContent } from '../learning/lesson-content';
import type { MediaUsage } from './media-asset.repository.port';
import { assetIdOfImageUrl } from './media-rules';

/** The uploaded assets a lesson plays or offers: a video's asset, a file lesson's file. */
export function assetIdsOf(content: LessonContent): string[] {
  if (content.kind === 'video' && content.source.type === 'asset') return [content.source.assetId];
  if (content.kind === 'file') return [content.assetId];
  return [];
}

/** What a store reads to tell where an owner's media shows. */
export interface MediaReferences {
  photoUrl: string | null;
  courses: { id: string; name: string; published: boolean; image: string }[];
  lessons: {
    courseId: string;
    courseName: string;
    published: boolean;
    lessonId: string;
    title: string;
    content: LessonContent;
  }[];
}

/** Every use of media among the references, one per place it shows. */
export function mediaUsages(references: MediaReferences): MediaUsage[] {
  const none = { courseId: null, courseName: null, lessonId: null, lessonTitle: null };
  const usages: MediaUsage[] = [];
  const photo = references.photoUrl ? assetIdOfImageUrl(references.photoUrl) : null;
  if (photo) usages.push({ assetId: photo, where: 'profile-photo', ...none, published: true });
  for (const course of references.courses) {
    const assetId = assetIdOfImageUrl(course.image);
    if (!assetId) continue;
    usages.push({
      assetId,
      where: 'course-image',
      ...none,
      courseId: course.id,
      courseName: course.name,
      published: course.published,
    });
  }
  for (const lesson of references.lessons) {
    for (const assetId of assetIdsOf(lesson.content)) {
      usages.push({
        assetId,
        where: 'lesson',
        courseId: lesson.courseId,
        courseName: lesson.courseName,
        lessonId: lesson.lessonId,
        lessonTitle: lesson.title,
        published: lesson.published,
      });
    }
  }
  return usages;
}
