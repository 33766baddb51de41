import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  MediaAsset,
  type Course,
  type Lesson,
  type LessonContent,
  type MediaStorage,
  type Repositories,
  type Section,
} from '@classroom/core';
import { DEMO_CATALOGUE } from './demo-catalogue';
import { daysAgo, demoId } from './demo-ids';

/** The short lesson videos that ship with the project (6 s each, generated with ffmpeg). */
const CLIPS = [1, 2, 3].map((n) => ({
  n,
  file: new URL(`./media/clip-${n}.mp4`, import.meta.url),
  durationSeconds: 6,
}));

type Clip = { assetId: string; durationSeconds: number };

/** Each instructor's copy of the demo clips, as their uploads: id per instructor and clip. */
async function seedClips(
  repositories: Repositories,
  storage: MediaStorage,
  ownerId: string,
  ownerIndex: number,
): Promise<Clip[] | null> {
  const clips: Clip[] = [];
  for (const clip of CLIPS) {
    // Without the clips (a build that left them out) the courses get articles and quizzes only.
    const bytes = await readFile(clip.file).catch(() => null);
    if (!bytes) return null;
    const id = demoId('asset', ownerIndex * 10 + clip.n);
    const key = `${id}/original`;
    await storage.put(key, bytes, { contentType: 'video/mp4' });
    await repositories.mediaAssets.insert(
      MediaAsset.restore({
        id,
        ownerId,
        kind: 'video',
        name: `lesson-${clip.n}.mp4`,
        key,
        mimeType: 'video/mp4',
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        status: 'ready',
        failure: null,
        durationSeconds: clip.durationSeconds,
        width: 640,
        height: 360,
        placeholder: null,
        variants: [],
        createdAt: daysAgo(400),
        updatedAt: daysAgo(400),
      }),
    );
    clips.push({ assetId: id, durationSeconds: clip.durationSeconds });
  }
  return clips;
}

interface LessonPlan {
  title: string;
  preview?: boolean;
  durationSeconds: number;
  content: LessonContent;
}

/** A believable three-part course, in the course's own words where the catalogue has them. */
function planOf(course: Course, clips: Clip[] | null): { title: string; lessons: LessonPlan[] }[] {
  const { shortDescription, detailedDescription } = course.toProps();
  const video = (clip: number, title: string, preview = false): LessonPlan[] =>
    clips
      ? [
          {
            title,
            preview,
            durationSeconds: clips[clip]!.durationSeconds,
            content: {
              kind: 'video',
              source: { type: 'asset', assetId: clips[clip]!.assetId },
              captionsUrl: null,
            },
          },
        ]
      : [];
  const article = (title: string, markdown: string, preview = false): LessonPlan => ({
    title,
    preview,
    durationSeconds: 240,
    content: { kind: 'article', markdown },
  });
  return [
    {
      title: 'Getting started',
      lessons: [
        ...video(0, `Welcome to ${course.name}`, true),
        article(
          'How this course works',
          `## What you will learn\n\n${shortDescription}\n\nWork through the lessons in order: each builds on the one before. Mark an article complete when you have read it; a video completes once you have watched 90% of it.`,
          !clips,
        ),
      ],
    },
    {
      title: 'Core ideas',
      lessons: [
        ...video(1, 'The core ideas'),
        article('Notes on the core ideas', `## In short\n\n${detailedDescription}`),
        {
          title: 'Check your understanding',
          durationSeconds: 180,
          content: {
            kind: 'quiz',
            passMark: 50,
            attemptsLimit: 3,
            questions: [
              {
                prompt: `What is ${course.name} mainly about?`,
                multiple: false,
                options: [
                  { text: shortDescription, correct: true },
                  { text: 'Something else entirely', correct: false },
                ],
              },
              {
                prompt: 'Which of these help you learn well?',
                multiple: true,
                options: [
                  { text: 'Practising after each lesson', correct: true },
                  { text: 'Taking notes in your own words', correct: true },
                  { text: 'Skipping the exercises', correct: false },
                ],
              },
            ],
          },
        },
      ],
    },
    {
      title: 'Practice',
      lessons: [
        article(
          'Your project',
          '## Put it to work\n\nPick a small project of your own and apply what you learnt: write down the goal, do it in small steps, and keep notes of what surprised you.',
        ),
        ...video(2, 'Wrap-up and next steps'),
      ],
    },
  ];
}

export interface DemoCurricula {
  /** The lessons of each demo course, in the order a student takes them. */
  lessonsOf: Map<string, Lesson[]>;
}

/**
 * A curriculum for every demo course: three sections with short videos (the instructor's
 * own copies of the shipped clips, when a media store is given), articles, a quiz and a
 * preview lesson. The courses' lectures follow their lessons, as after any curriculum edit.
 */
export async function seedDemoCurricula(
  repositories: Repositories,
  storage: MediaStorage | null,
  courses: Course[],
): Promise<DemoCurricula> {
  const clipsOf = new Map<string, Clip[] | null>();
  let sections = 0;
  let lessons = 0;
  const lessonsOf = new Map<string, Lesson[]>();
  for (const course of courses) {
    const owner = course.instructor.email;
    if (!clipsOf.has(owner)) {
      const user = await repositories.users.findByEmail(owner);
      clipsOf.set(
        owner,
        storage && user ? await seedClips(repositories, storage, user.id, clipsOf.size + 1) : null,
      );
    }
    const written: Lesson[] = [];
    for (const [sectionIndex, plan] of planOf(course, clipsOf.get(owner)!).entries()) {
      sections += 1;
      const section: Section = {
        id: demoId('section', sections),
        courseId: course.id,
        position: sectionIndex + 1,
        title: plan.title,
      };
      await repositories.curricula.insertSection(section);
      for (const [lessonIndex, draft] of plan.lessons.entries()) {
        lessons += 1;
        const lesson: Lesson = {
          id: demoId('lesson', lessons),
          sectionId: section.id,
          position: lessonIndex + 1,
          preview: draft.preview ?? false,
          title: draft.title,
          durationSeconds: draft.durationSeconds,
          content: draft.content,
        };
        await repositories.curricula.insertLesson(course.id, lesson);
        written.push(lesson);
      }
    }
    await repositories.courses.saveLectures(course.id, written.length);
    lessonsOf.set(course.id, written);
  }
  return { lessonsOf };
}

/** The catalogue's slug of a demo course, to pick the demo student's courses by name. */
export function demoCourseId(slug: string): string {
  const index = DEMO_CATALOGUE.findIndex((spec) => spec.slug === slug);
  if (index < 0) throw new Error(`no demo course ${slug}`);
  return demoId('course', index + 1);
}
