import { FileOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { formatBytes } from '@classroom/http-contract';
import { Button, Tag, type TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { askAbout } from '../../../lib/confirm';
import { responsivePicture } from '../../../ui/responsive-picture';
import type { LibraryEntry } from '../api/media-library-api';
import type { MediaLibraryStore } from '../stores/media-library.store';
import { STATUS_COLORS } from '../../../ui/dashboard/course-status-tag';
import { formatDate } from '../../../ui/format-date';
import { MediaFiltersBar } from './media-filters-bar';
import { PagedListTable } from '../../../ui/dashboard/paged-list-table';
import { runConfirmed, showFailure } from '../../../lib/run-confirmed';

// Dark solid shades, as the course states': white text on them passes WCAG AA contrast.
const STATUS_COLOURS = {
  uploading: '#1d4ed8',
  processing: STATUS_COLORS.pending,
  ready: STATUS_COLORS.approved,
  failed: STATUS_COLORS.rejected,
};

function minutes(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Where a file shows, in words: lessons, course pictures, the profile photo. */
export function usageText(usage: LibraryEntry['usages'][number]): string {
  const state = usage.published ? '' : ' (not published)';
  switch (usage.where) {
    case 'lesson':
      return `Lesson '${usage.lessonTitle}' of '${usage.courseName}'${state}`;
    case 'course-image':
      return `Picture of '${usage.courseName}'${state}`;
    case 'profile-photo':
      return 'Your profile photo';
  }
}

function Preview({ entry }: { entry: LibraryEntry }) {
  if (entry.kind === 'image' && entry.imageUrl) {
    const picture = responsivePicture(entry.imageUrl);
    return (
      <img
        className="media-preview"
        src={picture.src}
        srcSet={picture.srcSet}
        sizes="96px"
        alt=""
        style={{ background: picture.placeholder }}
      />
    );
  }
  const Icon = entry.kind === 'video' ? PlayCircleOutlined : FileOutlined;
  return (
    <span className="media-preview media-preview--icon" aria-hidden="true">
      <Icon />
    </span>
  );
}

/** The instructor's uploads: a preview, what and where each is, and Delete. */
export const MediaTable = observer(function MediaTable({ store }: { store: MediaLibraryStore }) {
  const remove = (entry: LibraryEntry) =>
    void runConfirmed(
      { label: 'Yes, delete it!', question: askAbout('Delete', entry.name) },
      () => store.remove(entry.id),
      { title: 'Deleted!', description: `${entry.name} has been deleted.` },
    );
  const columns: TableColumnsType<LibraryEntry> = [
    {
      title: 'Preview',
      key: 'preview',
      width: 112,
      render: (_, entry) => <Preview entry={entry} />,
    },
    {
      title: 'File',
      key: 'file',
      render: (_, entry) => (
        <>
          <div className="media-name">{entry.name}</div>
          <div className="media-meta">
            {entry.kind} · {formatBytes(entry.size)}
            {entry.durationSeconds ? ` · ${minutes(entry.durationSeconds)}` : ''} · uploaded{' '}
            {formatDate(entry.createdAt)}
          </div>
          <Tag color={STATUS_COLOURS[entry.status]}>{entry.status}</Tag>
          {entry.failure ? <div className="media-meta">{entry.failure}</div> : null}
          <ul className="media-usages" aria-label={`Where ${entry.name} is used`}>
            {entry.usages.length === 0 ? (
              <li>Not used yet</li>
            ) : (
              entry.usages.map((usage, index) => <li key={index}>{usageText(usage)}</li>)
            )}
          </ul>
        </>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 96,
      render: (_, entry) => (
        <Button danger aria-label={`Delete ${entry.name}`} onClick={() => remove(entry)}>
          Delete
        </Button>
      ),
    },
  ];
  const { q, kind, state } = store.filters;
  return (
    <>
      <MediaFiltersBar
        filters={store.filters}
        onChange={(change) => void store.filter(change).catch(showFailure)}
      />
      <PagedListTable
        label="Your uploaded files"
        className="media-table"
        emptyText={q || kind || state ? 'No file matches.' : 'You have not uploaded any file yet.'}
        columns={columns}
        store={store}
      />
    </>
  );
});
