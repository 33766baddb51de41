import { describe, expect, it } from 'vitest';
import type { CurriculumLesson } from '../api/curriculum-api';
import { draftOf, emptyDraft, formatDuration, parseDuration, toLessonBody } from './lesson-draft';

describe('durations', () => {
  it('reads minutes:seconds, hours:minutes:seconds and plain seconds', () => {
    expect(parseDuration('4:30')).toBe(270);
    expect(parseDuration('1:01:15')).toBe(3675);
    expect(parseDuration(' 75 ')).toBe(75);
    expect(parseDuration('')).toBe(0);
  });

  it('refuses what is not a duration', () => {
    expect(parseDuration('4:75')).toBeNull();
    expect(parseDuration('four minutes')).toBeNull();
    expect(parseDuration('1:2:3:4')).toBeNull();
    expect(parseDuration('-5')).toBeNull();
  });

  it('writes seconds back as m:ss or h:mm:ss', () => {
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(3675)).toBe('1:01:15');
    expect(formatDuration(0)).toBe('0:00');
  });
});

describe('toLessonBody', () => {
  it('sends only the chosen kind’s content, with the title trimmed', () => {
    const draft = {
      ...emptyDraft('article'),
      title: '  Reading  ',
      markdown: '# Hi',
      duration: '2:00',
    };
    expect(toLessonBody(draft)).toEqual({
      body: {
        title: 'Reading',
        preview: false,
        durationSeconds: 120,
        content: { kind: 'article', markdown: '# Hi' },
      },
    });
  });

  it('sends a linked video with its captions, or null captions when none are given', () => {
    const link = { ...emptyDraft('video'), title: 'Intro', videoSource: 'link' as const };
    const withCaptions = toLessonBody({
      ...link,
      videoUrl: ' https://youtu.be/abcdefghijk ',
      captionsUrl: 'https://example.com/a.vtt',
    });
    expect(withCaptions).toMatchObject({
      body: {
        content: {
          kind: 'video',
          source: { type: 'link', url: 'https://youtu.be/abcdefghijk' },
          captionsUrl: 'https://example.com/a.vtt',
        },
      },
    });
    expect(toLessonBody({ ...link, videoUrl: 'https://vimeo.com/1' })).toMatchObject({
      body: { content: { captionsUrl: null } },
    });
  });

  it('asks for the upload before a video or file lesson is sent', () => {
    expect(toLessonBody(emptyDraft('video'))).toEqual({
      problems: { 'content.source.assetId': 'Upload a video first' },
    });
    expect(toLessonBody(emptyDraft('file'))).toEqual({
      problems: { 'content.assetId': 'Upload a file first' },
    });
  });

  it('asks for a right answer, and for one only on a single-choice question', () => {
    const quiz = emptyDraft('quiz');
    const none = {
      ...quiz,
      questions: [
        {
          prompt: 'Q',
          multiple: false,
          options: [
            { text: 'a', correct: false },
            { text: 'b', correct: false },
          ],
        },
      ],
    };
    expect(toLessonBody(none)).toEqual({
      problems: { 'content.questions.0.options': 'Question 1: mark the right answer' },
    });
    const two = { text: 'x', correct: true };
    const single = { ...quiz, questions: [{ prompt: 'Q', multiple: false, options: [two, two] }] };
    expect(toLessonBody(single)).toMatchObject({
      problems: { 'content.questions.0.options': expect.stringContaining('one right answer') },
    });
    const multiple = { ...single, questions: [{ ...single.questions[0]!, multiple: true }] };
    expect(toLessonBody(multiple)).toHaveProperty('body');
  });

  it('refuses a duration it cannot read', () => {
    expect(toLessonBody({ ...emptyDraft('article'), markdown: 'x', duration: '5 min' })).toEqual({
      problems: { durationSeconds: 'Write the duration as minutes:seconds, e.g. 4:30' },
    });
  });
});

describe('draftOf', () => {
  it('opens a saved quiz and a saved uploaded video for editing', () => {
    const base = {
      _id: 'l1',
      sectionId: 's1',
      position: 1,
      title: 'Check',
      preview: true,
      durationSeconds: 90,
    };
    const quiz: CurriculumLesson = {
      ...base,
      kind: 'quiz',
      content: {
        kind: 'quiz',
        passMark: 80,
        attemptsLimit: 3,
        questions: [
          {
            prompt: 'Q',
            multiple: false,
            options: [
              { text: 'a', correct: true },
              { text: 'b', correct: false },
            ],
          },
        ],
      },
    };
    const draft = draftOf(quiz);
    expect(draft).toMatchObject({
      kind: 'quiz',
      title: 'Check',
      preview: true,
      duration: '1:30',
      passMark: 80,
      attemptsLimit: 3,
    });
    expect(toLessonBody(draft)).toEqual({
      body: { title: 'Check', preview: true, durationSeconds: 90, content: quiz.content },
    });
    const video: CurriculumLesson = {
      ...base,
      kind: 'video',
      content: { kind: 'video', source: { type: 'asset', assetId: 'asset-1' }, captionsUrl: null },
    };
    expect(draftOf(video)).toMatchObject({ videoSource: 'upload', video: { assetId: 'asset-1' } });
  });
});
