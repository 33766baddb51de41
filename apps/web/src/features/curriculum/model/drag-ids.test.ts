import { describe, expect, it } from 'vitest';
import { dragItemOf, lessonDragId, sectionDragId } from './drag-ids';

describe('drag ids', () => {
  it('tell sections from lessons and read their ids back', () => {
    expect(dragItemOf(sectionDragId('a:b'))).toEqual({ type: 'section', id: 'a:b' });
    expect(dragItemOf(lessonDragId('42'))).toEqual({ type: 'lesson', id: '42' });
  });

  it('refuses anything else', () => {
    expect(dragItemOf('other:1')).toBeNull();
    expect(dragItemOf('section:')).toBeNull();
    expect(dragItemOf('plain')).toBeNull();
  });
});
