import { DownloadOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { observer } from 'mobx-react-lite';
import type { PlayerStore } from '../stores/player.store';

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A downloadable file: its name, size and a signed link. */
export const LessonFile = observer(function LessonFile({ store }: { store: PlayerStore }) {
  const content = store.view?.lesson.content;
  const media = store.media;
  if (!content || content.kind !== 'file') return null;
  if (store.mediaError) return <Alert type="error" showIcon title={store.mediaError} />;
  return (
    <div className="lesson-file">
      <p>This lesson is a file to download and keep.</p>
      {media?.source === 'asset' ? (
        <a className="button button--primary" href={media.url} download={content.name}>
          <DownloadOutlined aria-hidden="true" /> Download {content.name} ({formatSize(media.size)})
        </a>
      ) : (
        <p>Preparing the download…</p>
      )}
    </div>
  );
});
