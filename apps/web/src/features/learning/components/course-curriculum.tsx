import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { lessonPath } from '../../../lib/player-paths';
import { useFeatureStore } from '../../../stores/use-stores';
import { Heading } from '../../../ui/heading';
import type { RootStore } from '../../../stores/root.store';
import { httpLearningApi } from '../api/learning-api';
import { PlayerStore } from '../stores/player.store';
import { formatClock, formatLength } from './durations';
import { KIND_LABEL, LessonMark } from './lesson-kind';
import './course-curriculum.css';

/**
 * The course page's own outline, apart from the player's, so each keeps its course. The page
 * that shows the outline may start reading it before this component mounts.
 */
export function createCurriculumStore(root: RootStore): PlayerStore {
  return new PlayerStore(httpLearningApi(root.api));
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * The course page's curriculum: sections, lessons with their kinds and durations, the total
 * length. Preview lessons open in the player for anyone signed in; an enrolled student sees
 * ticks and opens every lesson. A course without lessons shows nothing.
 */
export const CourseCurriculum = observer(function CourseCurriculum({
  courseId,
}: {
  courseId: string;
}) {
  const store = useFeatureStore(createCurriculumStore);
  useEffect(() => {
    // Unless the page already reads (or has read) this course's outline.
    if (store.courseId !== courseId) void store.loadOutline(courseId);
  }, [store, courseId]);
  const outline = store.outline;
  if (!outline || outline.courseId !== courseId || outline.lessonCount === 0) return null;

  return (
    <section className="curriculum" aria-labelledby="curriculum-heading">
      <Heading level={2} id="curriculum-heading">
        Course content
      </Heading>
      <p className="curriculum__summary">
        {plural(outline.sections.length, 'section')} · {plural(outline.lessonCount, 'lesson')} ·{' '}
        {formatLength(outline.totalSeconds)} total length
        {outline.progress ? ` · ${outline.progress.percent}% completed` : ''}
      </p>
      {outline.sections.map((section) => {
        const seconds = section.lessons.reduce((sum, lesson) => sum + lesson.durationSeconds, 0);
        return (
          <details key={section._id} className="curriculum__section" open>
            <summary>
              <span className="curriculum__section-title">{section.title}</span>
              <span className="curriculum__section-meta">
                {plural(section.lessons.length, 'lesson')} · {formatLength(seconds)}
              </span>
            </summary>
            <ul className="curriculum__lessons">
              {section.lessons.map((lesson) => {
                const opens = store.canOpen(lesson);
                const path = lessonPath(courseId, lesson._id);
                return (
                  <li key={lesson._id} className="curriculum__lesson">
                    <LessonMark lesson={lesson} locked={false} />
                    {opens && store.opensEverything ? (
                      <Link to={path} className="curriculum__lesson-title">
                        {lesson.title}
                      </Link>
                    ) : (
                      <span className="curriculum__lesson-title">{lesson.title}</span>
                    )}
                    <span className="curriculum__lesson-meta">
                      {opens && !store.opensEverything ? (
                        <Link to={path} aria-label={`Preview ${lesson.title}`}>
                          Preview
                        </Link>
                      ) : null}
                      <span>{KIND_LABEL[lesson.kind]}</span>
                      {lesson.durationSeconds > 0 ? (
                        <span>{formatClock(lesson.durationSeconds)}</span>
                      ) : null}
                    </span>
                  </li>
                );
              })}
            </ul>
          </details>
        );
      })}
    </section>
  );
});
