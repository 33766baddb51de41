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
import { CourseRating } from '../../ui/course-rating';
import { EmailText } from '../../ui/email-text';
import { FactList } from '../../ui/fact-list';
import { LoadingImage } from '../../ui/loading-image';
import { formatDollars } from '../../ui/money';
import { createCourseStore } from '../../stores/course-store';
import './catalog.css';

/** The spec's fixed list, shown while the instructor has written none of their own. */
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

function Overview({
  course,
  curriculum,
  held,
}: {
  course: CourseWire;
  curriculum: ReactNode;
  held: boolean;
}) {
  return (
    <div>
      <h2>Course description</h2>
      <p>{course.detailedDescription}</p>
      {held ? <HeldBelow /> : <Rest course={course} curriculum={curriculum} />}
    </div>
  );
}

/**
 * Where the outline and what follows it will show, while the outline is read: a screen high,
 * so nothing below it (the side card, on a phone) is in view and then moves when it arrives.
 */
function HeldBelow() {
  return <div className="course-details__held" aria-busy="true" />;
}

function Rest({ course, curriculum }: { course: CourseWire; curriculum: ReactNode }) {
  return (
    <>
      {curriculum}
      <h2>What you&apos;ll learn</h2>
      <ul className="learn-list">
        {(course.learningOutcomes.length > 0 ? course.learningOutcomes : WHAT_YOU_LEARN).map(
          (item, index) => (
            <li key={`${index}-${item}`}>{item}</li>
          ),
        )}
      </ul>
      <h2>Certification</h2>
      <p>
        Finish every lecture of this course to receive a certificate of completion that you can
        share with employers and on your professional profiles.
      </p>
    </>
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
/** Whether the outline of the course is known (loaded or failed), so the page can show whole. */
export type CurriculumReady = (courseId: string) => boolean;
/** The reviews, composed in from their feature; `reload` reads the course (its rating) again. */
export type ReviewsSlot = (course: CourseWire, reload: () => void) => ReactNode;

/** /course/:id — the course, its instructor, and the way to pay or continue. */
const CourseDetailsPage = observer(function CourseDetailsPage({
  curriculum,
  curriculumReady,
  reviews,
}: {
  curriculum?: CurriculumSlot;
  curriculumReady?: CurriculumReady;
  reviews?: ReviewsSlot;
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
    store.openCourse(id);
  }, [store, id]);
  useEffect(() => {
    if (email) store.openPayments(email);
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

  // The outline sits above "What you'll learn": what follows it shows once it is known.
  const held = curriculumReady ? !curriculumReady(course._id) : false;
  const paid = store.hasStandingPayment(course._id);
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
              <Overview course={course} curriculum={curriculum?.(course._id)} held={held} />
            ) : (
              <Instructor course={course} />
            )}
          </div>
          {held ? null : reviews?.(course, () => void store.loadCourse(course._id))}
        </div>
        <aside className="side-card" aria-label="Enrollment">
          <CourseImage src={course.courseImage} alt={course.courseName} priority />
          <div className="side-card__body">
            <FactList
              facts={[
                ['Category', course.courseCategory],
                [
                  'Rating',
                  <CourseRating rating={course.courseRatings} count={course.ratingCount} />,
                ],
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
