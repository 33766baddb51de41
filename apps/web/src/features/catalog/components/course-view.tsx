import { useState, type KeyboardEvent, type ReactNode } from 'react';
import type { CourseWire } from '@classroom/http-contract';
import { Avatar } from '../../../ui/avatar';
import { CourseImage } from '../../../ui/course-image';
import { CourseRating } from '../../../ui/course-rating';
import { EmailText } from '../../../ui/email-text';
import { FactList } from '../../../ui/fact-list';
import { Heading } from '../../../ui/heading';
import { formatDollars } from '../../../ui/money';
import '../catalog.css';

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
      <Heading level={2}>Course description</Heading>
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
      <Heading level={2}>What you&apos;ll learn</Heading>
      <ul className="learn-list">
        {(course.learningOutcomes.length > 0 ? course.learningOutcomes : WHAT_YOU_LEARN).map(
          (item, index) => (
            <li key={`${index}-${item}`}>{item}</li>
          ),
        )}
      </ul>
      <Heading level={2}>Certification</Heading>
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
        <Heading level={2}>{course.instructorName}</Heading>
        <p>{course.instructorTitle}</p>
        <p>Experience: {course.instructorExperience}</p>
        <p>
          <EmailText value={course.instructorEmail} />
        </p>
      </div>
    </div>
  );
}

/**
 * A course as its students see it: title, overview and instructor tabs, the outline
 * (`curriculum`, held back while it is read), what follows the tabs (`below`: the reviews),
 * and the side card with its facts, price and `action` (pay, continue, enrol ...).
 */
export function CourseView({
  course,
  curriculum,
  held = false,
  below,
  action,
}: {
  course: CourseWire;
  curriculum?: ReactNode;
  held?: boolean;
  below?: ReactNode;
  action: ReactNode;
}) {
  const [tab, setTab] = useState<Tab>('Overview');
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length];
    setTab(next);
    document.getElementById(`tab-${next}`)?.focus();
  };

  return (
    <>
      <Heading level={1} className="page-title">
        {course.courseName}
      </Heading>
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
              <Overview course={course} curriculum={curriculum} held={held} />
            ) : (
              <Instructor course={course} />
            )}
          </div>
          {held ? null : below}
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
            {action}
          </div>
        </aside>
      </div>
    </>
  );
}
