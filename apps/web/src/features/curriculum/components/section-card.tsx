import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import type { CurriculumSection } from '../api/curriculum-api';
import type { Direction } from '../model/reorder';
import { ItemActions } from './item-actions';

export interface SectionCardProps {
  section: CurriculumSection;
  index: number;
  canUp: boolean;
  canDown: boolean;
  onMove: (direction: Direction) => void;
  onRename: () => void;
  onDelete: () => void;
  onAddLesson: () => void;
  /** The drag handle, when dragging is available. */
  handle?: ReactNode;
  /** The section's lessons, as rows. */
  children: ReactNode;
}

/** A section of the curriculum: its title, its lessons and what may be done to it. */
export function SectionCard({
  section,
  index,
  canUp,
  canDown,
  onMove,
  onRename,
  onDelete,
  onAddLesson,
  handle,
  children,
}: SectionCardProps) {
  const name = `section '${section.title}'`;
  const headingId = `section-${section._id}`;
  return (
    <section className="curriculum-section" aria-labelledby={headingId}>
      <header className="curriculum-section__head">
        {handle}
        <h3 id={headingId} className="curriculum-section__title">
          <span className="curriculum-muted">Section {index + 1}:</span> {section.title}
        </h3>
        <span className="curriculum-section__actions">
          <ItemActions
            name={name}
            canUp={canUp}
            canDown={canDown}
            onMove={onMove}
            editText="Rename"
            onEdit={onRename}
            onDelete={onDelete}
          />
        </span>
      </header>
      {section.lessons.length === 0 ? (
        <p className="curriculum-muted curriculum-section__empty">No lessons yet.</p>
      ) : null}
      {children}
      <Button
        className="curriculum-section__add"
        icon={<PlusOutlined aria-hidden="true" />}
        aria-label={`Add a lesson to ${name}`}
        onClick={onAddLesson}
      >
        Add a lesson
      </Button>
    </section>
  );
}
