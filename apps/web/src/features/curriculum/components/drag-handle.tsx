import { HolderOutlined } from '@ant-design/icons';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';

/** The grip a section or lesson is dragged by (space picks it up from the keyboard). */
export function DragHandle({
  label,
  attributes,
  listeners,
}: {
  label: string;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}) {
  return (
    <button
      type="button"
      className="curriculum-handle"
      {...attributes}
      {...listeners}
      aria-label={label}
      title="Drag to reorder"
    >
      <HolderOutlined aria-hidden="true" />
    </button>
  );
}
