import { Alert, Button, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { CourseReviewWire, CourseWire } from '@classroom/http-contract';
import { usePageTitle } from '../../../lib/page-title';
import { CourseImage } from '../../../ui/course-image';
import { HeadingsBelow } from '../../../ui/heading';
import { LoadingImage } from '../../../ui/loading-image';
import { formatDollars } from '../../../ui/money';
import { CourseStatusTag } from '../../../ui/dashboard/course-status-tag';
import { DecisionNote } from '../../../ui/dashboard/decision-note';
import { formatDate } from '../../../ui/format-date';
import { LoadFailed } from '../../../ui/dashboard/load-failed';
import { ReasonDialog } from '../../../ui/dashboard/reason-dialog';
import { runConfirmed, showFailure } from '../../../lib/run-confirmed';
import { notify } from '../../../lib/notify';
import { useCourses } from '../stores/use-courses';

const FIELD_LABELS: Record<string, string> = {
  name: 'Course Name',
  shortDescription: 'Course Overview',
  detailedDescription: 'Course Details',
  learningOutcomes: "What you'll learn",
  image: 'Course Image URL',
  category: 'Category',
  language: 'Course Language',
  certificate: 'Certificate',
  lectures: 'Total Lessons',
  priceCents: 'Course Price',
};

/** A field's value as the form shows it; a picture as itself, described by `when`. */
function shown(field: string, value: string | number | boolean, when: string): ReactNode {
  if (field === 'image') {
    return (
      <CourseImage
        className="dash-review__picture"
        src={String(value)}
        alt={`${when}: the course picture`}
      />
    );
  }
  if (field === 'priceCents') return formatDollars(Number(value) / 100);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

type CurriculumChange = CourseReviewWire['changes']['curriculum'][number];

function describeChange(change: CurriculumChange): string {
  const lesson = change.lesson ? `'${change.lesson}'` : '';
  switch (change.kind) {
    case 'section-added':
      return `Section '${change.section}' added`;
    case 'section-removed':
      return `Section '${change.section}' removed`;
    case 'section-renamed':
      return `Section '${change.before}' renamed '${change.section}'`;
    case 'section-moved':
      return `Section '${change.section}' moved from place ${change.from} to ${change.to}`;
    case 'lesson-added':
      return `Lesson ${lesson} added to '${change.section}'`;
    case 'lesson-removed':
      return `Lesson ${lesson} removed from '${change.section}'`;
    case 'lesson-renamed':
      return `Lesson '${change.before}' renamed ${lesson}`;
    case 'lesson-changed':
      return `Lesson ${lesson} changed: ${(change.what ?? []).join(', ')}`;
    case 'lesson-moved':
      return `Lesson ${lesson} moved from ${change.from} to ${change.to}`;
  }
}

/** The course as its students would see it, composed in by the app from the course page. */
export type CoursePreview = (course: CourseWire) => ReactNode;

/**
 * An admin's review of one course: what changed since the last decision, field by field and
 * for the curriculum; a course under review (not a revision) shown whole, as its students
 * would see it (`preview`); the decisions so far, and approve or reject (with a reason).
 */
export const AdminReviewPage = observer(function AdminReviewPage({
  preview,
}: {
  preview?: CoursePreview;
}) {
  const { id = '' } = useParams();
  const { courseReview: store } = useCourses();
  const [rejecting, setRejecting] = useState(false);
  usePageTitle('Review | Admin');
  useEffect(() => {
    store.load(id).catch(showFailure);
  }, [id, store]);

  const review = store.review;
  if (store.status === 'failed' && !review) {
    return <LoadFailed what="This review" onRetry={() => store.load(id).catch(showFailure)} />;
  }
  if (!review || review.course._id !== id) return <LoadingImage />;

  const { course, revision, changes } = review;
  const waiting = revision ? revision.status === 'pending' : course.review.state === 'pending';
  const what = revision ? 'revision' : 'course';

  return (
    <section aria-labelledby="review-heading" className="dash-review">
      <Typography.Title level={2} id="review-heading" className="dash-page-heading">
        Review: {course.courseName}
      </Typography.Title>
      <p>
        <CourseStatusTag status={course.review.state} />{' '}
        {revision ? (
          <Tag>{revision.status === 'pending' ? 'Changes await review' : 'Changes rejected'}</Tag>
        ) : null}{' '}
        by {course.instructorName} ({course.instructorEmail})
      </p>

      {store.changedMeanwhile ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          className="dash-review__stale"
          title="This revision changed meanwhile"
          description="The instructor edited it, or another admin decided on it, after you opened this page. Below is where it stands now: read it again before you decide."
        />
      ) : null}
      <h3>{revision ? 'Changes to the live course' : 'Changes since the last decision'}</h3>
      {review.baseline === null ? (
        <p>First review: nothing was decided on this course before.</p>
      ) : changes.fields.length === 0 && changes.curriculum.length === 0 ? (
        <p>Nothing changed.</p>
      ) : null}
      {changes.fields.length > 0 ? (
        <table className="dash-diff" aria-label="Changed fields">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {changes.fields.map((change) => (
              <tr key={change.field}>
                <th scope="row">{FIELD_LABELS[change.field] ?? change.field}</th>
                {/* Multi-line values (What you'll learn) keep their lines. */}
                <td className="dash-review__value">
                  <del>{shown(change.field, change.before, 'Before')}</del>
                </td>
                <td className="dash-review__value">
                  <ins>{shown(change.field, change.after, 'After')}</ins>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {changes.curriculum.length > 0 ? (
        <>
          <h4>Curriculum</h4>
          <ul aria-label="Curriculum changes">
            {changes.curriculum.map((change, index) => (
              <li key={index}>{describeChange(change)}</li>
            ))}
          </ul>
        </>
      ) : null}

      {!revision && preview ? (
        <section aria-labelledby="preview-heading" className="dash-review__preview">
          <h3 id="preview-heading">The course as students will see it</h3>
          {/* The course page's own headings, under this one. */}
          <HeadingsBelow by={3}>{preview(course)}</HeadingsBelow>
        </section>
      ) : null}

      {waiting ? (
        <div className="dash-review__actions">
          <Button
            type="primary"
            onClick={() =>
              void runConfirmed(
                {
                  label: 'Yes, Approve!',
                  question: `Approve the ${what} of '${course.courseName}'?`,
                },
                () => store.approve(),
                { title: 'Successfully Done!' },
              )
            }
          >
            Approve {what}
          </Button>
          <Button danger onClick={() => setRejecting(true)}>
            Reject {what}
          </Button>
        </div>
      ) : null}
      <ReasonDialog
        open={rejecting}
        action="Reject"
        title={`Reject the ${what} of '${course.courseName}'`}
        subject="course"
        onCancel={() => setRejecting(false)}
        onSubmit={async (reason) => {
          try {
            await store.reject(reason);
            setRejecting(false);
            notify.success('Successfully Done!');
          } catch (error) {
            // A revision changed meanwhile: close, so the admin reads it again first.
            if (store.changedMeanwhile) setRejecting(false);
            showFailure(error);
          }
        }}
      />

      <h3>Decisions</h3>
      {review.history.length === 0 ? <p>None yet.</p> : null}
      <ul className="dash-history">
        {review.history.map((decision) => (
          <li key={decision._id}>
            {formatDate(decision.at)}: {decision.subject === 'revision' ? 'changes ' : ''}
            {decision.verdict}
            <DecisionNote decision={decision} />
          </li>
        ))}
      </ul>
      {revision ? (
        <Link to="/admin-dashboard/revisions">Back to revisions</Link>
      ) : (
        <Link to="/admin-dashboard/classes">Back to all classes</Link>
      )}
    </section>
  );
});
