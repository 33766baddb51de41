import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Button, Skeleton, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router';
import { coursePlayerPath, lessonPath } from '../../../lib/player-paths';
import type { PlayerStore } from '../stores/player.store';
import { ruleMet, standingText } from './completion-rule';
import { formatClock } from './durations';
import { KIND_LABEL } from './lesson-kind';
import { LessonArticle } from './lesson-article';
import { LessonFile } from './lesson-file';
import { LessonQuiz } from './lesson-quiz';
import { LessonVideo } from './lesson-video';

/** Whose view this is: only an enrolled student's viewing is recorded. */
function StandingNote({ store }: { store: PlayerStore }) {
  const view = store.view;
  const standing = store.standing;
  if (!view || !standing) return null;
  if (!standing.tracked) {
    const text =
      view.role === 'visitor'
        ? 'A free preview: enroll in the course to open every lesson and keep your progress.'
        : 'You see this lesson as a student would; nothing you do here is recorded.';
    return <Alert type="info" showIcon title={text} className="lesson-pane__rule" />;
  }
  const done = standing.status === 'completed';
  return (
    <Alert
      type={done ? 'success' : 'info'}
      showIcon
      icon={done ? <CheckCircleFilled /> : undefined}
      title={standingText(view.rule, standing)}
      className="lesson-pane__rule"
      role="status"
    />
  );
}

function LessonContent({ store }: { store: PlayerStore }) {
  const content = store.view?.lesson.content;
  switch (content?.kind) {
    case 'video':
      return <LessonVideo store={store} />;
    case 'article':
      return <LessonArticle markdown={content.markdown} />;
    case 'quiz':
      return <LessonQuiz store={store} />;
    case 'file':
      return <LessonFile store={store} />;
    default:
      return null;
  }
}

/** The open lesson: its rule and standing, its content, and the way on. */
export const LessonPane = observer(function LessonPane({ store }: { store: PlayerStore }) {
  const navigate = useNavigate();
  const view = store.view;
  if (store.lessonStatus === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        title={store.lessonError}
        action={<Link to={`/course/${store.courseId}`}>See the course</Link>}
      />
    );
  }
  if (!view) return <Skeleton active paragraph={{ rows: 8 }} />;
  const { lesson, rule } = view;
  const standing = store.standing;
  const tracked = standing?.tracked ?? false;
  const completed = standing?.status === 'completed';
  const canComplete = standing ? ruleMet(rule, standing) : false;
  const next = view.nextLessonId
    ? store.lessons.find((candidate) => candidate._id === view.nextLessonId)
    : undefined;

  const completeAndContinue = async () => {
    const step = await store.completeAndContinue();
    if (!step) return;
    navigate(
      'finished' in step
        ? coursePlayerPath(store.courseId)
        : lessonPath(store.courseId, step.lessonId),
    );
  };

  return (
    <article className="lesson-pane" aria-labelledby="lesson-title">
      <header className="lesson-pane__header">
        <h1 id="lesson-title" className="lesson-pane__title">
          {lesson.title}
        </h1>
        <p className="lesson-pane__meta">
          <Tag>{KIND_LABEL[lesson.kind]}</Tag>
          {lesson.durationSeconds > 0 ? <span>{formatClock(lesson.durationSeconds)}</span> : null}
          {lesson.preview ? <Tag color="blue">Preview</Tag> : null}
        </p>
      </header>
      <StandingNote store={store} />
      <LessonContent store={store} />
      {store.actionError ? (
        <Alert type="error" showIcon title={store.actionError} role="alert" />
      ) : null}
      <footer className="lesson-pane__footer">
        {view.previousLessonId ? (
          <Button onClick={() => navigate(lessonPath(store.courseId, view.previousLessonId!))}>
            Previous
          </Button>
        ) : (
          <span />
        )}
        <div className="lesson-pane__actions">
          {tracked && completed ? (
            <Button disabled={store.busy} onClick={() => void store.markIncomplete()}>
              Mark incomplete
            </Button>
          ) : null}
          {tracked ? (
            <Button
              type="primary"
              disabled={store.busy || !canComplete}
              onClick={() => void completeAndContinue()}
            >
              {completed ? 'Continue' : 'Complete and continue'}
            </Button>
          ) : next && store.canOpen(next) ? (
            <Button type="primary" onClick={() => navigate(lessonPath(store.courseId, next._id))}>
              Next lesson
            </Button>
          ) : view.role === 'visitor' ? (
            <Link to={`/course/${store.courseId}`} className="button button--primary">
              Enroll to continue
            </Link>
          ) : null}
        </div>
      </footer>
    </article>
  );
});
