import type { Email } from '../shared/email';
import type { HttpUrl } from '../shared/http-url';
import type { Money } from '../shared/money';
import type { Experience } from '../shared/options';
import type { User } from '../accounts/user.entity';
import type { CourseDetails } from './course-details';
import { CourseNotApprovedError, CourseNotRejectedError } from '../editorial/editorial.errors';
import { ApprovedCourseDeletionError, CourseNotPendingError } from './course.errors';

/** unpublished: taken down by an admin; its students keep access, nobody new may buy it. */
export type CourseStatus = 'pending' | 'approved' | 'rejected' | 'unpublished';

/** The instructor as shown on the course, copied from their profile when the course is added. */
export interface CourseInstructor {
  name: string;
  title: string;
  experience: Experience | '';
  email: Email;
  image: HttpUrl | '';
}

export interface CourseProps extends CourseDetails {
  id: string;
  instructor: CourseInstructor;
  /** The spec's placeholder rating (4.8), shown until the course has reviews. */
  rating: number;
  /** The visible reviews' ratings added up, and their number (decision 35). */
  ratingSum: number;
  ratingCount: number;
  totalEnrollment: number;
  status: CourseStatus;
  createdAt: Date;
}

export const NEW_COURSE_RATING = 4.8;

export class Course {
  private constructor(private props: CourseProps) {}

  /** A new course awaits review: pending, rating 4.8, nobody enrolled. */
  static submit(input: { id: string; details: CourseDetails; by: User; now: Date }): Course {
    const profile = input.by.toProps();
    return new Course({
      ...input.details,
      id: input.id,
      instructor: {
        name: profile.displayName,
        title: profile.title,
        experience: profile.experience,
        email: profile.email,
        image: profile.photoURL,
      },
      rating: NEW_COURSE_RATING,
      ratingSum: 0,
      ratingCount: 0,
      totalEnrollment: 0,
      status: 'pending',
      createdAt: input.now,
    });
  }

  /** A stored course; one stored without "What you'll learn" has none. */
  static restore(
    props: Omit<CourseProps, 'learningOutcomes'> & Partial<Pick<CourseProps, 'learningOutcomes'>>,
  ): Course {
    return new Course({
      ...props,
      learningOutcomes: [...(props.learningOutcomes ?? [])],
      instructor: { ...props.instructor },
    });
  }

  get id(): string {
    return this.props.id;
  }
  get name(): string {
    return this.props.name;
  }
  get status(): CourseStatus {
    return this.props.status;
  }
  get price(): Money {
    return this.props.price;
  }
  get image(): HttpUrl {
    return this.props.image;
  }
  get instructor(): Readonly<CourseInstructor> {
    return this.props.instructor;
  }
  /** The course page's "What you'll learn"; empty shows the site's standard list. */
  get learningOutcomes(): readonly string[] {
    return this.props.learningOutcomes;
  }
  get totalEnrollment(): number {
    return this.props.totalEnrollment;
  }
  /** The visible reviews' number. */
  get ratingCount(): number {
    return this.props.ratingCount;
  }
  /** The visible reviews' average, or the spec's 4.8 until there are reviews. */
  get shownRating(): number {
    const { ratingSum, ratingCount, rating } = this.props;
    return ratingCount > 0 ? ratingSum / ratingCount : rating;
  }
  /** The spec's "Certificate: Yes": completing the course earns one. */
  get offersCertificate(): boolean {
    return this.props.certificate;
  }
  get isPublic(): boolean {
    return this.props.status === 'approved';
  }

  toProps(): Readonly<CourseProps> {
    return { ...this.props, instructor: { ...this.props.instructor } };
  }

  isOwnedBy(email: Email): boolean {
    return this.props.instructor.email === email;
  }

  /** Replaces only the instructor-editable fields; status, rating and counts stay. */
  revise(details: CourseDetails): void {
    this.props = { ...this.props, ...details };
  }

  /**
   * Once the course has lessons, its number of lectures is their count (decision 27); with
   * none, the instructor's own number stays. True when the number changed.
   */
  countLessons(lessons: number): boolean {
    if (lessons === 0 || lessons === this.props.lectures) return false;
    this.props = { ...this.props, lectures: lessons };
    return true;
  }

  approve(): void {
    this.decide('approved');
  }

  reject(): void {
    this.decide('rejected');
  }

  /** Back to review after a rejection or a take-down; the decisions stay in its history. */
  resubmit(): void {
    if (this.props.status !== 'rejected' && this.props.status !== 'unpublished') {
      throw new CourseNotRejectedError();
    }
    this.props = { ...this.props, status: 'pending' };
  }

  /** Taken down: not listed or sold; enrolled students keep their access. */
  unpublish(): void {
    if (this.props.status !== 'approved') throw new CourseNotApprovedError();
    this.props = { ...this.props, status: 'unpublished' };
  }

  /** A course that was ever published or has students stays: someone may be learning from it. */
  assertDeletable(): void {
    const { status, totalEnrollment } = this.props;
    if (status === 'approved' || status === 'unpublished' || totalEnrollment > 0) {
      throw new ApprovedCourseDeletionError();
    }
  }

  private decide(status: 'approved' | 'rejected'): void {
    if (this.props.status !== 'pending') throw new CourseNotPendingError();
    this.props = { ...this.props, status };
  }
}
