import { observer } from 'mobx-react-lite';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { CourseWire } from '@classroom/http-contract';
import { useFeatureStore, useStores } from '../../stores/use-stores';
import { NotFoundPage } from '../../ui/not-found.page';
import { usePageTitle } from '../../lib/page-title';
import { coursePlayerPath } from '../../lib/player-paths';
import { Avatar } from '../../ui/avatar';
import { CourseImage } from '../../ui/course-image';
import { EmailText } from '../../ui/email-text';
import { FactList } from '../../ui/fact-list';
import { LoadingImage } from '../../ui/loading-image';
import { formatDollars } from '../../ui/money';
import { createCourseStore } from '../../stores/course-store';
import './catalog.css';

const WHAT_YOU_LEARN = [
  'Core concepts explained from the ground up',
  'Hands-on projects you can show to others',
  'Best practices used by professionals',
  'How to solve real problems step by step',
  'Tools and workflows of the field',
  'Confidence to keep learning on your own',
];

const TABS = ['Overview', 'Instructor'] as const;
type Tab = (typeof TABS)[number];

function Overview({ course, curriculum }: { course: CourseWire; curriculum: ReactNode }) {
  return (
    <div>
      <h2>Course description</h2>
      <p>{course.detailedDescription}</p>
      {curriculum}
      <h2>What you&apos;ll learn</h2>
      <ul className="learn-list">
        {WHAT_YOU_LEARN.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h2>Certification</h2>
      <p>
        Finish every lecture of this course to receive a certificate of completion that you can
        share with employers and on your professional profiles.
      </p>
    </div>
  );
}

function Instructor({ course }: { course: CourseWire }) {
  return (
    <div className="instructor-tab">
      <Avatar name={course.instructorName} src={course.instructorImage} size={96} />
      <div>
        <h2>{course.instructorName}</h2>
        <p>{course.instructorTitle}</p>
        <p>Experience: {course.instructorExperience}</p>
        <p>
          <EmailText value={course.instructorEmail} />
        </p>
      </div>
    </div>
  );
}

/** The curriculum outline, which the app composes in from the learning feature. */
export type CurriculumSlot = (courseId: string) => ReactNode;

/** /course/:id — the course, its instructor, and the way to pay or continue. */
const CourseDetailsPage = observer(function CourseDetailsPage({
  curriculum,
}: {
  curriculum?: CurriculumSlot;
}) {
  const { id = '' } = useParams();
  const { auth } = useStores();
  const store = useFeatureStore(createCourseStore);
  const [tab, setTab] = useState<Tab>('Overview');
  const course = store.course(id);
  const load = store.loadOf(id);
  const email = auth.user?.email;
  usePageTitle(course ? course.courseName : 'Course Details');

  useEffect(() => {
    void store.loadCourse(id);
  }, [store, id]);
  useEffect(() => {
    if (email) void store.loadPayments(email);
  }, [store, email]);

  if (load?.status === 'error' && load.notFound) return <NotFoundPage />;
  if (load?.status === 'error' && !course) {
    return (
      <p className="container notice notice--error" role="alert">
        {load.message}
      </p>
    );
  }
  if (!course) return <LoadingImage label="Loading the course" />;

  const paid = store.hasPaid(course._id);
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length];
    setTab(next);
    document.getElementById(`tab-${next}`)?.focus();
  };

  return (
    <div className="container">
      <h1 className="page-title">{course.courseName}</h1>
      <p>{course.shortDescription}</p>
      <div className="course-details">
        <div>
          <div className="tabs" role="tablist" aria-label="Course information" onKeyDown={onTabKey}>
            {TABS.map((name) => (
              <button
                key={name}
                id={`tab-${name}`}
                type="button"
                role="tab"
                aria-selected={tab === name}
                aria-controls={`panel-${name}`}
                tabIndex={tab === name ? 0 : -1}
                onClick={() => setTab(name)}
              >
                {name}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} tabIndex={0}>
            {tab === 'Overview' ? (
              <Overview course={course} curriculum={curriculum?.(course._id)} />
            ) : (
              <Instructor course={course} />
            )}
          </div>
        </div>
        <aside className="side-card" aria-label="Enrollment">
          <CourseImage src={course.courseImage} alt={course.courseName} eager />
          <div className="side-card__body">
            <FactList
              facts={[
                ['Category', course.courseCategory],
                ['Enrollment', `${course.totalEnrollment} students`],
                ['Language', course.language],
                ['Lectures', course.lectures],
                ['Certificate', course.certificate],
                ['Instructor email', <EmailText value={course.instructorEmail} />],
                ['Experience', course.instructorExperience],
                ['Job', course.instructorTitle],
              ]}
            />
            <p className="side-card__price">{formatDollars(course.price)}</p>
            {paid ? (
              <Link
                to={coursePlayerPath(course._id)}
                className="button button--primary button--block"
              >
                Continue
              </Link>
            ) : email && !store.paymentsKnownFor(email) && store.paymentsStatus !== 'error' ? (
              <LoadingImage label="Checking your enrollment" />
            ) : course.price <= 0 ? (
              <button
                type="button"
                className="button button--primary button--block"
                disabled={store.enrolling}
                onClick={() =>
                  email
                    ? void store.enrollForFree(course._id, email)
                    : auth.signIn(`/course/${course._id}`)
                }
              >
                {store.enrolling ? 'Enrolling…' : 'Enroll for free'}
              </button>
            ) : (
              <Link to={`/payment/${course._id}`} className="button button--primary button--block">
                Pay for enrollment
              </Link>
            )}
            {store.enrollError && (
              <p className="notice notice--error" role="alert">
                {store.enrollError}
              </p>
            )}
          </div>
        </aside>
      </div>
    </div>
  );
});

export default CourseDetailsPage;
