import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import type { CurriculumLesson, CurriculumSection } from '../api/curriculum-api';
import { dragItemOf, lessonDragId, sectionDragId } from '../model/drag-ids';
import { dropLesson, moveItem, moveLesson, moveSection, type Direction } from '../model/reorder';
import { DragHandle } from './drag-handle';
import { LessonRow } from './lesson-row';
import { SectionCard } from './section-card';

export interface CurriculumOutlineProps {
  sections: CurriculumSection[];
  /** A new order, and the sentence that announces it. */
  onReorder: (sections: CurriculumSection[], message: string) => void;
  onRenameSection: (section: CurriculumSection) => void;
  onDeleteSection: (section: CurriculumSection) => void;
  onAddLesson: (section: CurriculumSection) => void;
  onEditLesson: (lesson: CurriculumLesson) => void;
  onDeleteLesson: (lesson: CurriculumLesson) => void;
  onPreviewLesson: (lesson: CurriculumLesson, preview: boolean) => void;
}

const way = (direction: Direction) => (direction === -1 ? 'up' : 'down');

/**
 * A section is dropped among sections; a lesson on another lesson or on an empty section
 * (a section with lessons takes it through them).
 */
const collisions: CollisionDetection = (args) => {
  const dragged = dragItemOf(args.active.id);
  const droppableContainers = args.droppableContainers.filter((container) => {
    const target = dragItemOf(container.id);
    if (dragged?.type === 'section') return target?.type === 'section';
    return target?.type === 'lesson' || container.data.current?.empty === true;
  });
  return closestCenter({ ...args, droppableContainers });
};

/** Gives a sortable item its handle and keeps its place on the screen while it moves. */
function Sortable({
  dragId,
  label,
  empty,
  children,
}: {
  dragId: string;
  label: string;
  empty?: boolean;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: dragId,
    data: { empty },
  });
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'curriculum-dragging' : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(<DragHandle label={label} attributes={attributes} listeners={listeners} />)}
    </li>
  );
}

/** The sections and their lessons, each with its actions; dragged or moved with buttons. */
export function CurriculumOutline(props: CurriculumOutlineProps) {
  const { sections, onReorder } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const first = sections[0]?.lessons[0]?._id;
  const last = sections.at(-1)?.lessons.at(-1)?._id;

  const titleOf = (dragId: string | number | undefined): string => {
    const item = dragId === undefined ? null : dragItemOf(dragId);
    if (!item) return 'the item';
    if (item.type === 'section') {
      return `section '${sections.find((s) => s._id === item.id)?.title ?? ''}'`;
    }
    const lesson = sections.flatMap((s) => s.lessons).find((l) => l._id === item.id);
    return `lesson '${lesson?.title ?? ''}'`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? `${titleOf(active.id)} is over ${titleOf(over.id)}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `Dropped ${titleOf(active.id)} at ${titleOf(over.id)}.` : 'Dropped.',
    onDragCancel: ({ active }) => `Put ${titleOf(active.id)} back.`,
  };

  const moveSectionBy = (section: CurriculumSection, direction: Direction) => {
    const next = moveSection(sections, section._id, direction);
    if (next) onReorder(next, `Moved section '${section.title}' ${way(direction)}.`);
  };
  const moveLessonBy = (lesson: CurriculumLesson, direction: Direction) => {
    const next = moveLesson(sections, lesson._id, direction);
    if (next) onReorder(next, `Moved lesson '${lesson.title}' ${way(direction)}.`);
  };

  const dragEnd = ({ active, over }: DragEndEvent) => {
    const dragged = dragItemOf(active.id);
    const target = over ? dragItemOf(over.id) : null;
    if (!dragged || !target) return;
    if (dragged.type === 'section') {
      const from = sections.findIndex((s) => s._id === dragged.id);
      const to = sections.findIndex((s) => s._id === target.id);
      if (from < 0 || to < 0 || from === to) return;
      onReorder(moveItem(sections, from, to), `Moved ${titleOf(active.id)}.`);
      return;
    }
    const next = dropLesson(sections, dragged.id, target.id);
    if (next) onReorder(next, `Moved ${titleOf(active.id)}.`);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      onDragEnd={dragEnd}
      accessibility={{ announcements }}
    >
      <SortableContext
        items={sections.map((section) => sectionDragId(section._id))}
        strategy={verticalListSortingStrategy}
      >
        <ol className="curriculum-sections">
          {sections.map((section, index) => (
            <Sortable
              key={section._id}
              dragId={sectionDragId(section._id)}
              label={`Drag section '${section.title}'`}
              empty={section.lessons.length === 0}
            >
              {(handle) => (
                <SectionCard
                  section={section}
                  index={index}
                  handle={handle}
                  canUp={index > 0}
                  canDown={index < sections.length - 1}
                  onMove={(direction) => moveSectionBy(section, direction)}
                  onRename={() => props.onRenameSection(section)}
                  onDelete={() => props.onDeleteSection(section)}
                  onAddLesson={() => props.onAddLesson(section)}
                >
                  {section.lessons.length > 0 ? (
                    <SortableContext
                      items={section.lessons.map((lesson) => lessonDragId(lesson._id))}
                      strategy={verticalListSortingStrategy}
                    >
                      <ol className="curriculum-lessons" aria-label={`Lessons of ${section.title}`}>
                        {section.lessons.map((lesson) => (
                          <Sortable
                            key={lesson._id}
                            dragId={lessonDragId(lesson._id)}
                            label={`Drag lesson '${lesson.title}'`}
                          >
                            {(lessonHandle) => (
                              <LessonRow
                                lesson={lesson}
                                handle={lessonHandle}
                                canUp={lesson._id !== first}
                                canDown={lesson._id !== last}
                                onMove={(direction) => moveLessonBy(lesson, direction)}
                                onEdit={() => props.onEditLesson(lesson)}
                                onDelete={() => props.onDeleteLesson(lesson)}
                                onPreview={(preview) => props.onPreviewLesson(lesson, preview)}
                              />
                            )}
                          </Sortable>
                        ))}
                      </ol>
                    </SortableContext>
                  ) : null}
                </SectionCard>
              )}
            </Sortable>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
