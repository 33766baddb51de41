import { Progress } from 'antd';
import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router';
import type { PlayerStore } from '../stores/player.store';
import { formatClock } from './durations';
import { KIND_LABEL, LessonMark } from './lesson-kind';
import { lessonPath } from '../../../lib/player-paths';

/** The player's outline: sections with their progress, lessons with ticks and locks. */
export const OutlineNav = observer(function OutlineNav({ store }: { store: PlayerStore }) {
  const outline = store.outline;
  if (!outline) return null;
  return (
    <nav aria-label="Course outline" className="outline-nav">
      {outline.sections.map((section, index) => {
        const { done, total } = store.sectionProgress(section._id);
        return (
          <section key={section._id} className="outline-nav__section">
            <h2 className="outline-nav__title">
              <span>
                Section {index + 1}: {section.title}
              </span>
              {store.role === 'student' ? (
                <span className="outline-nav__count">
                  {done}/{total}
                </span>
              ) : null}
            </h2>
            {store.role === 'student' ? (
              <Progress
                percent={total === 0 ? 0 : Math.round((done * 100) / total)}
                size="small"
                showInfo={false}
                aria-label={`${section.title}: ${done} of ${total} lessons completed`}
              />
            ) : null}
            <ol className="outline-nav__lessons">
              {section.lessons.map((lesson) => {
                const locked = !store.canOpen(lesson);
                const body = (
                  <>
                    <LessonMark lesson={lesson} locked={locked} />
                    <span className="outline-nav__lesson-title">{lesson.title}</span>
                    <span className="outline-nav__meta">
                      {KIND_LABEL[lesson.kind]}
                      {lesson.durationSeconds > 0
                        ? ` · ${formatClock(lesson.durationSeconds)}`
                        : ''}
                      {lesson.preview && !store.opensEverything ? ' · Preview' : ''}
                    </span>
                  </>
                );
                return (
                  <li key={lesson._id}>
                    {locked ? (
                      <span className="outline-nav__lesson outline-nav__lesson--locked">
                        {body}
                      </span>
                    ) : (
                      <NavLink
                        to={lessonPath(outline.courseId, lesson._id)}
                        className="outline-nav__lesson"
                      >
                        {body}
                      </NavLink>
                    )}
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}
    </nav>
  );
});
