import {
  CheckCircleFilled,
  DownloadOutlined,
  FileTextOutlined,
  LockOutlined,
  PlayCircleOutlined,
  QuestionCircleOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { OutlineLesson } from '../stores/player.store';

type Kind = OutlineLesson['kind'];

export const KIND_LABEL: Record<Kind, string> = {
  video: 'Video',
  article: 'Article',
  quiz: 'Quiz',
  file: 'Download',
};

const KIND_ICON: Record<Kind, ReactNode> = {
  video: <PlayCircleOutlined />,
  article: <FileTextOutlined />,
  quiz: <QuestionCircleOutlined />,
  file: <DownloadOutlined />,
};

/** A tick for a completed lesson, a lock for one this person cannot open, else its kind. */
export function LessonMark({ lesson, locked }: { lesson: OutlineLesson; locked: boolean }) {
  if (lesson.status === 'completed') {
    return <CheckCircleFilled className="lesson-mark lesson-mark--done" aria-label="Completed" />;
  }
  if (locked) return <LockOutlined className="lesson-mark" aria-label="Locked" />;
  return (
    <span className="lesson-mark" aria-hidden="true">
      {KIND_ICON[lesson.kind]}
    </span>
  );
}
