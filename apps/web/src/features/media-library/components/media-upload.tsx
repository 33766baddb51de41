import { MEDIA_KINDS, extensionsOf, formatBytes } from '@classroom/http-contract';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { uploadFile, worthRetrying } from '../../../lib/upload-media';
import { usePausableUpload } from '../../../lib/use-pausable-upload';
import { useStores } from '../../../stores/use-stores';
import { FilePickerButton } from '../../../ui/file-picker-button';
import { UploadProgress } from '../../../ui/upload-progress';
import { useFileDrop } from '../../../ui/use-file-drop';
import type { StorageUse } from '../api/media-library-api';

const ACCEPT = MEDIA_KINDS.flatMap((kind) => extensionsOf(kind)).join(',');

/** The kind a file is uploaded as, from its name: the server checks its bytes. */
export function kindOfName(name: string): (typeof MEDIA_KINDS)[number] | null {
  const ending = `.${name.split('.').pop()?.toLowerCase() ?? ''}`;
  return MEDIA_KINDS.find((kind) => extensionsOf(kind).includes(ending)) ?? null;
}

/**
 * Adds a file to the library, chosen or dropped, with its progress and the room the library
 * takes of the quota; `onUploaded` reloads.
 */
export function MediaUpload({
  onUploaded,
  storage,
}: {
  onUploaded: () => void;
  storage: StorageUse | null;
}) {
  const { api } = useStores();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [failure, setFailure] = useState<{ message: string; file: File | null } | null>(null);
  const upload = usePausableUpload();

  const start = async (file: File) => {
    setFailure(null);
    const kind = kindOfName(file.name);
    if (!kind) {
      setFailure({
        message: `${file.name} is not a picture, a video or a file the school keeps.`,
        file: null,
      });
      return;
    }
    setProgress({ name: file.name, percent: 0 });
    const done = upload.follow(
      uploadFile(api, file, kind, (percent) => setProgress({ name: file.name, percent })),
    );
    try {
      await done;
      onUploaded();
    } catch (error) {
      // Trying again resumes: the uploader finds the part the server already has.
      setFailure({ message: (error as Error).message, file: worthRetrying(error) ? file : null });
    } finally {
      setProgress(null);
    }
  };
  const { over, dropProps } = useFileDrop((file) => void start(file), progress !== null);

  return (
    <div className={`media-upload file-drop${over ? ' file-drop--over' : ''}`} {...dropProps}>
      <FilePickerButton
        accept={ACCEPT}
        primary
        disabled={progress !== null}
        onFile={(file) => void start(file)}
      >
        Upload a file
      </FilePickerButton>
      <span className="media-upload__hint">or drop a picture, a video or a file here</span>
      {storage ? (
        <span className="media-upload__storage">
          {formatBytes(storage.usedBytes)} of {formatBytes(storage.quotaBytes)} used
        </span>
      ) : null}
      {progress ? (
        <UploadProgress
          pausing={upload.pausing}
          percent={progress.percent}
          label={`Uploading ${progress.name}`}
        />
      ) : null}
      {failure ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={failure.message}
          action={
            failure.file ? (
              <Button size="small" onClick={() => void start(failure.file!)}>
                Try again
              </Button>
            ) : undefined
          }
        />
      ) : null}
    </div>
  );
}
