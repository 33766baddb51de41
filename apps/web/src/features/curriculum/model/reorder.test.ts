import { describe, expect, it } from 'vitest';
import type { CurriculumLesson, CurriculumSection } from '../api/curriculum-api';
import { dropLesson, moveItem, moveLesson, moveSection, orderOf } from './reorder';

function lesson(id: string, sectionId: string): CurriculumLesson {
  return {
    _id: id,
    sectionId,
    position: 1,
    title: id,
    kind: 'article',
    preview: false,
    durationSeconds: 60,
    content: { kind: 'article', markdown: 'Text' },
  };
}

function section(id: string, lessons: string[]): CurriculumSection {
  return { _id: id, position: 1, title: id, lessons: lessons.map((l) => lesson(l, id)) };
}

const outline = () => [section('s1', ['a', 'b']), section('s2', ['c']), section('s3', [])];
const shape = (sections: CurriculumSection[] | null) =>
  sections?.map((s) => `${s._id}:${s.lessons.map((l) => `${l._id}@${l.sectionId}`).join(',')}`);

describe('moveItem', () => {
  it('moves an item and leaves the list alone when out of range', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});

describe('moveSection', () => {
  it('moves a section down and up, and refuses past the ends', () => {
    expect(shape(moveSection(outline(), 's1', 1))).toEqual(['s2:c@s2', 's1:a@s1,b@s1', 's3:']);
    expect(shape(moveSection(outline(), 's3', -1))).toEqual(['s1:a@s1,b@s1', 's3:', 's2:c@s2']);
    expect(moveSection(outline(), 's1', -1)).toBeNull();
    expect(moveSection(outline(), 's3', 1)).toBeNull();
  });
});

describe('moveLesson', () => {
  it('moves a lesson within its section', () => {
    expect(shape(moveLesson(outline(), 'b', -1))).toEqual(['s1:b@s1,a@s1', 's2:c@s2', 's3:']);
  });

  it('crosses into the next section at the bottom and the previous at the top', () => {
    expect(shape(moveLesson(outline(), 'b', 1))).toEqual(['s1:a@s1', 's2:b@s2,c@s2', 's3:']);
    expect(shape(moveLesson(outline(), 'c', -1))).toEqual(['s1:a@s1,b@s1,c@s1', 's2:', 's3:']);
    expect(shape(moveLesson(outline(), 'c', 1))).toEqual(['s1:a@s1,b@s1', 's2:', 's3:c@s3']);
  });

  it('refuses past the first and the last section, and an unknown lesson', () => {
    expect(moveLesson(outline(), 'a', -1)).toBeNull();
    expect(moveLesson([section('s1', ['a'])], 'a', 1)).toBeNull();
    expect(moveLesson(outline(), 'zz', 1)).toBeNull();
  });
});

describe('dropLesson', () => {
  it('takes the place of the lesson it is dropped on, in that lesson’s section', () => {
    expect(shape(dropLesson(outline(), 'a', 'b'))).toEqual(['s1:b@s1,a@s1', 's2:c@s2', 's3:']);
    expect(shape(dropLesson(outline(), 'a', 'c'))).toEqual(['s1:b@s1', 's2:a@s2,c@s2', 's3:']);
  });

  it('goes to the end of a section it is dropped on, empty or not', () => {
    expect(shape(dropLesson(outline(), 'a', 's3'))).toEqual(['s1:b@s1', 's2:c@s2', 's3:a@s3']);
    expect(shape(dropLesson(outline(), 'c', 's1'))).toEqual(['s1:a@s1,b@s1,c@s1', 's2:', 's3:']);
  });

  it('changes nothing when dropped on itself or nowhere known', () => {
    expect(dropLesson(outline(), 'a', 'a')).toBeNull();
    expect(dropLesson(outline(), 'a', 'nowhere')).toBeNull();
    expect(dropLesson(outline(), 'a', 's1')).toBeNull();
  });
});

describe('orderOf', () => {
  it('lists every section with every lesson, in order', () => {
    expect(orderOf(outline())).toEqual({
      sections: [
        { _id: 's1', lessons: ['a', 'b'] },
        { _id: 's2', lessons: ['c'] },
        { _id: 's3', lessons: [] },
      ],
    });
  });
});
