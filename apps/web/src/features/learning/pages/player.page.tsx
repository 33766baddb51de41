import { ArrowLeftOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Alert, Button, ConfigProvider, Drawer, Progress, Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { useMediaQuery } from '../../../lib/use-media-query';
import { lessonPath } from '../../../lib/player-paths';
import { useFeatureStore } from '../../../stores/use-stores';
import { theme } from '../../../ui/theme';
import { FinishScreen } from '../components/finish-screen';
import { LessonPane } from '../components/lesson-pane';
import { OutlineNav } from '../components/outline-nav';
import { createEarnedCertificateStore } from '../stores/earned-certificate.store';
import { createPlayerStore, type PlayerStore } from '../stores/player.store';
import '../learning.css';

/** Without a lesson in the address: the lesson to continue with, or the finish screen. */
const CourseStart = observer(function CourseStart({ store }: { store: PlayerStore }) {
  const certificate = useFeatureStore(createEarnedCertificateStore);
  if (store.finished) return <FinishScreen store={store} certificate={certificate} />;
  const next = store.continueLessonId;
  if (next) return <Navigate to={lessonPath(store.courseId, next)} replace />;
  if (store.lessons.length === 0) {
    return <Alert type="info" showIcon title="This course has no lessons yet." />;
  }
  return (
    <Alert
      type="info"
      showIcon
      title="Enroll in the course to open its lessons."
      action={<Link to={`/course/${store.courseId}`}>See the course</Link>}
    />
  );
});

/** /user-dashboard/learn/:courseId/:lessonId? — the course player. */
export const Component = observer(function PlayerPage() {
  const { courseId = '', lessonId = '' } = useParams();
  const store = useFeatureStore(createPlayerStore);
  const wide = useMediaQuery('(min-width: 992px)');
  const [outlineOpen, setOutlineOpen] = useState(false);
  const location = useLocation();
  usePageTitle(store.view?.lesson.title ?? store.outline?.courseName ?? 'Course player');

  useEffect(() => {
    void store.loadOutline(courseId);
  }, [store, courseId]);
  useEffect(() => {
    if (lessonId) void store.openLesson(lessonId);
  }, [store, courseId, lessonId]);
  // A lesson chosen in the drawer closes it.
  useEffect(() => setOutlineOpen(false), [location.pathname]);

  const outline = store.outline;
  const showProgress = store.role === 'student';
  const main =
    store.outlineStatus === 'failed' ? (
      <Alert
        type="error"
        showIcon
        title={store.outlineError}
        action={<Button onClick={() => void store.loadOutline(courseId)}>Try again</Button>}
      />
    ) : !outline ? (
      <Skeleton active paragraph={{ rows: 8 }} />
    ) : lessonId ? (
      <LessonPane store={store} />
    ) : (
      <CourseStart store={store} />
    );

  return (
    <ConfigProvider theme={theme}>
      <div className="player">
        <a className="skip-link" href="#lesson">
          Skip to the lesson
        </a>
        <header className="player__bar">
          {wide ? null : (
            <Button
              icon={<UnorderedListOutlined />}
              aria-expanded={outlineOpen}
              onClick={() => setOutlineOpen(true)}
            >
              Outline
            </Button>
          )}
          <Link to={`/course/${courseId}`} className="player__course">
            {outline?.courseName ?? 'Course'}
          </Link>
          {showProgress ? (
            <Progress
              className="player__progress"
              percent={store.percent}
              size="small"
              aria-label={`Course progress: ${store.percent}%`}
            />
          ) : null}
          <Link to="/user-dashboard/class" className="player__back">
            <ArrowLeftOutlined aria-hidden="true" /> My enroll class
          </Link>
        </header>
        <div className="player__body">
          {wide ? (
            <aside className="player__outline">
              <OutlineNav store={store} />
            </aside>
          ) : (
            <Drawer
              open={outlineOpen}
              onClose={() => setOutlineOpen(false)}
              placement="left"
              size={320}
              title={outline?.courseName ?? 'Outline'}
              className="player-drawer"
            >
              <OutlineNav store={store} />
            </Drawer>
          )}
          <main id="lesson" className="player__main" tabIndex={-1}>
            {main}
          </main>
        </div>
      </div>
    </ConfigProvider>
  );
});
