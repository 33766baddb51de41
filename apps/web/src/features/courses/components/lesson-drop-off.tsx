import type { LessonDropOff } from '../api/courses-api';

/**
 * The drop-off by lesson as bars drawn in CSS, as the admin overview's charts are (no chart
 * library in the bundle): one row per lesson in curriculum order, its title and the share of
 * enrolled students who completed it, in words as well as in length.
 */
export function LessonDropOffChart({
  lessons,
  enrolled,
}: {
  lessons: LessonDropOff[];
  enrolled: number;
}) {
  return (
    <figure className="dash-chart dash-drop-off">
      <figcaption>
        <strong>Drop-off by lesson</strong>
        <span>Share of the {enrolled} enrolled who completed each lesson</span>
      </figcaption>
      {lessons.length === 0 ? (
        <p className="dash-drop-off__empty">This course has no lessons yet.</p>
      ) : (
        <ol className="dash-drop-off__rows">
          {lessons.map((lesson, index) => (
            <li key={lesson.id} className="dash-drop-off__row">
              <span className="dash-drop-off__title" title={lesson.title}>
                {index + 1}. {lesson.title}
              </span>
              <span className="dash-drop-off__track" aria-hidden="true">
                <span className="dash-drop-off__bar" style={{ width: `${lesson.percent}%` }} />
              </span>
              <span className="dash-drop-off__value">
                {lesson.percent}% <span className="dash-drop-off__count">({lesson.completed})</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </figure>
  );
}
