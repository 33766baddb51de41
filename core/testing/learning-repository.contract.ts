import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createLearningUseCases,
  type Course,
  type CourseStudentQuery,
  type Lesson,
  type LessonProgress,
  type User,
} from '../src/index';
import { actorOf } from './actor.mother';
import { anApprovedCourse } from './course.mother';
import { aPayment, anEnrollment, givenCourses } from './fixtures.contract';
import { RIGHT_ANSWERS, aQuizDraft, aVideoDraft, anArticleDraft } from './learning.mother';
import { enroll, givenLessonAssets } from './learning-world';
import { nextNumber } from './sequence';
import type { ContractStore, StoreFactory } from './store.contract';
import { aUser } from './user.mother';

const at = (second: number) => new Date(Date.UTC(2026, 4, 1, 9, 0, second));

function aLesson(sectionId: string, position: number, draft = anArticleDraft()): Lesson {
  return { ...draft, id: `lesson-${nextNumber()}`, sectionId, position } as Lesson;
}

function progress(
  enrollmentId: string,
  lessonId: string,
  over: Partial<LessonProgress> = {},
): LessonProgress {
  return {
    enrollmentId,
    lessonId,
    status: 'started',
    lastPositionSeconds: 12,
    watched: [
      [0, 5],
      [9, 14],
    ],
    completedAt: null,
    lastSeenAt: at(30),
    ...over,
  };
}

/** Curricula, lesson progress, quiz attempts and enrollments' learning fields. */
export function learningRepositoryContract(factory: StoreFactory): void {
  describe('CurriculumRepository and LessonProgressRepository', () => {
    let store: ContractStore;
    let course: Course;
    let owner: User;
    let student: User;
    let enrollmentId: string;
    beforeEach(async () => {
      store = await factory.open();
      // Pending, so that its owner's edits are live (an approved course's wait for review);
      // its enrolled student takes it all the same.
      course = anApprovedCourse({ status: 'pending' });
      await givenCourses(store, course);
      owner = (await store.users.findByEmail(course.instructor.email))!;
      student = aUser();
      await store.users.insert(student);
      enrollmentId = await enroll(store, course, student);
    });
    afterEach(async () => {
      await factory.close?.(store);
    });

    async function givenSection(position: number, lessons: Lesson[] = [], of = course) {
      const section = {
        id: `section-${nextNumber()}`,
        courseId: of.id,
        position,
        title: `S${position}`,
      };
      await store.curricula.insertSection(section);
      for (const lesson of lessons)
        await store.curricula.insertLesson(of.id, { ...lesson, sectionId: section.id });
      return section;
    }

    it('keeps sections and lessons in order, with their content whole', async () => {
      const quiz = aLesson('', 2, aQuizDraft() as never);
      const video = aLesson('', 1, {
        ...aVideoDraft(),
        content: {
          kind: 'video',
          source: { type: 'link', url: 'https://youtu.be/x' },
          captionsUrl: 'https://c.test/en.vtt',
        },
      } as never);
      const second = await givenSection(2, [aLesson('', 1)]);
      const first = await givenSection(1, [quiz, video]);

      const curriculum = await store.curricula.findByCourse(course.id);
      expect(curriculum.sections.map((section) => section.id)).toEqual([first.id, second.id]);
      expect(curriculum.lessons.map((lesson) => lesson.id)).toEqual([
        video.id,
        quiz.id,
        expect.any(String),
      ]);
      expect(curriculum.lesson(quiz.id)).toEqual({ ...quiz, sectionId: first.id });
      expect(curriculum.lesson(video.id)).toEqual({ ...video, sectionId: first.id });
      expect(await store.curricula.findLesson(quiz.id)).toEqual({
        courseId: course.id,
        lesson: { ...quiz, sectionId: first.id },
      });
      expect(await store.curricula.findLesson('no-lesson')).toBeNull();
      expect(await store.curricula.countLessons(course.id)).toBe(3);
      expect((await store.curricula.findByCourse('no-course')).sections).toEqual([]);
    });

    it('renames, revises, moves and deletes', async () => {
      const lesson = aLesson('', 1);
      const first = await givenSection(1, [lesson]);
      const second = await givenSection(2);
      await store.curricula.renameSection({ ...first, title: 'Renamed' });
      await store.curricula.saveLesson({
        ...lesson,
        sectionId: first.id,
        title: 'Revised',
        preview: true,
        position: 99,
      });
      const curriculum = await store.curricula.findByCourse(course.id);
      expect(curriculum.section(first.id).title).toBe('Renamed');
      expect(curriculum.lesson(lesson.id)).toMatchObject({
        title: 'Revised',
        preview: true,
        position: 1,
      });

      curriculum.reorder([
        { sectionId: second.id, lessonIds: [lesson.id] },
        { sectionId: first.id, lessonIds: [] },
      ]);
      await store.curricula.savePositions(curriculum);
      const moved = await store.curricula.findByCourse(course.id);
      expect(moved.sections.map((section) => section.id)).toEqual([second.id, first.id]);
      expect(moved.lesson(lesson.id)).toMatchObject({ sectionId: second.id, position: 1 });

      await store.curricula.deleteSection(second.id);
      expect(await store.curricula.countLessons(course.id)).toBe(0);
      expect((await store.curricula.findByCourse(course.id)).sections.map((s) => s.id)).toEqual([
        first.id,
      ]);
    });

    it("keeps a student's progress per lesson, and deletes it with its lesson", async () => {
      const [one, two] = [aLesson('', 1), aLesson('', 2)];
      await givenSection(1, [one, two]);
      const row = progress(enrollmentId, one.id);
      await store.lessonProgress.save(row);
      expect(await store.lessonProgress.find(enrollmentId, one.id)).toEqual(row);
      const done = {
        ...row,
        status: 'completed' as const,
        completedAt: at(40),
        watched: [[0, 20]] as const,
      };
      await store.lessonProgress.save(done);
      await store.lessonProgress.save(progress(enrollmentId, two.id));
      expect(await store.lessonProgress.find(enrollmentId, one.id)).toEqual(done);
      expect(await store.lessonProgress.progressOf(enrollmentId)).toHaveLength(2);

      await store.curricula.deleteLesson(one.id);
      expect(await store.lessonProgress.find(enrollmentId, one.id)).toBeNull();
      expect(await store.lessonProgress.progressOf(enrollmentId)).toHaveLength(1);
    });

    it('finds a student watching a lesson in one read, and replaces progress only as read', async () => {
      const [video] = [aLesson('', 1, aVideoDraft({}, 60))];
      await givenSection(1, [video!]);
      const lessonId = video!.id;
      expect(
        await store.lessonProgress.findWatching(student.email, course.id, lessonId),
      ).toBeNull();
      const read = progress(enrollmentId, lessonId);
      await store.lessonProgress.save(read);
      const watching = await store.lessonProgress.findWatching(student.email, course.id, lessonId);
      expect(watching).toMatchObject({
        enrollment: { id: enrollmentId, email: student.email, courseId: course.id },
        lesson: { id: lessonId, content: { kind: 'video' } },
        progress: read,
        clock: null,
      });
      expect(await store.lessonProgress.findWatching(owner.email, course.id, lessonId)).toBeNull();
      expect(
        await store.lessonProgress.findWatching(student.email, 'another-course', lessonId),
      ).toBeNull();

      const next = { ...read, watched: [[0, 20]] as const, lastSeenAt: at(40) };
      expect(await store.lessonProgress.replace(watching!, { progress: next, clock: at(40) })).toBe(
        true,
      );
      // A second writer that read the same row is refused and changes nothing.
      const stale = { ...read, watched: [[0, 30]] as const, lastSeenAt: at(45) };
      expect(
        await store.lessonProgress.replace(watching!, { progress: stale, clock: at(45) }),
      ).toBe(false);
      expect(await store.lessonProgress.find(enrollmentId, lessonId)).toEqual(next);
      expect(await store.lessonProgress.watchingClockOf(student.email)).toEqual(at(40));
      const elsewhere = { ...watching!, progress: progress(enrollmentId, 'no-such-lesson') };
      expect(await store.lessonProgress.replace(elsewhere, { progress: next, clock: at(50) })).toBe(
        false,
      );
      expect(await store.lessonProgress.watchingClockOf(student.email)).toEqual(at(40));
    });

    it('replaces progress only while the enrollment and the lesson are as read', async () => {
      const video = aLesson('', 1, aVideoDraft({}, 60));
      const other = aLesson('', 2);
      await givenSection(1, [video, other]);
      const learning = {
        lastLessonId: video.id,
        progressPercent: 0,
        completedAt: null,
        highestProgressPercent: 0,
      };
      await store.enrollments.saveLearning(enrollmentId, learning);
      await store.lessonProgress.save(progress(enrollmentId, video.id));
      const read = (await store.lessonProgress.findWatching(student.email, course.id, video.id))!;
      const next = (second: number) => ({ ...read.progress, lastSeenAt: at(second) });
      const counted = (second: number) => ({ progress: next(second), clock: at(second) });
      const refusedAfter = async (change: () => Promise<unknown>, undo: () => Promise<unknown>) => {
        await change();
        const written = await store.lessonProgress.replace(read, counted(50));
        await undo();
        return written;
      };

      // The student opened another lesson, or completed one elsewhere in the course.
      const opened = { ...learning, lastLessonId: other.id };
      const completed = { ...learning, progressPercent: 50, highestProgressPercent: 50 };
      const back = () => store.enrollments.saveLearning(enrollmentId, learning);
      expect(
        await refusedAfter(() => store.enrollments.saveLearning(enrollmentId, opened), back),
      ).toBe(false);
      expect(
        await refusedAfter(() => store.enrollments.saveLearning(enrollmentId, completed), back),
      ).toBe(false);
      // The video was revised to another length.
      const shorter = { ...video, durationSeconds: 30 } as Lesson;
      expect(
        await refusedAfter(
          () => store.curricula.saveLesson(shorter),
          () => store.curricula.saveLesson(video),
        ),
      ).toBe(false);
      expect(await store.lessonProgress.find(enrollmentId, video.id)).toEqual(read.progress);
      // Nor did the student's clock move for a progress that was not written.
      expect(await store.lessonProgress.watchingClockOf(student.email)).toBeNull();

      // As read, it is written, and again over what was written; once the enrollment ends,
      // nothing more is.
      expect(await store.lessonProgress.replace(read, counted(50))).toBe(true);
      expect(await store.lessonProgress.replace({ ...read, ...counted(50) }, counted(52))).toBe(
        true,
      );
      await store.enrollments.endEnrollment(enrollmentId, at(55), 'refunded');
      expect(await store.lessonProgress.replace({ ...read, ...counted(52) }, counted(60))).toBe(
        false,
      );
      expect(await store.lessonProgress.find(enrollmentId, video.id)).toEqual(next(52));
    });

    it("replaces progress only while the student's watching clock is as read, whatever moved it", async () => {
      const other = anApprovedCourse();
      await givenCourses(store, other);
      const otherEnrollment = await enroll(store, other, student);
      const [one, two] = [aLesson('', 1, aVideoDraft({}, 60)), aLesson('', 2, aVideoDraft({}, 60))];
      await givenSection(1, [one]);
      await givenSection(1, [two], other);
      await store.lessonProgress.save(progress(enrollmentId, one.id));
      await store.lessonProgress.save(progress(otherEnrollment, two.id));
      const here = (await store.lessonProgress.findWatching(student.email, course.id, one.id))!;
      const there = (await store.lessonProgress.findWatching(student.email, other.id, two.id))!;
      const counted = (read: typeof here, second: number) => ({
        progress: { ...read.progress, lastSeenAt: at(second) },
        clock: at(second),
      });

      // A report in another course's lesson moved the clock: this one, read before, is refused.
      expect(await store.lessonProgress.replace(there, counted(there, 40))).toBe(true);
      expect(await store.lessonProgress.replace(here, counted(here, 41))).toBe(false);
      expect(await store.lessonProgress.find(enrollmentId, one.id)).toEqual(here.progress);
      const again = (await store.lessonProgress.findWatching(student.email, course.id, one.id))!;
      expect(again.clock).toEqual(at(40));
      expect(await store.lessonProgress.replace(again, counted(again, 41))).toBe(true);

      // So is one read before the locked path moved it.
      const latest = (await store.lessonProgress.findWatching(student.email, course.id, one.id))!;
      await store.unitOfWork.transaction(async (repositories) => {
        expect(await repositories.lessonProgress.watchingClockOf(student.email)).toEqual(at(41));
        await repositories.lessonProgress.saveWatchingClock(student.email, at(42));
      });
      expect(await store.lessonProgress.replace(latest, counted(latest, 43))).toBe(false);
      expect(await store.lessonProgress.watchingClockOf(student.email)).toEqual(at(42));
    });

    it("counts each enrollment's completed lessons of one course", async () => {
      const other = anApprovedCourse();
      await givenCourses(store, other);
      const otherEnrollment = await enroll(store, other, student);
      const [one, two] = [aLesson('', 1), aLesson('', 2)];
      await givenSection(1, [one, two]);
      const elsewhere = aLesson('', 1);
      await givenSection(1, [elsewhere], other);
      const classmate = aUser();
      await store.users.insert(classmate);
      const classmateEnrollment = await enroll(store, course, classmate);

      const completed = { status: 'completed' as const, completedAt: at(50) };
      await store.lessonProgress.save(progress(enrollmentId, one.id, completed));
      await store.lessonProgress.save(progress(enrollmentId, two.id, completed));
      await store.lessonProgress.save(progress(classmateEnrollment, one.id));
      await store.lessonProgress.save(progress(otherEnrollment, elsewhere.id, completed));

      expect(await store.lessonProgress.completedCounts(course.id)).toEqual(
        new Map([[enrollmentId, 2]]),
      );
    });

    it("adds up a course's students: completions per lesson, and each student's activity", async () => {
      const [one, two] = [aLesson('', 1), aLesson('', 2)];
      await givenSection(1, [one, two]);
      const classmate = aUser({ displayName: 'Cleo Classmate' });
      await store.users.insert(classmate);
      const classmateEnrollment = await enroll(store, course, classmate);
      const other = anApprovedCourse();
      await givenCourses(store, other);
      await enroll(store, other, classmate);

      const done = (second: number) => ({
        status: 'completed' as const,
        completedAt: at(second),
        lastSeenAt: at(second - 5),
      });
      await store.lessonProgress.save(progress(enrollmentId, one.id, done(20)));
      await store.lessonProgress.save(progress(enrollmentId, two.id, done(45)));
      await store.lessonProgress.save(
        progress(classmateEnrollment, one.id, { lastSeenAt: at(50) }),
      );
      await store.enrollments.saveLearning(enrollmentId, {
        lastLessonId: two.id,
        progressPercent: 100,
        completedAt: at(45),
        highestProgressPercent: 100,
      });

      const totals = await store.lessonProgress.courseTotals(course.id);
      expect(totals).toEqual({
        enrolled: 2,
        completed: 1,
        lessonCompletions: new Map([
          [one.id, 1],
          [two.id, 1],
        ]),
      });

      const page = await store.lessonProgress.studentsOf(course.id, {}, { page: 1, limit: 1 });
      expect(page.total).toBe(2);
      expect(page.items).toEqual([
        {
          enrollmentId: classmateEnrollment,
          name: 'Cleo Classmate',
          email: classmate.email,
          enrolledAt: expect.any(Date),
          progressPercent: 0,
          completedAt: null,
          lastActivityAt: at(50),
        },
      ]);
      const second = await store.lessonProgress.studentsOf(course.id, {}, { page: 2, limit: 1 });
      expect(second.items).toMatchObject([
        {
          enrollmentId,
          name: student.displayName,
          progressPercent: 100,
          completedAt: at(45),
          lastActivityAt: at(45),
        },
      ]);
      expect(await store.lessonProgress.courseTotals('no-course')).toEqual({
        enrolled: 0,
        completed: 0,
        lessonCompletions: new Map(),
      });
    });

    it("searches a course's students by name or e-mail, filters them by standing and sorts them", async () => {
      const lesson = aLesson('', 1);
      await givenSection(1, [lesson]);
      const march = (day: number) => new Date(Date.UTC(2026, 2, day, 9));
      async function aStudent(name: string, day: number, percent: number, opened: boolean) {
        const user = aUser({
          displayName: name,
          email: `${name.split(' ')[0]!.toLowerCase()}@learners.test`,
        });
        await store.users.insert(user);
        const payment = aPayment(course, user.email);
        const enrollment = anEnrollment(payment, {
          enrolledAt: march(day),
          progressPercent: percent,
          completedAt: percent === 100 ? march(day + 1) : null,
          // Opening a lesson keeps it as the one to continue with.
          lastLessonId: opened ? lesson.id : null,
        });
        await store.enrollments.insertPayment(payment);
        await store.enrollments.insertEnrollment(enrollment);
        if (opened) {
          await store.lessonProgress.save(
            progress(enrollment.id, lesson.id, { lastSeenAt: march(day + 2) }),
          );
        }
        return enrollment.id;
      }
      const ada = await aStudent('Ada Zephyr', 1, 100, true);
      const cy = await aStudent('Cy Young', 2, 0, false);
      const bea = await aStudent('Bea Quill', 3, 50, true);
      const dee = await aStudent('Dee Opened', 4, 0, true);
      const page = { page: 1, limit: 10 };
      const ids = async (query: CourseStudentQuery, at = page) =>
        (await store.lessonProgress.studentsOf(course.id, query, at)).items.map(
          (row) => row.enrollmentId,
        );

      expect(await ids({ state: 'completed' })).toEqual([ada]);
      expect(await ids({ state: 'in-progress' })).toEqual([dee, bea]);
      expect(await ids({ state: 'not-started', sort: 'oldest' })).toEqual([enrollmentId, cy]);
      expect(await ids({ text: 'CY YOU' })).toEqual([cy]);
      expect(await ids({ text: 'bea@learners' })).toEqual([bea]);
      expect(await ids({ text: '100%_' })).toEqual([]);
      expect(await ids({ text: 'learners.test', sort: 'name' })).toEqual([ada, bea, cy, dee]);
      expect(await ids({ text: 'learners.test', sort: 'progress-desc' })).toEqual([
        ada,
        bea,
        dee,
        cy,
      ]);
      expect(await ids({ text: 'learners.test', sort: 'progress-asc' })).toEqual([
        cy,
        dee,
        bea,
        ada,
      ]);
      expect(await ids({ sort: 'oldest' }, { page: 2, limit: 2 })).toEqual([cy, bea]);
      const opened = await store.lessonProgress.studentsOf(
        course.id,
        { state: 'in-progress', text: 'dee' },
        page,
      );
      expect(opened.total).toBe(1);
      expect(opened.items[0]).toMatchObject({ name: 'Dee Opened', lastActivityAt: march(6) });
    });

    it('numbers quiz attempts once each', async () => {
      const quiz = aLesson('', 1, aQuizDraft() as never);
      await givenSection(1, [quiz]);
      const attempt = (number: number) => ({
        id: `attempt-${nextNumber()}`,
        enrollmentId,
        lessonId: quiz.id,
        number,
        answers: RIGHT_ANSWERS,
        score: 100,
        passed: number === 2,
        submittedAt: at(number),
      });
      const second = attempt(2);
      const first = attempt(1);
      expect(await store.lessonProgress.insertAttempt(second)).toBe(true);
      expect(await store.lessonProgress.insertAttempt(first)).toBe(true);
      expect(await store.lessonProgress.insertAttempt(attempt(2))).toBe(false);
      expect(await store.lessonProgress.attemptsOf(enrollmentId, quiz.id)).toEqual([first, second]);
    });

    it('deletes a course that is not approved together with its curriculum', async () => {
      const pending = anApprovedCourse({ status: 'pending' });
      await givenCourses(store, pending);
      const section = {
        id: `section-${nextNumber()}`,
        courseId: pending.id,
        position: 1,
        title: 'S',
      };
      await store.curricula.insertSection(section);
      const lesson = aLesson(section.id, 1);
      await store.curricula.insertLesson(pending.id, lesson);
      expect(await store.courses.deleteUnlessPublished(pending.id)).toBe(true);
      expect(await store.curricula.findLesson(lesson.id)).toBeNull();
      expect(await store.curricula.countLessons(pending.id)).toBe(0);
    });

    it("keeps an enrollment's last lesson, percentage, completion date and highest percentage", async () => {
      const learning = {
        lastLessonId: 'lesson-x',
        progressPercent: 40,
        completedAt: at(59),
        highestProgressPercent: 100,
      };
      await store.enrollments.saveLearning(enrollmentId, learning);
      expect(await store.enrollments.findEnrollment(student.email, course.id)).toMatchObject({
        id: enrollmentId,
        ...learning,
      });
      expect(await store.enrollments.findEnrollmentById(enrollmentId)).toMatchObject(learning);
      expect(await store.enrollments.findEnrollment(owner.email, course.id)).toBeNull();
      expect((await store.enrollments.enrollmentsOfCourse(course.id)).map((row) => row.id)).toEqual(
        [enrollmentId],
      );
    });

    describe('through the use cases', () => {
      let now: Date;
      const learning = () =>
        createLearningUseCases({
          ...store,
          clock: { now: () => now },
          ids: { next: () => `id-${nextNumber()}` },
        });

      it('computes progress the same on every store: video, article and quiz to 100%', async () => {
        now = at(0);
        const use = learning();
        const as = actorOf(owner);
        const { sectionId } = await use.addSection.execute(course.id, 'One', as);
        const videoDraft = aVideoDraft({}, 20);
        await givenLessonAssets(store, owner, [videoDraft]);
        const video = (await use.addLesson.execute(course.id, sectionId, videoDraft, as)).lessonId;
        const article = (await use.addLesson.execute(course.id, sectionId, anArticleDraft(), as))
          .lessonId;
        const quiz = (await use.addLesson.execute(course.id, sectionId, aQuizDraft(), as)).lessonId;
        const me = actorOf(student);

        await use.openLesson.execute(course.id, video, me);
        now = at(10);
        await use.recordHeartbeat.execute(course.id, video, { from: 0, to: 10, position: 10 }, me);
        now = at(20);
        const watched = await use.recordHeartbeat.execute(
          course.id,
          video,
          { from: 8, to: 18, position: 18 },
          me,
        );
        expect(watched).toMatchObject({
          status: 'completed',
          watchedSeconds: 18,
          watchedPercent: 90,
          courseProgressPercent: 33,
        });
        expect(
          (await use.completeLesson.execute(course.id, article, me)).courseProgressPercent,
        ).toBe(66);
        expect((await use.submitQuizAttempt.execute(course.id, quiz, [[0], [0]], me)).passed).toBe(
          false,
        );
        const passed = await use.submitQuizAttempt.execute(course.id, quiz, RIGHT_ANSWERS, me);
        expect(passed.standing).toMatchObject({
          status: 'completed',
          courseProgressPercent: 100,
          attemptsLeft: 0,
        });

        const outline = await use.getLearningOutline.execute(course.id, me);
        expect(outline.standing).toEqual({
          progressPercent: 100,
          completedLessons: 3,
          lastLessonId: quiz,
          continueLessonId: video,
          completedAt: at(20),
        });
        expect((await store.courses.findById(course.id))?.toProps().lectures).toBe(3);
        const resumed = await use.openLesson.execute(course.id, video, me);
        expect(resumed.standing).toMatchObject({ lastPositionSeconds: 18, watchedSeconds: 18 });
      });

      it('loses no heartbeat, attempt or lesson written at the same time', async () => {
        now = at(0);
        const use = learning();
        const as = actorOf(owner);
        const { sectionId } = await use.addSection.execute(course.id, 'One', as);
        const drafts = [1, 2, 3, 4, 5].map(() => aVideoDraft({}, 60));
        await givenLessonAssets(store, owner, drafts);
        const added = await Promise.all(
          drafts.map((draft) => use.addLesson.execute(course.id, sectionId, draft, as)),
        );
        const curriculum = await store.curricula.findByCourse(course.id);
        expect(curriculum.lessons.map((lesson) => lesson.position)).toEqual([1, 2, 3, 4, 5]);
        expect((await store.courses.findById(course.id))?.toProps().lectures).toBe(5);

        const video = added[0]!.lessonId;
        const me = actorOf(student);
        await use.openLesson.execute(course.id, video, me);
        // A minute later six reports at once, 18 s of video: within the 10 s carried over at 2x.
        now = at(60);
        await Promise.all(
          [0, 1, 2, 3, 4, 5].map((n) =>
            use.recordHeartbeat.execute(
              course.id,
              video,
              { from: n * 3, to: n * 3 + 3, position: n * 3 + 3 },
              me,
            ),
          ),
        );
        expect(await store.lessonProgress.find(enrollmentId, video)).toMatchObject({
          watched: [[0, 18]],
        });

        const quiz = (
          await use.addLesson.execute(course.id, sectionId, aQuizDraft({ attemptsLimit: 2 }), as)
        ).lessonId;
        const results = await Promise.allSettled(
          [1, 2, 3, 4].map(() => use.submitQuizAttempt.execute(course.id, quiz, [[0], [0]], me)),
        );
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
        expect(await store.lessonProgress.attemptsOf(enrollmentId, quiz)).toHaveLength(2);
      });
    });
  });
}
