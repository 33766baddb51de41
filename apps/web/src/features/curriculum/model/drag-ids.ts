/** What is dragged: dnd-kit wants one id space, so sections and lessons carry a prefix. */
export type DragItem = { type: 'section'; id: string } | { type: 'lesson'; id: string };

export const sectionDragId = (id: string) => `section:${id}`;
export const lessonDragId = (id: string) => `lesson:${id}`;

export function dragItemOf(dragId: string | number): DragItem | null {
  const text = String(dragId);
  const at = text.indexOf(':');
  const type = text.slice(0, at);
  const id = text.slice(at + 1);
  if (at < 0 || id === '') return null;
  return type === 'section' || type === 'lesson' ? { type, id } : null;
}
