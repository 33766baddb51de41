import { makeAutoObservable, runInAction } from 'mobx';
import type {
  CourseFigures,
  CourseInput,
  CourseReview,
  DashboardCourse,
  CoursesApi,
} from '../api/courses-api';
import type { LoadStatus } from '../../../stores/load-status';

/** The signed-in instructor's own courses: list, add, update, delete, and their figures. */
export class InstructorCoursesStore {
  readonly courses = new Map<string, DashboardCourse>();
  readonly figures = new Map<string, CourseFigures>();
  /**
   * An approved course as its owner last proposed it (its pending or rejected revision), by
   * id; null when it has none. Its Update form starts from it: starting from the live course
   * would send the live values back and undo the changes still waiting for review.
   */
  readonly proposals = new Map<string, DashboardCourse | null>();
  status: LoadStatus = 'idle';
  figuresStatus: LoadStatus = 'idle';
  proposalStatus: LoadStatus = 'idle';
  private loadedFor: string | null = null;

  constructor(private readonly api: CoursesApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  get list(): DashboardCourse[] {
    return [...this.courses.values()];
  }

  get count(): number {
    return this.courses.size;
  }

  course(id: string): DashboardCourse | undefined {
    return this.courses.get(id);
  }

  /**
   * Loads once per instructor; `force` refreshes (an admin may have decided meanwhile) while
   * the courses already shown stay on screen.
   */
  async load(email: string, force = false): Promise<void> {
    const loaded = this.loadedFor === email && this.status === 'ready';
    if (loaded && !force) return;
    if (!loaded) this.status = 'loading';
    try {
      const courses = await this.api.listInstructorCourses(email);
      runInAction(() => {
        this.courses.clear();
        for (const course of courses) this.courses.set(course.id, course);
        this.loadedFor = email;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
      });
      throw error;
    }
  }

  /** Reads the courses again next time: "My classes" changed one. */
  forget(): void {
    this.loadedFor = null;
  }

  /** Back to review after a rejection or a take-down. */
  async resubmit(courseId: string): Promise<void> {
    await this.api.resubmitCourse(courseId);
    runInAction(() => {
      const course = this.courses.get(courseId);
      if (course) this.courses.set(courseId, { ...course, status: 'pending' });
    });
  }

  /** The new course is pending; the list reloads next time it is shown. */
  async add(input: CourseInput): Promise<string> {
    const id = await this.api.addCourse(input);
    runInAction(() => {
      this.loadedFor = null;
    });
    return id;
  }

  /** Reads what the owner proposed for an approved course (see `proposals`). */
  async loadProposal(courseId: string): Promise<void> {
    // Read afresh each time: an admin may have decided on it meanwhile.
    this.proposals.delete(courseId);
    this.proposalStatus = 'loading';
    try {
      const review = await this.api.courseReview(courseId);
      runInAction(() => {
        const course = this.courses.get(courseId);
        this.proposals.set(
          courseId,
          course && review.revision ? withProposal(course, review.proposed.fields) : null,
        );
        this.proposalStatus = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.proposalStatus = 'failed';
      });
      throw error;
    }
  }

  async update(courseId: string, input: CourseInput): Promise<void> {
    await this.api.updateCourse(courseId, input);
    runInAction(() => {
      const course = this.courses.get(courseId);
      if (course) this.courses.set(courseId, applyInput(course, input));
      const proposal = this.proposals.get(courseId);
      if (proposal) this.proposals.set(courseId, applyInput(proposal, input));
    });
  }

  async remove(courseId: string): Promise<void> {
    await this.api.deleteCourse(courseId);
    runInAction(() => {
      this.courses.delete(courseId);
      this.figures.delete(courseId);
    });
  }

  async loadFigures(courseId: string): Promise<void> {
    this.figuresStatus = 'loading';
    try {
      const figures = await this.api.courseFigures(courseId);
      runInAction(() => {
        this.figures.set(courseId, figures);
        this.figuresStatus = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.figuresStatus = 'failed';
      });
      throw error;
    }
  }
}

function applyInput(course: DashboardCourse, input: CourseInput): DashboardCourse {
  return {
    ...course,
    name: input.courseName,
    shortDescription: input.shortDescription,
    image: input.courseImage,
    category: input.courseCategory,
    lectures: input.lectures,
    certificate: input.certificate,
    price: input.price,
    language: input.language,
    detailedDescription: input.detailedDescription,
    learningOutcomes: input.learningOutcomes ?? course.learningOutcomes,
  };
}

/** The course with its revision's fields; the price is not reviewed, it applies at once. */
function withProposal(
  course: DashboardCourse,
  fields: CourseReview['proposed']['fields'],
): DashboardCourse {
  return {
    ...course,
    name: fields.name,
    shortDescription: fields.shortDescription,
    image: fields.image,
    category: fields.category,
    lectures: fields.lectures,
    certificate: fields.certificate ? 'Yes' : 'No',
    language: fields.language,
    detailedDescription: fields.detailedDescription,
    learningOutcomes: fields.learningOutcomes.split('\n').filter((line) => line.trim() !== ''),
  };
}
