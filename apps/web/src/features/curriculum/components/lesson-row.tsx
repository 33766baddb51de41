import {
  FileTextOutlined,
  PaperClipOutlined,
  PlayCircleOutlined,
  QuestionCircleOutlined,
} from '@ant-design/icons';
import { Switch } from 'antd';
import type { ReactNode } from 'react';
import type { CurriculumLesson, LessonKind } from '../api/curriculum-api';
import { formatDuration, LESSON_KIND_LABELS } from '../model/lesson-draft';
import type { Direction } from '../model/reorder';
import { ItemActions } from './item-actions';

const KIND_ICONS: Record<LessonKind, ReactNode> = {
  video: <PlayCircleOutlined aria-hidden="true" />,
  article: <FileTextOutlined aria-hidden="true" />,
  quiz: <QuestionCircleOutlined aria-hidden="true" />,
  file: <PaperClipOutlined aria-hidden="true" />,
};

export interface LessonRowProps {
  lesson: CurriculumLesson;
  canUp: boolean;
  canDown: boolean;
  onMove: (direction: Direction) => void;
  onEdit: () => void;
  onDelete: () => void;
  onPreview: (preview: boolean) => void;
  /** The drag handle, when dragging is available. */
  handle?: ReactNode;
}

/** One lesson in the builder: its kind, title, length and flag, and what may be done to it. */
export function LessonRow({
  lesson,
  canUp,
  canDown,
  onMove,
  onEdit,
  onDelete,
  onPreview,
  handle,
}: LessonRowProps) {
  const name = `lesson '${lesson.title}'`;
  return (
    <div className="curriculum-lesson">
      {handle}
      <span className="curriculum-lesson__kind">
        {KIND_ICONS[lesson.kind]}
        <span className="curriculum-lesson__kind-label">{LESSON_KIND_LABELS[lesson.kind]}</span>
      </span>
      <span className="curriculum-lesson__title">{lesson.title}</span>
      <span className="curriculum-lesson__meta">
        {lesson.durationSeconds > 0 ? formatDuration(lesson.durationSeconds) : '—'}
      </span>
      <span className="curriculum-lesson__actions">
        <label className="curriculum-lesson__preview">
          <Switch
            size="small"
            checked={lesson.preview}
            aria-label={`Free preview of ${lesson.title}`}
            onChange={onPreview}
          />
          <span aria-hidden="true">Preview</span>
        </label>
        <ItemActions
          name={name}
          canUp={canUp}
          canDown={canDown}
          onMove={onMove}
          editText="Edit"
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </span>
    </div>
  );
}
